package app.locus.upstream.api.reports;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.EnumSet;
import java.util.List;

import app.locus.upstream.CallKind;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.TimeoutClass;
import app.locus.upstream.api.DateRange;
import app.locus.upstream.api.Fieldmask;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Keyword;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.ListQuery;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Page;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.RecordingGateway;
import org.junit.jupiter.api.Test;

import static app.locus.upstream.api.UpstreamApiTestSupport.LANE;
import static app.locus.upstream.api.UpstreamApiTestSupport.PLACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.REPORT_KEY;
import static app.locus.upstream.api.UpstreamApiTestSupport.WORKSPACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.assertPost;
import static app.locus.upstream.api.UpstreamApiTestSupport.form;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ReportsApiTest {

	private final RecordingGateway gateway = new RecordingGateway();

	private final ReportsApi api = new ReportsApi(gateway);

	@Test
	void listing_without_filters_sends_nothing_but_the_token() {
		api.scanReports(WORKSPACE, LANE, ReportFilter.all(), null);
		api.scanReports(WORKSPACE, LANE, ReportFilter.all(), "abc");

		assertPost(gateway.calls().get(0), "/v1/reports/", CallKind.READ, TimeoutClass.STANDARD);
		assertThat(gateway.calls().get(0).fields()).isEmpty();
		assertThat(gateway.calls().get(1).fields()).isEqualTo(form("next_token", "abc"));
	}

	@Test
	void listing_sends_every_filter_in_the_spec_spelling() {
		ReportFilter filter = ReportFilter.all()
			.withPlaceId(PLACE)
			.withKeyword(Keyword.of("dentist"))
			.withDates(DateRange.between(LocalDate.of(2026, 1, 5), LocalDate.of(2026, 3, 7)))
			.withGridSize(GridSize.forCampaign(21))
			.withPlatforms(EnumSet.of(Platform.GEMINI, Platform.GOOGLE))
			.withPage(ListQuery.all().withLimit(Limit.of(25)))
			.withFieldmask(Fieldmask.of("report_key", "date").with("businesses.*.name"));

		api.competitorReports(WORKSPACE, LANE, filter, "t2");

		assertPost(gateway.onlyCall(), "/v1/competitor-reports/", CallKind.READ, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields()).isEqualTo(form("placeId", PLACE.value(), "keyword", "dentist",
				"start_date", "01/05/2026", "end_date", "03/07/2026", "grid_size", "21", "platform", "google,gemini",
				"limit", "25", "next_token", "t2", "fieldmask", "report_key,date,businesses.*.name"));
	}

	@Test
	void an_open_ended_date_range_sends_only_its_bound() {
		api.trendReports(WORKSPACE, LANE,
				ReportFilter.all().withDates(DateRange.between(null, LocalDate.of(2026, 2, 1))), null);

		assertPost(gateway.onlyCall(), "/v1/trend-reports/", CallKind.READ, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields()).isEqualTo(form("end_date", "02/01/2026"));
	}

	@Test
	void streaming_follows_next_token_across_three_pages() {
		gateway.answer("""
				{"count": 5, "next_token": "p2", "reports": [{"report_key": "000000000000001"},
				                                             {"report_key": "000000000000002"}]}""").answer("""
				{"count": 5, "next_token": "p3", "reports": [{"report_key": "000000000000003"},
				                                             {"report_key": "000000000000004"}]}""").answer("""
				{"count": 5, "reports": [{"report_key": "000000000000005"}]}""");

		List<String> keys = api.streamScanReports(WORKSPACE, LANE, ReportFilter.all())
			.map(ScanReport::reportKey)
			.toList();

		assertThat(keys).containsExactly("000000000000001", "000000000000002", "000000000000003", "000000000000004",
				"000000000000005");
		assertThat(gateway.calls()).extracting(call -> call.fields().get("next_token"))
			.containsExactly(null, "p2", "p3");
	}

	@Test
	void a_single_page_carries_its_next_token_for_lazy_grids() {
		gateway.answer("""
				{"count": "40", "next_token": "p2", "reports": [{"report_key": "000000000000001"}]}""");

		Page<ScanReport> page = api.scanReports(WORKSPACE, LANE, ReportFilter.all(), null);

		assertThat(page.items()).hasSize(1);
		assertThat(page.count()).isEqualTo(40);
		assertThat(page.next()).contains("p2");
	}

	@Test
	void retrieval_paths_match_the_spec_including_the_trailing_slash_of_scan_reports() {
		api.scanReport(WORKSPACE, LANE, REPORT_KEY, null);
		api.competitorReport(WORKSPACE, LANE, REPORT_KEY, null);
		api.trendReport(WORKSPACE, LANE, REPORT_KEY, null);
		api.locationReport(WORKSPACE, LANE, REPORT_KEY, null);
		api.keywordReport(WORKSPACE, LANE, REPORT_KEY, Fieldmask.of("keyword"));

		assertThat(gateway.calls()).extracting(call -> call.request().path())
			.containsExactly("/v1/reports/0a1b2c3d4e5f6a7/", "/v1/competitor-reports/0a1b2c3d4e5f6a7",
					"/v1/trend-reports/0a1b2c3d4e5f6a7", "/v1/location-reports/0a1b2c3d4e5f6a7",
					"/v1/keyword-reports/0a1b2c3d4e5f6a7");
		gateway.calls().forEach(call -> assertPost(call, call.request().path(), CallKind.READ, TimeoutClass.STANDARD));
		assertThat(gateway.calls().get(0).fields()).isEmpty();
		assertThat(gateway.calls().get(4).fields()).isEqualTo(form("fieldmask", "keyword"));
	}

	@Test
	void scan_report_decodes_metrics_grid_settings_and_data_points_when_asked() {
		gateway.answer(ReportSamples.SCAN_REPORT);

		ScanReport report = api.scanReport(WORKSPACE, LANE, REPORT_KEY, Fieldmask.of("report_key").withDataPoints());

		assertThat(gateway.onlyCall().fields()).isEqualTo(form("fieldmask", "report_key,data_points"));
		assertThat(report.reportKey()).isEqualTo("0a1b2c3d4e5f6a7");
		assertThat(report.date()).isEqualTo(LocalDate.of(2026, 3, 7));
		assertThat(report.timestamp()).isEqualTo(Instant.ofEpochSecond(1772841600L));
		assertThat(report.settings()).isEqualTo(new ScanSettings("ChIJ1", "dentist", Platform.GOOGLE,
				LatLng.of("30.2672", "-97.7431"), 3, new BigDecimal("2.5"), Measurement.MI));
		assertThat(report.location().name()).isEqualTo("Bright Smiles");
		assertThat(report.location().reviews()).isEqualTo(213);
		assertThat(report.metrics().arp()).isEqualByComparingTo("3.42");
		assertThat(report.metrics().atrp()).isEqualByComparingTo("2.10");
		assertThat(report.metrics().solv()).isEqualByComparingTo("61.22");
		assertThat(report.foundIn()).isEqualTo(8);
		assertThat(report.totalCompetitors()).isEqualTo(17);
		assertThat(report.maxSolv()).isEqualByComparingTo("100");
		assertThat(report.opportunitySolv()).isEqualByComparingTo("38.78");
		assertThat(report.campaignKey()).isNull();
		assertThat(report.aiAnalysis()).isNull();
		assertThat(report.heatmap()).endsWith("/static/heat.png");
		assertThat(report.dataPoints()).hasSize(2);
		assertThat(report.dataPoints().get(0).rank()).isEqualTo(1);
		assertThat(report.dataPoints().get(0).found()).isTrue();
		assertThat(report.dataPoints().get(0).results()).singleElement()
			.isEqualTo(new DataPoint.Result("ChIJ1", "Bright Smiles", 1));
		assertThat(report.dataPoints().get(1).rank()).isNull();
		assertThat(report.dataPoints().get(1).found()).isFalse();
		assertThat(report.raw().get("radius").asText()).isEqualTo("2.5");
	}

	@Test
	void scan_report_without_data_points_and_wrapped_in_report_decodes_too() {
		gateway.answer("""
				{"report": {"report_key": "0a1b2c3d4e5f6a7", "arp": 5, "solv": 12.5,
				            "campaign_key": "fedcba987654321", "ai_analysis": "Strong in the north."}}""");

		ScanReport report = api.scanReport(WORKSPACE, LANE, REPORT_KEY, null);

		assertThat(report.reportKey()).isEqualTo("0a1b2c3d4e5f6a7");
		assertThat(report.metrics().arp()).isEqualByComparingTo("5");
		assertThat(report.metrics().atrp()).isNull();
		assertThat(report.campaignKey()).isEqualTo("fedcba987654321");
		assertThat(report.aiAnalysis()).isEqualTo("Strong in the north.");
		assertThat(report.dataPoints()).isEmpty();
		assertThat(report.location()).isNull();
	}

	@Test
	void competitor_report_decodes_businesses_in_solv_order() {
		gateway.answer(ReportSamples.COMPETITOR_REPORT);

		CompetitorReport report = api.competitorReport(WORKSPACE, LANE, REPORT_KEY, null);

		assertThat(report.settings().platform()).isEqualTo(Platform.APPLE);
		assertThat(report.settings().measurement()).isEqualTo(Measurement.KM);
		assertThat(report.businesses()).extracting(RankedBusiness::name)
			.containsExactly("Rival Dental", "Bright Smiles");
		RankedBusiness rival = report.businesses().get(0);
		assertThat(rival.metrics().solv()).isEqualByComparingTo("72.5");
		assertThat(rival.reviews()).isEqualTo(1042);
		assertThat(rival.rating()).isEqualByComparingTo("4.9");
		assertThat(rival.position()).isEqualTo(LatLng.of("30.27", "-97.74"));
		assertThat(report.raw().get("businesses")).hasSize(2);
	}

	@Test
	void trend_report_decodes_movement_and_scans_with_saiv_in_solv() {
		gateway.answer(ReportSamples.TREND_REPORT);

		TrendReport report = api.trendReport(WORKSPACE, LANE, REPORT_KEY, null);

		assertThat(report.settings().platform().primaryMetric()).isEqualTo(Platform.PrimaryMetric.SAIV);
		assertThat(report.scanCount()).isEqualTo(3);
		assertThat(report.firstDate()).isEqualTo(LocalDate.of(2026, 1, 5));
		assertThat(report.lastDate()).isEqualTo(LocalDate.of(2026, 3, 7));
		assertThat(report.latest().solv()).isEqualByComparingTo("61.22");
		assertThat(report.movement().arpMove()).isEqualByComparingTo("-0.8");
		assertThat(report.movement().solvMove()).isEqualByComparingTo("4.5");
		assertThat(report.scans()).extracting(TrendReport.Point::date)
			.containsExactly(LocalDate.of(2026, 1, 5), LocalDate.of(2026, 3, 7));
		assertThat(report.scans().get(0).metrics().arp()).isEqualByComparingTo("4.22");
	}

	@Test
	void location_report_decodes_averages_and_keyword_lines() {
		gateway.answer("""
				{"report_key": "3333333333ccccc", "place_id": "ChIJ1", "location": {"name": "Bright Smiles"},
				 "platform": "google", "date": "02/01/2026", "last_date": "03/07/2026", "arp": "4.1", "atrp": "2.9",
				 "solv": "48.5",
				 "keywords": [{"keyword": "dentist", "report_key": "0a1b2c3d4e5f6a7", "arp": "3.42", "atrp": "2.10",
				               "solv": "61.22"},
				              {"keyword": "teeth whitening", "report_key": "4444444444ddddd", "arp": "20+",
				               "atrp": "20", "solv": "0"}]}""");

		LocationReport report = api.locationReport(WORKSPACE, LANE, REPORT_KEY, null);

		assertThat(report.location().name()).isEqualTo("Bright Smiles");
		assertThat(report.averages().solv()).isEqualByComparingTo("48.5");
		assertThat(report.keywords()).extracting(LocationReport.KeywordLine::keyword)
			.containsExactly("dentist", "teeth whitening");
		assertThat(report.keywords().get(1).metrics().arp()).isEqualByComparingTo("20");
	}

	@Test
	void keyword_report_decodes_averages_and_location_lines() {
		gateway.answer("""
				{"report_key": "5555555555eeeee", "keyword": "dentist", "platform": "google", "date": "02/01/2026",
				 "last_date": "03/07/2026", "arp": "2.5", "atrp": "1.9", "solv": "70",
				 "locations": [{"place_id": "ChIJ1", "name": "Bright Smiles", "report_key": "0a1b2c3d4e5f6a7",
				                "arp": "3.42", "atrp": "2.10", "solv": "61.22"}]}""");

		KeywordReport report = api.keywordReport(WORKSPACE, LANE, REPORT_KEY, null);

		assertThat(report.keyword()).isEqualTo("dentist");
		assertThat(report.averages().arp()).isEqualByComparingTo("2.5");
		assertThat(report.locations()).singleElement().satisfies(line -> {
			assertThat(line.placeId()).isEqualTo("ChIJ1");
			assertThat(line.reportKey()).isEqualTo("0a1b2c3d4e5f6a7");
			assertThat(line.metrics().solv()).isEqualByComparingTo("61.22");
		});
	}

	@Test
	void a_report_the_service_has_not_finished_is_not_ready_whether_it_says_so_by_202_or_by_its_status() {
		gateway.answer(202, "{\"report_key\": \"" + REPORT_KEY + "\", \"status\": \"pending\"}",
				"The report is still being processed");
		assertThatThrownBy(() -> api.scanReport(WORKSPACE, LANE, REPORT_KEY, null))
			.isInstanceOf(UpstreamException.NotReady.class)
			.hasMessage("The report is still being processed");

		RecordingGateway plain = new RecordingGateway()
			.answer("{\"report_key\": \"" + REPORT_KEY + "\", \"status\": \"processing\"}");
		assertThatThrownBy(() -> new ReportsApi(plain).trendReport(WORKSPACE, LANE, REPORT_KEY, null))
			.isInstanceOf(UpstreamException.NotReady.class);
	}

}
