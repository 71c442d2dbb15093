package app.locus.simulator.scans;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;

import app.locus.simulator.api.Call;
import app.locus.simulator.api.FieldMask;
import app.locus.simulator.api.Masking;
import app.locus.simulator.api.ReportFilter;
import app.locus.simulator.api.ReportResource;
import app.locus.simulator.api.Router;
import app.locus.simulator.api.Json;
import app.locus.simulator.api.SimDates;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Listing and retrieval of scan, competitor, trend, location and keyword reports.
 */
public final class ReportEndpoints {

	/** The grid and the per-point rankings come only when named. */
	private static final Masking SCAN = new Masking(List.of(FieldMask.DATA_POINTS, ReportShapes.RANKINGS), null);

	/**
	 * The grid and each business's ranks come only when named; bare paths reach each
	 * business.
	 */
	private static final Masking COMPETITOR = new Masking(
			List.of(FieldMask.DATA_POINTS, ReportShapes.BUSINESSES + ".*." + FieldMask.DATA_POINTS),
			ReportShapes.BUSINESSES);

	private final Reports reports;

	public ReportEndpoints(Reports reports) {
		this.reports = reports;
	}

	public void register(Router router) {
		scans(router, "/v1/reports",
				(report, call) -> withAggregateKeys(ReportShapes.scan(report, call.baseUrl()), report, book(call)),
				SCAN);
		scans(router, "/v1/competitor-reports", (report, call) -> ReportShapes.competitor(report), COMPETITOR);
		groups(router, "/v1/trend-reports", book -> book.trends, ReportShapes::trend, Masking.GRID);
		groups(router, "/v1/location-reports", book -> book.locations, ReportShapes::location, Masking.PLAIN);
		groups(router, "/v1/keyword-reports", book -> book.keywords, ReportShapes::keyword, Masking.PLAIN);
	}

	private void scans(Router router, String path, BiFunction<ScanReport, Call, JsonNode> render, Masking masking) {
		new ReportResource<>(path, call -> book(call).scans(), this::finishedOrPending, ReportEndpoints::facts, render,
				Platform.CODES, masking)
			.register(router);
	}

	private void groups(Router router, String path, Function<ReportBook, ReportGroups> kind,
			BiFunction<ReportGroups.Group, String, JsonNode> render, Masking masking) {
		new ReportResource<ReportGroups.Group>(path, call -> kind.apply(book(call)).all(),
				(call, key) -> kind.apply(book(call)).byKey(key), ReportEndpoints::facts,
				(group, call) -> render.apply(group, call.baseUrl()), Platform.CODES, masking)
			.register(router);
	}

	/**
	 * DD010: a scan names the location and keyword reports it belongs to, or false while
	 * they do not exist.
	 */
	private static JsonNode withAggregateKeys(ObjectNode scan, ScanReport report, ReportBook book) {
		Json.putOrFalse(scan, "location_report_key", book.locations.keyOf(report).orElse(null));
		Json.putOrFalse(scan, "keyword_report_key", book.keywords.keyOf(report).orElse(null));
		return scan;
	}

	/** A queued scan's report answers 202 pending until it is done, then the report. */
	private Optional<ScanReport> finishedOrPending(Call call, String key) {
		ReportBook book = book(call);
		if (book.isPending(key)) {
			throw new ReportResource.StillPending(key);
		}
		return book.scan(key);
	}

	private ReportBook book(Call call) {
		return reports.book(call.account());
	}

	private static ReportFilter.Facts facts(ScanReport report) {
		ScanSettings s = report.settings();
		return new ReportFilter.Facts(Set.of(s.placeId()), Set.of(s.keyword()), SimDates.day(report.completedAt()),
				s.gridSize(), s.platform(), report.campaignKey() == null ? "" : report.campaignKey(), null);
	}

	private static ReportFilter.Facts facts(ReportGroups.Group group) {
		Set<String> places = new LinkedHashSet<>();
		Set<String> keywords = new LinkedHashSet<>();
		group.scans().forEach(s -> {
			places.add(s.settings().placeId());
			keywords.add(s.settings().keyword());
		});
		ScanSettings latest = group.latest().settings();
		return new ReportFilter.Facts(places, keywords, SimDates.day(group.last()), latest.gridSize(),
				latest.platform(), null, null);
	}

}
