package app.locus.upstream.overhttp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;

import javax.sql.DataSource;

import app.locus.base.WorkspaceId;
import app.locus.fixtures.MutableClock;
import app.locus.support.IntegrationTest;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.Fieldmask;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Keyword;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.Radius;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.campaigns.CampaignCreated;
import app.locus.upstream.api.campaigns.CampaignRequest;
import app.locus.upstream.api.locations.LocationDetails;
import app.locus.upstream.api.locations.LocationSummary;
import app.locus.upstream.api.locations.NewLocation;
import app.locus.upstream.api.reports.KeywordReport;
import app.locus.upstream.api.reports.LocationReport;
import app.locus.upstream.api.reports.ScanReport;
import app.locus.upstream.api.scans.ScanRequest;
import app.locus.upstream.api.scans.ScanSubmission;
import app.locus.upstream.gateway.GatewayNode;
import app.locus.upstream.gateway.GatewayProperties;
import app.locus.upstream.gateway.UpstreamCredential;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import app.locus.simulator.SimulatorServer;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The typed client through a real gateway node against a simulator on its own socket
 * whose clock the test moves: queued scans, saved locations, the location and keyword
 * reports, and a campaign deactivated by a scheduled run and reactivated (DD010).
 */
@IntegrationTest
class ScansLocationsCampaignsOverHttpTest {

	private static final Lane LANE = Lane.INTERACTIVE;

	private static final Duration PENDING = Duration.ofSeconds(5);

	private static final PlaceId DIVISION = new PlaceId(DemoData.BLUE_BOTTLE_DIVISION);

	private static final PlaceId ALBERTA = new PlaceId(DemoData.BLUE_BOTTLE_ALBERTA);

	private static final LatLng PORTLAND = LatLng.of("45.504812", "-122.629771");

	@Autowired
	DataSource dataSource;

	private final MutableClock clock = new MutableClock(Instant.parse("2026-03-02T15:00:00Z"));

	private final WorkspaceId workspace = WorkspaceId.random();

	private SimulatorServer server;

	private AccountHandle account;

	private GatewayNode node;

	private LocalVisibilityClient client;

	@BeforeEach
	void simulatorAndGateway() {
		server = SimulatorServer.start(0,
				Simulator.builder().clock(clock).pendingDelay(PENDING).scanDelay(Duration.ZERO).build());
		account = server.simulator().createAccount("Over HTTP", 5_000);
		account.saveLocation(DemoData.BLUE_BOTTLE_DIVISION, true);
		account.saveLocation(DemoData.BLUE_BOTTLE_ALBERTA, false);
		node = new GatewayNode(dataSource, GatewayProperties.defaults(server.baseUrl()),
				ws -> Optional.of(new UpstreamCredential(account.key(), "simulator key")));
		client = new LocalVisibilityClient(node.gateway);
	}

	@AfterEach
	void stop() {
		node.close();
		server.close();
	}

	@Test
	void an_eager_apple_scan_answers_pending_with_its_key_is_paid_once_and_completes_later() {
		ScanRequest request = new ScanRequest(DIVISION, Keyword.of("bakery"), PORTLAND, GridSize.forScan(5),
				Radius.of("2"), Measurement.MI, Platform.APPLE, false, true);

		ScanSubmission submitted = client.scans().run(workspace, LANE, request);

		assertThat(submitted.status()).isEqualTo(ScanSubmission.Status.PENDING);
		assertThat(submitted.reportKey()).matches("[0-9a-f]{15}");
		assertThat(account.creditsSpent()).isEqualTo(request.credits());
		assertThat(server.simulator().calls().all()).filteredOn(call -> call.path().equals("/v2/run-scan"))
			.singleElement()
			.satisfies(call -> assertThat(call.status()).isEqualTo(202));

		ReportKey key = ReportKey.of(submitted.reportKey());
		assertThatThrownBy(() -> client.reports().scanReport(workspace, LANE, key, Fieldmask.of("report_key")))
			.isInstanceOf(UpstreamException.NotReady.class);
		assertThat(server.simulator().calls().all()).filteredOn(call -> call.path().startsWith("/v1/reports/"))
			.singleElement()
			.satisfies(call -> assertThat(call.status()).isEqualTo(202));

		clock.advance(PENDING.plusSeconds(1));
		ScanReport done = client.reports()
			.scanReport(workspace, LANE, ReportKey.of(submitted.reportKey()),
					Fieldmask.of("report_key").withDataPoints());
		assertThat(done.reportKey()).isEqualTo(submitted.reportKey());
		assertThat(done.dataPoints()).hasSize(request.credits());
		assertThat(account.creditsSpent()).isEqualTo(request.credits());
	}

	@Test
	void an_apple_location_is_added_with_its_name_and_coordinates_and_then_listed() {
		PlaceId applePlace = new PlaceId("apple-" + WorkspaceId.random().value());

		LocationDetails added = client.locations()
			.add(workspace, LANE, NewLocation.apple(applePlace, "Corner Bakery Portland", PORTLAND));

		assertThat(added.summary().placeId()).isEqualTo(applePlace.value());
		assertThat(added.summary().name()).isEqualTo("Corner Bakery Portland");
		assertThat(client.locations().list(workspace, LANE, false)).extracting(LocationSummary::placeId)
			.contains(applePlace.value(), DemoData.BLUE_BOTTLE_DIVISION);
	}

	@Test
	void location_and_keyword_reports_named_by_a_scan_are_retrieved() {
		String first = scan(DIVISION, "bakery");
		scan(DIVISION, "croissant");
		scan(ALBERTA, "bakery");

		ScanReport named = client.reports()
			.scanReport(workspace, LANE, ReportKey.of(first),
					Fieldmask.of("report_key", "location_report_key", "keyword_report_key"));
		String locationKey = named.raw().path("location_report_key").asText();
		String keywordKey = named.raw().path("keyword_report_key").asText();

		LocationReport location = client.reports().locationReport(workspace, LANE, ReportKey.of(locationKey), null);
		KeywordReport keyword = client.reports().keywordReport(workspace, LANE, ReportKey.of(keywordKey), null);
		assertThat(location.reportKey()).isEqualTo(locationKey);
		assertThat(location.placeId()).isEqualTo(DemoData.BLUE_BOTTLE_DIVISION);
		assertThat(location.keywords()).extracting(LocationReport.KeywordLine::keyword)
			.containsExactlyInAnyOrder("bakery", "croissant");
		assertThat(keyword.reportKey()).isEqualTo(keywordKey);
		assertThat(keyword.keyword()).isEqualTo("bakery");
		assertThat(keyword.locations()).extracting(KeywordReport.LocationLine::placeId)
			.containsExactlyInAnyOrder(DemoData.BLUE_BOTTLE_DIVISION, DemoData.BLUE_BOTTLE_ALBERTA);
	}

	@Test
	void a_campaign_deactivated_by_a_scheduled_run_without_credits_is_reactivated_and_runs_again() {
		LocalDate tomorrow = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC).plusDays(1);
		CampaignRequest request = new CampaignRequest("Weekly bakery", List.of(DIVISION), List.of(Keyword.of("bakery")),
				GridSize.forCampaign(3), Radius.of("2"), Measurement.MI, Frequency.WEEKLY, tomorrow,
				LocalTime.of(9, 0));
		CampaignCreated created = client.campaigns().create(workspace, LANE, request);
		CampaignKey key = CampaignKey.of(created.campaignKey());
		clock.advance(Duration.ofDays(1));
		client.account().account(workspace, LANE);
		long spentByFirstRun = account.creditsSpent();
		account.setBalance(request.creditsPerRun() - 1);
		clock.advance(Duration.ofDays(7));
		client.account().account(workspace, LANE);
		assertThat(account.creditsSpent()).as("the second run found too few credits").isEqualTo(spentByFirstRun);

		account.setBalance(5_000);
		client.campaigns().reactivate(workspace, LANE, key);

		clock.advance(Duration.ofDays(7));
		client.account().account(workspace, LANE);
		assertThat(account.creditsSpent()).as("runs again after reactivation")
			.isEqualTo(spentByFirstRun + request.creditsPerRun());
	}

	private String scan(PlaceId place, String keyword) {
		return client.scans()
			.run(workspace, LANE,
					new ScanRequest(place, Keyword.of(keyword), PORTLAND, GridSize.forScan(3), Radius.of("2"),
							Measurement.MI, Platform.GOOGLE, false, false))
			.reportKey();
	}

}
