package app.locus.upstream.api.guard;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import app.locus.base.WorkspaceId;
import app.locus.upstream.FormBody;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.UpstreamRequest;
import app.locus.upstream.api.ListQuery;
import app.locus.upstream.api.Listing;
import app.locus.upstream.api.ListingApi;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.UpstreamCalls;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * Profile protection: the listing ({@code POST /v1/guard/}), the report of one watched
 * place ({@code POST /v1/guard/{place_id}}), and the writes {@code /v2/guard/add},
 * {@code pause}, {@code resume} and {@code delete}, each sent once and never retried.
 * Guard is billed by subscription, not credits.
 */
public class GuardApi extends ListingApi<ListQuery, GuardReport> {

	private static final String LISTING = "/v1/guard/";

	private final UpstreamCalls calls;

	public GuardApi(UpstreamGateway gateway) {
		super(gateway, new Listing<>(LISTING, "reports", GuardReport::from));
		this.calls = new UpstreamCalls(gateway);
	}

	/**
	 * The guard report of a watched place, looked up by its place id as real clients do.
	 */
	public GuardReport report(WorkspaceId workspace, Lane lane, PlaceId place) {
		String segment = URLEncoder.encode(place.value(), StandardCharsets.UTF_8);
		return calls.report(workspace, lane, UpstreamRequest.read(LISTING + segment, FormBody.create()),
				GuardReport::from);
	}

	/**
	 * Puts a saved location under protection; answers the guard records the service
	 * returned (empty when it returned none).
	 */
	public List<GuardReport> add(WorkspaceId workspace, Lane lane, PlaceId place) {
		return guards(calls.data(workspace, lane,
				UpstreamRequest.write("/v2/guard/add", FormBody.create().add("place_id", place))));
	}

	/** Stops watching, keeping the record and its history. */
	public List<GuardReport> pause(WorkspaceId workspace, Lane lane, ReportKey guard) {
		return guards(calls.data(workspace, lane, UpstreamRequest.write("/v2/guard/pause", identify(guard))));
	}

	/** Watches a paused guard again. */
	public List<GuardReport> resume(WorkspaceId workspace, Lane lane, ReportKey guard) {
		return guards(calls.data(workspace, lane, UpstreamRequest.write("/v2/guard/resume", identify(guard))));
	}

	/** Removes the guard and its history at the service. */
	public void delete(WorkspaceId workspace, Lane lane, ReportKey guard) {
		calls.envelope(workspace, lane, UpstreamRequest.write("/v2/guard/delete", identify(guard)));
	}

	private static FormBody identify(ReportKey guard) {
		return FormBody.create().add("guard_key", guard);
	}

	/**
	 * The guard records of a write's answer, whichever way it wraps them: a bare array,
	 * an array under {@code guards} or {@code reports}, or one record.
	 */
	static List<GuardReport> guards(JsonNode data) {
		JsonNode items = data;
		if (data.isObject()) {
			items = data.has("guards") ? data.get("guards") : data.get("reports");
		}
		List<GuardReport> guards = new ArrayList<>();
		if (items != null && items.isArray()) {
			items.forEach(item -> {
				if (item.isObject()) {
					guards.add(GuardReport.from(item));
				}
			});
		}
		else if (data.isObject() && (data.has("report_key") || data.has("guard_key"))) {
			guards.add(GuardReport.from(data));
		}
		return guards;
	}

}
