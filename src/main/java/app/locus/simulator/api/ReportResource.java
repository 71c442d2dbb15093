package app.locus.simulator.api;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A kind of record with a listing ({@code POST <path>/}) and a retrieval ({@code POST
 * <path>/{report_key}}): filters, paging and field mask in the service's conventions.
 *
 * @param path the listing path, e.g. {@code /v1/trend-reports}
 * @param all the caller's records, newest first
 * @param find one of the caller's records by key
 * @param facts what the filters look at
 * @param render the full record (data_points included; the masking hides them)
 * @param detailOnly top-level fields left out of the listing
 * @param masking what the record hides unless named, and where bare mask paths reach
 * @param listing how the listing pages and names its items
 */
public record ReportResource<T>(String path, Function<Call, List<T>> all, BiFunction<Call, String, Optional<T>> find,
		Function<T, ReportFilter.Facts> facts, BiFunction<T, Call, JsonNode> render, Set<String> platformCodes,
		Set<String> detailOnly, Masking masking, Listing listing) {

	/** Items under {@code reports}, as every report listing serves them. */
	public ReportResource(String path, Function<Call, List<T>> all, BiFunction<Call, String, Optional<T>> find,
			Function<T, ReportFilter.Facts> facts, BiFunction<T, Call, JsonNode> render, Set<String> platformCodes,
			Masking masking) {
		this(path, all, find, facts, render, platformCodes, Set.of(), masking,
				new Listing("reports", false, masking, List.of()));
	}

	public void register(Router router) {
		router.post(path, this::list);
		router.post(path + "/{key}", this::detail);
	}

	private Result list(Call call) {
		String wanted = call.params().text("report_key");
		if (wanted != null) {
			// The vendor's workflow node fetches one record from the listing path by its
			// key.
			return detail(call, wanted);
		}
		ReportFilter filter = ReportFilter.of(call.params(), platformCodes);
		List<T> matching = all.apply(call).stream().filter(item -> filter.matches(facts.apply(item))).toList();
		return Result.ok(listing.page(matching, item -> summary(item, call), call.params()));
	}

	private JsonNode summary(T item, Call call) {
		JsonNode node = render.apply(item, call);
		if (node instanceof ObjectNode object) {
			object.remove(detailOnly);
		}
		return node;
	}

	private Result detail(Call call) {
		return detail(call, call.pathVar("key"));
	}

	private Result detail(Call call, String key) {
		try {
			T item = find.apply(call, key).orElseThrow(() -> ApiException.notFound("No report with key " + key));
			return Result.ok(masking.apply(FieldMask.of(call.params()), render.apply(item, call)));
		}
		catch (StillPending pending) {
			return pending.answer();
		}
	}

	/**
	 * Thrown by {@code find} for a record the service has accepted but not finished: the
	 * retrieval answers 202 with {@code status: "pending"} instead of 404.
	 */
	public static final class StillPending extends RuntimeException {

		private final String key;

		public StillPending(String key) {
			super(null, null, false, false);
			this.key = key;
		}

		Result answer() {
			ObjectNode data = Json.object();
			data.put("report_key", key);
			data.put("status", "pending");
			return Result.accepted(data, "The report is still being processed; ask again later");
		}

	}

}
