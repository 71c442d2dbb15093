package app.locus.upstream.api;

import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.api.account.AccountApi;
import app.locus.upstream.api.autoscans.AutoscansApi;
import app.locus.upstream.api.campaigns.CampaignsApi;
import app.locus.upstream.api.gbp.GbpClient;
import app.locus.upstream.api.guard.GuardApi;
import app.locus.upstream.api.knowledge.KnowledgeBaseApi;
import app.locus.upstream.api.locations.LocationsApi;
import app.locus.upstream.api.ondemand.OnDemandApi;
import app.locus.upstream.api.reports.ReportsApi;
import app.locus.upstream.api.reviews.ReviewsApi;
import app.locus.upstream.api.scans.ScansApi;

/**
 * The typed client of the Local Visibility Scanning Service, one API object per area.
 * Every method takes the workspace and the lane and goes through the
 * {@link UpstreamGateway}; the client builds requests and decodes answers, the gateway
 * sends them and turns failures into {@code UpstreamException}s.
 */
public record LocalVisibilityClient(LocationsApi locations, ScansApi scans, ReportsApi reports, CampaignsApi campaigns,
		AutoscansApi autoscans, AccountApi account, GuardApi guard, ReviewsApi reviews, KnowledgeBaseApi knowledgeBase,
		GbpClient gbp, OnDemandApi onDemand) {

	public LocalVisibilityClient(UpstreamGateway gateway) {
		this(new LocationsApi(gateway), new ScansApi(gateway), new ReportsApi(gateway), new CampaignsApi(gateway),
				new AutoscansApi(gateway), new AccountApi(gateway), new GuardApi(gateway), new ReviewsApi(gateway),
				new KnowledgeBaseApi(gateway), new GbpClient(gateway), new OnDemandApi(gateway));
	}

}
