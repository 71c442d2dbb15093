package app.locus.upstream.api;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;

import app.locus.upstream.api.account.Account;
import app.locus.upstream.api.account.AccountApi;
import app.locus.upstream.api.campaigns.CampaignReport;
import app.locus.upstream.api.campaigns.CampaignsApi;
import app.locus.upstream.api.reports.CompetitorReport;
import app.locus.upstream.api.reports.KeywordReport;
import app.locus.upstream.api.reports.LocationReport;
import app.locus.upstream.api.reports.RankMetrics;
import app.locus.upstream.api.reports.RankedBusiness;
import app.locus.upstream.api.reports.ReportFilter;
import app.locus.upstream.api.reports.MapInsights;
import app.locus.upstream.api.reports.ReportsApi;
import app.locus.upstream.api.reports.ScanReport;
import app.locus.upstream.api.reports.TrendReport;
import app.locus.upstream.api.reviews.ReviewsApi;
import app.locus.upstream.api.reviews.ReviewsReport;
import org.junit.jupiter.api.Test;

import static app.locus.upstream.api.UpstreamApiTestSupport.LANE;
import static app.locus.upstream.api.UpstreamApiTestSupport.REPORT_KEY;
import static app.locus.upstream.api.UpstreamApiTestSupport.WORKSPACE;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The typed client reads recorded bodies of both dialects (DD138): the spec's and DD010's
 * names, and the names the service's published clients read
 * ({@code src/test/resources/upstream/shapes/}, written by hand). Expected values are
 * declared here.
 */
class DialectsTest {

	private static final String PLACE = "ChIJN1t_tDeuEmsRUsoyG83frY4";

	private final RecordingGateway gateway = new RecordingGateway();

	private static String recorded(String name) {
		try (InputStream in = DialectsTest.class.getResourceAsStream("/upstream/shapes/" + name + ".json")) {
			if (in == null) {
				throw new IllegalArgumentException("No recorded body " + name);
			}
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private static RankMetrics metrics(String arp, String atrp, String solv) {
		return new RankMetrics(new BigDecimal(arp), new BigDecimal(atrp), new BigDecimal(solv));
	}

	private Page<CampaignReport> campaignListing(String body) {
		gateway.answer(recorded(body));
		return new CampaignsApi(gateway).reports(WORKSPACE, LANE, ReportFilter.all(), null);
	}

	@Test
	void the_campaign_listing_is_read_under_reports_or_campaigns_with_count_or_total() {
		Page<CampaignReport> spec = campaignListing("campaign-listing-spec");
		Page<CampaignReport> real = campaignListing("campaign-listing-real");

		for (Page<CampaignReport> page : List.of(spec, real)) {
			assertThat(page.items()).extracting(CampaignReport::reportKey).containsExactly("c0ffee00c0ffee0");
			assertThat(page.items().get(0).metrics()).isEqualTo(metrics("3.10", "5.20", "44.00"));
			assertThat(page.count()).isEqualTo(2);
			assertThat(page.nextToken()).isEqualTo("b2Zmc2V0OjE");
		}
	}

	@Test
	void a_campaign_report_reads_its_lines_from_results_or_scans() {
		CampaignsApi api = new CampaignsApi(gateway);
		gateway.answer(recorded("campaign-report-spec")).answer(recorded("campaign-report-real"));

		for (CampaignReport report : List.of(api.report(WORKSPACE, LANE, REPORT_KEY, Fieldmask.of("report_key")),
				api.report(WORKSPACE, LANE, REPORT_KEY, Fieldmask.of("report_key")))) {
			assertThat(report.results()).singleElement().satisfies(line -> {
				assertThat(line.placeId()).isEqualTo(PLACE);
				assertThat(line.keyword()).isEqualTo("dentist");
				assertThat(line.metrics()).isEqualTo(metrics("2.00", "4.00", "60.00"));
			});
		}
	}

	@Test
	void a_location_report_reads_its_averages_under_either_name_and_its_count_and_pdf() {
		ReportsApi api = new ReportsApi(gateway);
		gateway.answer(recorded("location-report-spec")).answer(recorded("location-report-real"));

		LocationReport spec = api.locationReport(WORKSPACE, LANE, REPORT_KEY, Fieldmask.of("report_key"));
		LocationReport real = api.locationReport(WORKSPACE, LANE, REPORT_KEY, Fieldmask.of("report_key"));

		assertThat(spec.averages()).isEqualTo(metrics("3.50", "6.25", "41.00"));
		assertThat(real.averages()).isEqualTo(spec.averages());
		assertThat(real.keywords()).isEqualTo(spec.keywords());
		assertThat(real.keywordCount()).isEqualTo(2);
		assertThat(real.pdf()).isEqualTo("https://example.test/reports/1111aaaa2222bbb.pdf");
		assertThat(spec.keywordCount()).isNull();
	}

	@Test
	void a_keyword_report_reads_avg_fields_its_location_count_and_pdf() {
		gateway.answer(recorded("keyword-report-real"));

		KeywordReport report = new ReportsApi(gateway).keywordReport(WORKSPACE, LANE, REPORT_KEY,
				Fieldmask.of("report_key"));

		assertThat(report.averages()).isEqualTo(metrics("4.00", "7.00", "30.00"));
		assertThat(report.locationCount()).isEqualTo(3);
		assertThat(report.pdf()).endsWith("3333cccc4444ddd.pdf");
	}

	@Test
	void a_trend_report_reads_id_points_pdf_and_each_scans_images() {
		gateway.answer(recorded("trend-report-real"));

		TrendReport trend = new ReportsApi(gateway).trendReport(WORKSPACE, LANE, REPORT_KEY,
				Fieldmask.of("report_key"));

		assertThat(trend.id()).isEqualTo("5555eeee6666fff");
		assertThat(trend.points()).isEqualTo(49);
		assertThat(trend.pdf()).endsWith("5555eeee6666fff.pdf");
		assertThat(trend.scans()).extracting(TrendReport.Point::image)
			.containsExactly("https://example.test/a/grid.svg", "https://example.test/b/grid.svg");
		assertThat(trend.scans()).extracting(TrendReport.Point::heatmap)
			.containsExactly("https://example.test/a/heatmap.svg", "https://example.test/b/heatmap.svg");
		assertThat(trend.latest()).isEqualTo(metrics("2.50", "4.50", "55.00"));
	}

	@Test
	void a_scan_report_reads_the_ai_visibility_fields() {
		gateway.answer(recorded("scan-report-real"));

		ScanReport scan = new ReportsApi(gateway).scanReport(WORKSPACE, LANE, REPORT_KEY, Fieldmask.of("report_key"));

		assertThat(scan.saiv()).isEqualByComparingTo("36.00");
		assertThat(scan.uniqueCompetitors()).isEqualTo(12);
		assertThat(scan.insights()).as("no insights block on AI platforms").isNull();
		assertThat(scan.metrics().solv()).isEqualByComparingTo("36.00");
	}

	@Test
	void a_map_scan_report_reads_its_insights_block() {
		gateway.answer(recorded("scan-report-maps-real"));

		ScanReport scan = new ReportsApi(gateway).scanReport(WORKSPACE, LANE, REPORT_KEY, Fieldmask.of("report_key"));

		assertThat(scan.insights()).isEqualTo(new MapInsights(12, 7, new BigDecimal("24.00"), new BigDecimal("52.00"),
				new BigDecimal("1.20"), new BigDecimal("0.85")));
	}

	@Test
	void a_competitor_report_reads_its_location_and_each_business_grid() {
		gateway.answer(recorded("competitor-report-real"));

		CompetitorReport report = new ReportsApi(gateway).competitorReport(WORKSPACE, LANE, REPORT_KEY,
				Fieldmask.of("report_key"));

		assertThat(report.location().name()).isEqualTo("Bright Smiles");
		RankedBusiness business = report.businesses().get(0);
		assertThat(business.dataPoints()).hasSize(2);
		assertThat(business.dataPoints().get(0).rank()).isEqualTo(1);
		assertThat(business.dataPoints().get(1).rank()).isNull();
	}

	@Test
	void the_account_names_its_user() {
		gateway.answer(recorded("account-real"));

		Account account = new AccountApi(gateway).account(WORKSPACE, LANE);

		assertThat(account.user().name()).isEqualTo("Bright Smiles Agency");
		assertThat(account.credits().balance()).isEqualTo(4200L);
	}

	@Test
	void a_reviews_analysis_reads_its_date_from_review_date_and_the_count_from_total() {
		gateway.answer(recorded("reviews-listing-real"));

		Page<ReviewsReport> page = new ReviewsApi(gateway).list(WORKSPACE, LANE, ListQuery.all(), null);

		assertThat(page.items()).singleElement()
			.satisfies(report -> assertThat(report.date()).isEqualTo(LocalDate.of(2026, 2, 15)));
		assertThat(page.count()).isEqualTo(1);
	}

}
