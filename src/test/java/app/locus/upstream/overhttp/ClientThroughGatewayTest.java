package app.locus.upstream.overhttp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDate;
import java.time.LocalTime;
import java.util.List;

import app.locus.base.WorkspaceId;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.Fieldmask;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Keyword;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.Page;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.Radius;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.account.Account;
import app.locus.upstream.api.campaigns.CampaignCreated;
import app.locus.upstream.api.campaigns.CampaignRequest;
import app.locus.upstream.api.campaigns.CampaignRun;
import app.locus.upstream.api.gbp.GbpReview;
import app.locus.upstream.api.knowledge.Article;
import app.locus.upstream.api.knowledge.ArticleSearch;
import app.locus.upstream.api.knowledge.ArticleSummary;
import app.locus.upstream.api.gbp.ProfileLocation;
import app.locus.upstream.api.locations.LocationSummary;
import app.locus.upstream.api.reports.ReportFilter;
import app.locus.upstream.api.reports.ScanReport;
import app.locus.upstream.api.scans.ScanRequest;
import app.locus.upstream.api.scans.ScanSubmission;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

/**
 * The typed client through the real gateway against the simulator mounted at /sim: what
 * the client sends is what the simulator understands, and what the simulator answers
 * decodes into the client's records (DD010).
 */
@IntegrationTest
class ClientThroughGatewayTest {

	private static final Lane LANE = Lane.INTERACTIVE;

	private static final PlaceId DIVISION = new PlaceId(DemoData.BLUE_BOTTLE_DIVISION);

	@Autowired
	LocalVisibilityClient client;

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	@Autowired
	AgencyProvisioning provisioning;

	private KeyedWorkspaces workspaces;

	@BeforeEach
	void agencyWithAnAdmin() {
		workspaces = new KeyedWorkspaces(provisioning, keys);
	}

	@AfterEach
	void signOut() {
		workspaces.close();
	}

	private WorkspaceId workspaceWithKey(String key) {
		return workspaces.withKey(key);
	}

	@Test
	void the_account_answer_decodes_plan_and_balance() {
		AccountHandle account = simulator.createAccount("Account test", 740);
		WorkspaceId workspace = workspaceWithKey(account.key());

		Account answer = client.account().account(workspace, LANE);

		assertThat(answer.credits().balance()).isEqualTo(740L);
		assertThat(answer.subscription().plan()).isNotBlank();
	}

	@Test
	void saved_locations_are_listed_with_their_place_ids_and_names() {
		WorkspaceId workspace = workspaceWithKey(DemoData.BLUE_BOTTLE_KEY);

		List<LocationSummary> locations = client.locations().list(workspace, LANE, false);

		assertThat(locations).extracting(LocationSummary::placeId)
			.contains(DemoData.BLUE_BOTTLE_DIVISION, DemoData.BLUE_BOTTLE_ALBERTA);
		assertThat(locations).allSatisfy(location -> assertThat(location.name()).isNotBlank());
		assertThat(client.locations().list(workspace, LANE, true)).extracting(LocationSummary::placeId)
			.contains(DemoData.BLUE_BOTTLE_DIVISION)
			.doesNotContain(DemoData.BLUE_BOTTLE_ALBERTA);
	}

	@Test
	void profile_reviews_decode_reviewer_stars_and_replies() {
		WorkspaceId workspace = workspaceWithKey(DemoData.BLUE_BOTTLE_KEY);

		Page<GbpReview> reviews = client.gbp().reviews().list(workspace, LANE, DIVISION, Limit.MAX, null);

		assertThat(reviews.items()).isNotEmpty().allSatisfy(review -> {
			assertThat(review.reviewId()).isNotBlank();
			assertThat(review.reviewer()).isNotBlank();
			assertThat(review.starRating()).isBetween(1, 5);
			assertThat(review.createTime()).isNotNull();
		});
	}

	@Test
	void the_profile_location_decodes_its_title_and_address() {
		WorkspaceId workspace = workspaceWithKey(DemoData.BLUE_BOTTLE_KEY);

		ProfileLocation location = client.gbp().profile().location(workspace, LANE, DIVISION);

		assertThat(location.title()).contains("Blue Bottle");
		assertThat(location.address()).isNotNull();
	}

	@Test
	void a_google_scan_answers_complete_is_paid_once_and_is_then_listed_and_retrieved_with_its_data_points() {
		AccountHandle account = simulator.createAccount("Scan test", 1_000);
		account.saveLocation(DemoData.BLUE_BOTTLE_DIVISION, true);
		WorkspaceId workspace = workspaceWithKey(account.key());
		ScanRequest request = ScanRequest.google(DIVISION, Keyword.of("bakery"), LatLng.of("45.504812", "-122.629771"),
				Radius.of("3"), Measurement.MI);

		ScanSubmission submitted = client.scans().run(workspace, LANE, request);

		assertThat(submitted.status()).isEqualTo(ScanSubmission.Status.COMPLETE);
		assertThat(submitted.reportKey()).isNotBlank();
		assertThat(account.creditsSpent()).isEqualTo(request.credits());
		assertThat(
				client.reports().scanReports(workspace, LANE, ReportFilter.all().withPlaceId(DIVISION), null).items())
			.extracting(ScanReport::reportKey)
			.contains(submitted.reportKey());
		ScanReport report = client.reports()
			.scanReport(workspace, LANE, ReportKey.of(submitted.reportKey()),
					Fieldmask.of("report_key").withDataPoints());
		assertThat(report.reportKey()).isEqualTo(submitted.reportKey());
		assertThat(report.dataPoints()).hasSize(request.credits());
	}

	@Test
	void knowledge_base_articles_are_found_and_read() {
		WorkspaceId workspace = workspaceWithKey(DemoData.HARBOR_KEY);

		ArticleSearch found = client.knowledgeBase().search(workspace, LANE, "credits");

		assertThat(found.articles()).extracting(ArticleSummary::id).contains("credits");
		Article article = client.knowledgeBase().article(workspace, LANE, "credits");
		assertThat(article.title()).isEqualTo("How credits are charged");
		assertThat(article.body()).isNotBlank();
	}

	@Test
	void a_campaign_is_created_run_paused_resumed_and_a_run_without_credits_is_refused_with_402() {
		CampaignRequest request = new CampaignRequest("Bakery weekly", List.of(DIVISION), List.of(Keyword.of("bakery")),
				GridSize.forCampaign(3), Radius.of("2"), Measurement.MI, Frequency.WEEKLY, LocalDate.now().plusDays(30),
				LocalTime.of(9, 0));
		AccountHandle account = simulator.createAccount("Campaign test", request.creditsPerRun());
		account.saveLocation(DemoData.BLUE_BOTTLE_DIVISION, true);
		WorkspaceId workspace = workspaceWithKey(account.key());

		CampaignCreated created = client.campaigns().create(workspace, LANE, request);
		CampaignKey key = CampaignKey.of(created.campaignKey());
		assertThat(created.name()).isEqualTo("Bakery weekly");
		CampaignRun run = client.campaigns().run(workspace, LANE, key);
		assertThat(run.campaignKey()).isEqualTo(created.campaignKey());
		assertThat(account.creditsSpent()).isEqualTo(request.creditsPerRun());
		client.campaigns().pause(workspace, LANE, key);
		client.campaigns().resume(workspace, LANE, key);

		assertThatThrownBy(() -> client.campaigns().run(workspace, LANE, key))
			.isInstanceOf(UpstreamException.InsufficientCredits.class);
		assertThatThrownBy(() -> client.campaigns().reactivate(workspace, LANE, key))
			.isInstanceOf(UpstreamException.BadRequest.class);
		assertThat(account.creditsSpent()).isEqualTo(request.creditsPerRun());
	}

}
