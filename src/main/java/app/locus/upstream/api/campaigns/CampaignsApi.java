package app.locus.upstream.api.campaigns;

import java.util.Objects;
import java.util.stream.Stream;

import app.locus.base.WorkspaceId;
import app.locus.upstream.FormBody;
import app.locus.upstream.Lane;
import app.locus.upstream.TimeoutClass;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.UpstreamRequest;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.Fieldmask;
import app.locus.upstream.api.Page;
import app.locus.upstream.api.Paging;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.UpstreamCalls;
import app.locus.upstream.api.reports.ReportFilter;

/**
 * Campaigns: create and run (both spend credits and are never retried), pause, resume,
 * reactivate, and their reports.
 */
public class CampaignsApi {

	private final UpstreamCalls calls;

	public CampaignsApi(UpstreamGateway gateway) {
		this.calls = new UpstreamCalls(gateway);
	}

	/** {@code POST /v2/campaigns/create}. */
	public CampaignCreated create(WorkspaceId workspace, Lane lane, CampaignRequest request) {
		return CampaignCreated.from(calls.data(workspace, lane,
				UpstreamRequest.spend("/v2/campaigns/create", request.toForm(), TimeoutClass.STANDARD)));
	}

	/**
	 * Triggers the campaign now ({@code POST /v2/campaigns/run}); every place x keyword
	 * scan spends credits. Success means queued, not finished.
	 */
	public CampaignRun run(WorkspaceId workspace, Lane lane, CampaignKey campaign) {
		return CampaignRun.from(calls.data(workspace, lane,
				UpstreamRequest.spend("/v2/campaigns/run", identify(campaign), TimeoutClass.STANDARD)));
	}

	/** Stops scheduled runs ({@code POST /v2/campaigns/pause}). */
	public void pause(WorkspaceId workspace, Lane lane, CampaignKey campaign) {
		calls.envelope(workspace, lane, UpstreamRequest.write("/v2/campaigns/pause", identify(campaign)));
	}

	/** Restarts the runs of a paused campaign ({@code POST /v2/campaigns/resume}). */
	public void resume(WorkspaceId workspace, Lane lane, CampaignKey campaign) {
		calls.envelope(workspace, lane, UpstreamRequest.write("/v2/campaigns/resume", identify(campaign)));
	}

	/**
	 * Restarts a campaign deactivated when credits ran out
	 * ({@code POST /v2/campaigns/reactivate}).
	 */
	public void reactivate(WorkspaceId workspace, Lane lane, CampaignKey campaign) {
		calls.envelope(workspace, lane, UpstreamRequest.write("/v2/campaigns/reactivate", identify(campaign)));
	}

	/** One page of campaign reports (one per run), {@code POST /v1/campaigns/}. */
	public Page<CampaignReport> reports(WorkspaceId workspace, Lane lane, ReportFilter filter, String nextToken) {
		return calls.page(workspace, lane, UpstreamRequest.read("/v1/campaigns/", filter.toForm(nextToken)),
				"campaigns", CampaignReport::from);
	}

	public Stream<CampaignReport> streamReports(WorkspaceId workspace, Lane lane, ReportFilter filter) {
		return Paging.stream(token -> reports(workspace, lane, filter, token));
	}

	/**
	 * One campaign report with its results ({@code POST /v1/campaigns/{report_key}}, long
	 * timeout).
	 */
	public CampaignReport report(WorkspaceId workspace, Lane lane, ReportKey key, Fieldmask fieldmask) {
		FormBody body = FormBody.create().add("fieldmask", fieldmask);
		return calls.single(workspace, lane,
				UpstreamRequest.read("/v1/campaigns/" + key, body).withTimeout(TimeoutClass.LONG), "report",
				CampaignReport::from);
	}

	private static FormBody identify(CampaignKey campaign) {
		return FormBody.create().add("campaign_key", Objects.requireNonNull(campaign, "campaign"));
	}

}
