package app.locus.upstream.api.reports;

import java.util.function.Function;
import java.util.stream.Stream;

import app.locus.base.WorkspaceId;
import app.locus.upstream.FormBody;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.UpstreamRequest;
import app.locus.upstream.api.Fieldmask;
import app.locus.upstream.api.Page;
import app.locus.upstream.api.Paging;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.UpstreamCalls;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * Scan, competitor, trend, location and keyword reports: listings (one page, or every
 * page as a lazy stream) and retrieval by key. A null fieldmask answers every field
 * except {@code data_points}.
 */
public class ReportsApi {

	private static final String SCANS = "/v1/reports/";

	private static final String COMPETITORS = "/v1/competitor-reports/";

	private static final String TRENDS = "/v1/trend-reports/";

	private final UpstreamCalls calls;

	public ReportsApi(UpstreamGateway gateway) {
		this.calls = new UpstreamCalls(gateway);
	}

	/** One page of scan reports; {@code nextToken} null for the first. */
	public Page<ScanReport> scanReports(WorkspaceId workspace, Lane lane, ReportFilter filter, String nextToken) {
		return list(workspace, lane, SCANS, filter, nextToken, ScanReport::from);
	}

	/** Every scan report matching the filter, fetching pages as the stream advances. */
	public Stream<ScanReport> streamScanReports(WorkspaceId workspace, Lane lane, ReportFilter filter) {
		return Paging.stream(token -> scanReports(workspace, lane, filter, token));
	}

	/** {@code POST /v1/reports/{report_key}/}. */
	public ScanReport scanReport(WorkspaceId workspace, Lane lane, ReportKey key, Fieldmask fieldmask) {
		return one(workspace, lane, SCANS + key + "/", fieldmask, ScanReport::from);
	}

	public Page<CompetitorReport> competitorReports(WorkspaceId workspace, Lane lane, ReportFilter filter,
			String nextToken) {
		return list(workspace, lane, COMPETITORS, filter, nextToken, CompetitorReport::from);
	}

	public Stream<CompetitorReport> streamCompetitorReports(WorkspaceId workspace, Lane lane, ReportFilter filter) {
		return Paging.stream(token -> competitorReports(workspace, lane, filter, token));
	}

	/** {@code POST /v1/competitor-reports/{report_key}}. */
	public CompetitorReport competitorReport(WorkspaceId workspace, Lane lane, ReportKey key, Fieldmask fieldmask) {
		return one(workspace, lane, COMPETITORS + key, fieldmask, CompetitorReport::from);
	}

	public Page<TrendReport> trendReports(WorkspaceId workspace, Lane lane, ReportFilter filter, String nextToken) {
		return list(workspace, lane, TRENDS, filter, nextToken, TrendReport::from);
	}

	public Stream<TrendReport> streamTrendReports(WorkspaceId workspace, Lane lane, ReportFilter filter) {
		return Paging.stream(token -> trendReports(workspace, lane, filter, token));
	}

	/** {@code POST /v1/trend-reports/{report_key}}. */
	public TrendReport trendReport(WorkspaceId workspace, Lane lane, ReportKey key, Fieldmask fieldmask) {
		return one(workspace, lane, TRENDS + key, fieldmask, TrendReport::from);
	}

	/** {@code POST /v1/location-reports/{report_key}}. */
	public LocationReport locationReport(WorkspaceId workspace, Lane lane, ReportKey key, Fieldmask fieldmask) {
		return one(workspace, lane, "/v1/location-reports/" + key, fieldmask, LocationReport::from);
	}

	/** {@code POST /v1/keyword-reports/{report_key}}. */
	public KeywordReport keywordReport(WorkspaceId workspace, Lane lane, ReportKey key, Fieldmask fieldmask) {
		return one(workspace, lane, "/v1/keyword-reports/" + key, fieldmask, KeywordReport::from);
	}

	private <T> Page<T> list(WorkspaceId workspace, Lane lane, String path, ReportFilter filter, String nextToken,
			Function<JsonNode, T> decoder) {
		return calls.page(workspace, lane, UpstreamRequest.read(path, filter.toForm(nextToken)), "reports", decoder);
	}

	private <T> T one(WorkspaceId workspace, Lane lane, String path, Fieldmask fieldmask,
			Function<JsonNode, T> decoder) {
		FormBody body = FormBody.create().add("fieldmask", fieldmask);
		return calls.single(workspace, lane, UpstreamRequest.read(path, body), "report", decoder);
	}

}
