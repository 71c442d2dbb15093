package app.locus.upstream.api.campaigns;

import java.util.List;
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
import app.locus.upstream.api.Listing;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.UpstreamCalls;
import app.locus.upstream.api.reports.ReportFilter;

/**
 * Campaigns: create and run (both spend credits and are never retried), pause, resume,
 * reactivate, update (writes, never retried either), and their reports.
 */
public class CampaignsApi {

	/** Real clients read {@code reports}; DD010 named the items {@code campaigns}. */
	private static final Listing<CampaignReport> REPORTS = new Listing<>("/v1/campaigns/",
			List.of("reports", "campaigns"), CampaignReport::from);

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

	/**
	 * Changes a campaign's settings ({@code POST /v2/campaigns/update}); the service
	 * refuses it while a run is underway.
	 */
	public void update(WorkspaceId workspace, Lane lane, CampaignKey campaign, CampaignSettings settings) {
		FormBody body = identify(campaign);
		settings.toForm().fields().forEach(field -> body.add(field.getKey(), field.getValue()));
		calls.envelope(workspace, lane, UpstreamRequest.write("/v2/campaigns/update", body));
	}

	/** One page of campaign reports (one per run), {@code POST /v1/campaigns/}. */
	public Page<CampaignReport> reports(WorkspaceId workspace, Lane lane, ReportFilter filter, String nextToken) {
		return REPORTS.page(calls, workspace, lane, filter, nextToken);
	}

	public Stream<CampaignReport> streamReports(WorkspaceId workspace, Lane lane, ReportFilter filter) {
		return REPORTS.stream(calls, workspace, lane, filter);
	}

	/**
	 * One campaign report with its results ({@code POST /v1/campaigns/{report_key}}, long
	 * timeout).
	 */
	public CampaignReport report(WorkspaceId workspace, Lane lane, ReportKey key, Fieldmask fieldmask) {
		FormBody body = FormBody.create().add("fieldmask", fieldmask);
		return calls.report(workspace, lane,
				UpstreamRequest.read(REPORTS.path() + key, body).withTimeout(TimeoutClass.LONG), CampaignReport::from);
	}

	private static FormBody identify(CampaignKey campaign) {
		return FormBody.create().add("campaign_key", Objects.requireNonNull(campaign, "campaign"));
	}

}
