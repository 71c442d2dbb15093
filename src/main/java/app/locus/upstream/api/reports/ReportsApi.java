package app.locus.upstream.api.reports;

import java.util.function.Function;
import java.util.stream.Stream;

import app.locus.base.WorkspaceId;
import app.locus.upstream.FormBody;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.UpstreamRequest;
import app.locus.upstream.api.Fieldmask;
import app.locus.upstream.api.Listing;
import app.locus.upstream.api.Page;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.UpstreamCalls;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * Scan, competitor, trend, location and keyword reports: listings (one page, or every
 * page as a lazy stream) and retrieval by key. A null fieldmask answers every field
 * except {@code data_points}.
 */
public class ReportsApi {

	private static final Listing<ScanReport> SCANS = new Listing<>("/v1/reports/", "reports", ScanReport::from);

	private static final Listing<CompetitorReport> COMPETITORS = new Listing<>("/v1/competitor-reports/", "reports",
			CompetitorReport::from);

	private static final Listing<TrendReport> TRENDS = new Listing<>("/v1/trend-reports/", "reports",
			TrendReport::from);

	private final UpstreamCalls calls;

	public ReportsApi(UpstreamGateway gateway) {
		this.calls = new UpstreamCalls(gateway);
	}

	/** One page of scan reports; {@code nextToken} null for the first. */
	public Page<ScanReport> scanReports(WorkspaceId workspace, Lane lane, ReportFilter filter, String nextToken) {
		return SCANS.page(calls, workspace, lane, filter, nextToken);
	}

	/** Every scan report matching the filter, fetching pages as the stream advances. */
	public Stream<ScanReport> streamScanReports(WorkspaceId workspace, Lane lane, ReportFilter filter) {
		return SCANS.stream(calls, workspace, lane, filter);
	}

	/** {@code POST /v1/reports/{report_key}/}. */
	public ScanReport scanReport(WorkspaceId workspace, Lane lane, ReportKey key, Fieldmask fieldmask) {
		return one(workspace, lane, SCANS.path() + key + "/", fieldmask, ScanReport::from);
	}

	public Page<CompetitorReport> competitorReports(WorkspaceId workspace, Lane lane, ReportFilter filter,
			String nextToken) {
		return COMPETITORS.page(calls, workspace, lane, filter, nextToken);
	}

	public Stream<CompetitorReport> streamCompetitorReports(WorkspaceId workspace, Lane lane, ReportFilter filter) {
		return COMPETITORS.stream(calls, workspace, lane, filter);
	}

	/** {@code POST /v1/competitor-reports/{report_key}}. */
	public CompetitorReport competitorReport(WorkspaceId workspace, Lane lane, ReportKey key, Fieldmask fieldmask) {
		return one(workspace, lane, COMPETITORS.path() + key, fieldmask, CompetitorReport::from);
	}

	public Page<TrendReport> trendReports(WorkspaceId workspace, Lane lane, ReportFilter filter, String nextToken) {
		return TRENDS.page(calls, workspace, lane, filter, nextToken);
	}

	public Stream<TrendReport> streamTrendReports(WorkspaceId workspace, Lane lane, ReportFilter filter) {
		return TRENDS.stream(calls, workspace, lane, filter);
	}

	/** {@code POST /v1/trend-reports/{report_key}}. */
	public TrendReport trendReport(WorkspaceId workspace, Lane lane, ReportKey key, Fieldmask fieldmask) {
		return one(workspace, lane, TRENDS.path() + key, fieldmask, TrendReport::from);
	}

	/** {@code POST /v1/location-reports/{report_key}}. */
	public LocationReport locationReport(WorkspaceId workspace, Lane lane, ReportKey key, Fieldmask fieldmask) {
		return one(workspace, lane, "/v1/location-reports/" + key, fieldmask, LocationReport::from);
	}

	/** {@code POST /v1/keyword-reports/{report_key}}. */
	public KeywordReport keywordReport(WorkspaceId workspace, Lane lane, ReportKey key, Fieldmask fieldmask) {
		return one(workspace, lane, "/v1/keyword-reports/" + key, fieldmask, KeywordReport::from);
	}

	private <T> T one(WorkspaceId workspace, Lane lane, String path, Fieldmask fieldmask,
			Function<JsonNode, T> decoder) {
		return calls.report(workspace, lane, UpstreamRequest.read(path, FormBody.create().add("fieldmask", fieldmask)),
				decoder);
	}

}
