package app.locus.upstream.api.campaigns;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.List;

import app.locus.base.ValidationException;
import app.locus.upstream.CallKind;
import app.locus.upstream.TimeoutClass;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.Fieldmask;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Keyword;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.Radius;
import app.locus.upstream.api.RecordingGateway;
import app.locus.upstream.api.locations.LocationSummary;
import app.locus.upstream.api.reports.ReportFilter;
import org.junit.jupiter.api.Test;

import static app.locus.upstream.api.UpstreamApiTestSupport.LANE;
import static app.locus.upstream.api.UpstreamApiTestSupport.PLACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.REPORT_KEY;
import static app.locus.upstream.api.UpstreamApiTestSupport.WORKSPACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.assertPost;
import static app.locus.upstream.api.UpstreamApiTestSupport.form;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CampaignsApiTest {

	private static final CampaignKey CAMPAIGN = CampaignKey.of("fedcba987654321");

	private final RecordingGateway gateway = new RecordingGateway();

	private final CampaignsApi api = new CampaignsApi(gateway);

	private static CampaignRequest request() {
		return new CampaignRequest(" Spring push ", List.of(PLACE, PlaceId.of("ChIJ2"), PLACE),
				List.of(Keyword.of("dentist"), Keyword.of("teeth whitening")), GridSize.forCampaign(21),
				Radius.of("2.5"), Measurement.MI, Frequency.ONE_TIME, LocalDate.of(2026, 3, 7), LocalTime.of(9, 5));
	}

	@Test
	void create_spends_credits_and_sends_comma_lists_and_spec_date_and_time() {
		gateway.answer("""
				{"campaign_key": "fedcba987654321", "name": "Spring push", "status": "active",
				 "next_run": "03/07/2026 9:05 AM"}""");

		CampaignCreated created = api.create(WORKSPACE, LANE, request());

		assertPost(gateway.onlyCall(), "/v2/campaigns/create", CallKind.SPENDS_CREDITS, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields()).isEqualTo(form("name", "Spring push", "placeId",
				PLACE.value() + ",ChIJ2", "keyword", "dentist,teeth whitening", "gridSize", "21", "radius", "2.5",
				"measurement", "mi", "frequency", "one-time", "startDate", "03/07/2026", "startTime", "9:05 AM"));
		assertThat(created.campaignKey()).isEqualTo("fedcba987654321");
		assertThat(created.status()).isEqualTo(CampaignStatus.ACTIVE);
		assertThat(created.nextRun()).isEqualTo(LocalDateTime.of(2026, 3, 7, 9, 5));
	}

	@Test
	void a_run_costs_places_times_keywords_times_grid_points() {
		assertThat(request().scansPerRun()).isEqualTo(4);
		assertThat(request().creditsPerRun()).isEqualTo(4L * 441);
	}

	@Test
	void every_campaign_field_is_required_and_named_when_missing() {
		assertThatThrownBy(() -> new CampaignRequest("", List.of(), List.of(), null, null, null, null, null, null))
			.isInstanceOf(ValidationException.class)
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsKeys("name", "placeId",
					"keyword", "gridSize", "radius", "measurement", "frequency", "startDate", "startTime"));
	}

	@Test
	void run_spends_credits_identified_by_campaign_key_and_decodes_the_queue_answer() {
		gateway.answer("""
				{"campaign_key": "fedcba987654321", "status": "queued", "credits_used": "1764"}""");

		CampaignRun run = api.run(WORKSPACE, LANE, CAMPAIGN);

		assertPost(gateway.onlyCall(), "/v2/campaigns/run", CallKind.SPENDS_CREDITS, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields()).isEqualTo(form("campaign_key", "fedcba987654321"));
		assertThat(run).isEqualTo(new CampaignRun("fedcba987654321", "queued", 1764));
	}

	@Test
	void pause_resume_and_reactivate_are_writes_identified_by_campaign_key() {
		api.pause(WORKSPACE, LANE, CAMPAIGN);
		api.resume(WORKSPACE, LANE, CAMPAIGN);
		api.reactivate(WORKSPACE, LANE, CAMPAIGN);

		assertThat(gateway.calls()).extracting(call -> call.request().path())
			.containsExactly("/v2/campaigns/pause", "/v2/campaigns/resume", "/v2/campaigns/reactivate");
		gateway.calls().forEach(call -> {
			assertPost(call, call.request().path(), CallKind.WRITE, TimeoutClass.STANDARD);
			assertThat(call.fields()).isEqualTo(form("campaign_key", "fedcba987654321"));
		});
	}

	@Test
	void report_listing_is_a_standard_read_and_retrieval_uses_the_long_timeout() {
		gateway.answer("""
				{"count": 1, "campaigns": [{"report_key": "0a1b2c3d4e5f6a7", "campaign_key": "fedcba987654321"}]}""");

		api.reports(WORKSPACE, LANE, ReportFilter.all().withFieldmask(Fieldmask.of("report_key")), null);
		api.report(WORKSPACE, LANE, REPORT_KEY, null);

		assertPost(gateway.calls().get(0), "/v1/campaigns/", CallKind.READ, TimeoutClass.STANDARD);
		assertThat(gateway.calls().get(0).fields()).isEqualTo(form("fieldmask", "report_key"));
		assertPost(gateway.calls().get(1), "/v1/campaigns/0a1b2c3d4e5f6a7", CallKind.READ, TimeoutClass.LONG);
	}

	@Test
	void campaign_report_decodes_schedule_places_keywords_totals_and_results() {
		gateway.answer("""
				{"report_key": "0a1b2c3d4e5f6a7", "campaign_key": "fedcba987654321", "name": "Spring push",
				 "status": "paused", "frequency": "weekly", "start_date": "03/07/2026", "start_time": "9:05 AM",
				 "locations": [{"place_id": "ChIJ1", "name": "Bright Smiles", "address": "1 Main St"}],
				 "keywords": ["dentist", "teeth whitening"], "grid_size": "21", "radius": "2.5",
				 "measurement": "mi", "platform": "google", "date": "03/07/2026", "last_run": "03/07/2026 9:05 AM",
				 "next_run": false, "scan_count": "2", "credits_used": "882", "arp": "3.1", "atrp": "2.2",
				 "solv": "58", "arp_move": "-0.4", "atrp_move": "0", "solv_move": "3.5",
				 "results": [{"place_id": "ChIJ1", "keyword": "dentist", "report_key": "6666666666fffff",
				              "arp": "3.42", "atrp": "2.10", "solv": "61.22", "arp_move": "-0.5",
				              "atrp_move": "-0.1", "solv_move": "4"}]}""");

		CampaignReport report = api.report(WORKSPACE, LANE, REPORT_KEY, null);

		assertThat(report.status()).isEqualTo(CampaignStatus.PAUSED);
		assertThat(report.frequency()).isEqualTo(Frequency.WEEKLY);
		assertThat(report.startDate()).isEqualTo(LocalDate.of(2026, 3, 7));
		assertThat(report.startTime()).isEqualTo(LocalTime.of(9, 5));
		assertThat(report.locations()).extracting(LocationSummary::placeId).containsExactly("ChIJ1");
		assertThat(report.keywords()).containsExactly("dentist", "teeth whitening");
		assertThat(report.gridSize()).isEqualTo(21);
		assertThat(report.platform()).isEqualTo(Platform.GOOGLE);
		assertThat(report.lastRun()).isEqualTo(LocalDateTime.of(2026, 3, 7, 9, 5));
		assertThat(report.nextRun()).isNull();
		assertThat(report.creditsUsed()).isEqualTo(882);
		assertThat(report.movement().solvMove()).isEqualByComparingTo("3.5");
		assertThat(report.results()).singleElement().satisfies(result -> {
			assertThat(result.reportKey()).isEqualTo("6666666666fffff");
			assertThat(result.metrics().arp()).isEqualByComparingTo("3.42");
			assertThat(result.movement().arpMove()).isEqualByComparingTo("-0.5");
		});
		assertThat(report.raw().get("name").asText()).isEqualTo("Spring push");
	}

}
