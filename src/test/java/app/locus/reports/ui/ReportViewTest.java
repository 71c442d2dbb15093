package app.locus.reports.ui;

import static org.assertj.core.api.Assertions.assertThat;

import static app.locus.db.Tables.AUDIT_EVENT;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.List;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.calendar.RunSchedule;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignId;
import app.locus.campaigns.repository.CampaignRepository;
import app.locus.base.ui.UiTest;
import app.locus.base.ui.chart.Chart;
import app.locus.base.ui.map.PointMap;
import app.locus.fixtures.Dd010Samples;
import app.locus.reports.StoredReports;
import app.locus.security.LocusUser;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.campaigns.CampaignStatus;
import app.locus.upstream.api.reports.RankedBusiness;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.dom.Element;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

class ReportViewTest extends UiTest {

	private static final LocalDate DAY = LocalDate.of(2026, 3, 1);

	@Autowired
	ApplicationContext context;

	TestAgency agency;

	WorkspaceId bakery;

	StoredReports stored;

	@BeforeEach
	void aWorkspace() {
		agency = tenants.agency();
		bakery = agency.workspace("Bakery");
		stored = new StoredReports(context);
	}

	void openAs(Role role, String type, String key) {
		LocusUser user = agency.user(role, bakery);
		signInAs(user);
		navigate("w/" + bakery + "/reports/" + type + "/" + key);
	}

	String storedScan(String keyword, LocalDate date, String aiAnalysis) {
		String key = Dd010Samples.key();
		ObjectNode scan = Dd010Samples.scan(key, date);
		scan.put("keyword", keyword);
		scan.put("ai_analysis", aiAnalysis);
		scan.set("data_points", Dd010Samples.dataPoints(7, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 25));
		stored.scan(agency.id(), bakery, scan);
		return key;
	}

	@Test
	void a_scan_report_draws_its_heatmap_from_the_stored_data_points_with_metrics_and_analysis() {
		String key = storedScan("sourdough bakery", DAY, "Strong in the <b>north</b>; weak to the south.");

		openAs(Role.ACCOUNT_MANAGER, "scan", key);

		assertThat(byId(PointMap.class, "heatmap").points()).hasSize(49);
		assertThat(byId(Paragraph.class, "heatmap-geometry").getText()).contains("0.667 mi apart");
		assertThat(byId(Paragraph.class, "report-metrics").getText()).contains("ARP 3.42", "ATRP 2.1", "SoLV 61.22");
		assertThat(byId(Paragraph.class, "ai-analysis").getText()).contains("<b>north</b>");
		assertThat(present("heatmap-png")).isTrue();
		assertThat(present("download-svg")).isTrue();
		assertThat(present("details-loading")).as("stored details need no call").isFalse();
	}

	@Test
	void a_client_viewer_reads_the_metrics_in_plain_words_with_the_technical_names_on_hover() {
		String key = storedScan("sourdough bakery", DAY, "");

		openAs(Role.CLIENT_VIEWER, "scan", key);

		Span share = (Span) byId(Paragraph.class, "report-plain").getChildren().findFirst().orElseThrow();
		assertThat(share.getText()).isEqualTo("You appear in the top 3 in 61% of the area around your business. ");
		assertThat(share.getTitle()).contains("SoLV, share of local voice: 61.22");
		assertThat(present("report-metrics")).as("the technical line is for agency staff").isFalse();
	}

	@Test
	void html_in_a_keyword_is_shown_as_text() {
		String key = storedScan("<img src=x onerror=alert(1)> bakery", DAY, "");

		openAs(Role.CLIENT_VIEWER, "scan", key);

		assertThat(byId(H2.class, "report-title").getText()).contains("<img src=x onerror=alert(1)> bakery");
		assertThat(byId(H2.class, "report-title").getElement().getChildren()).allMatch(Element::isTextNode);
	}

	@Test
	void a_later_scan_is_compared_only_with_one_of_the_same_geometry() {
		storedScan("sourdough bakery", DAY, "");
		String later = Dd010Samples.key();
		ObjectNode scan = Dd010Samples.scan(later, DAY.plusDays(7));
		scan.put("grid_size", "9");
		stored.scan(agency.id(), bakery, scan);

		openAs(Role.ACCOUNT_MANAGER, "scan", later);

		assertThat(byId(Paragraph.class, "comparison").getText()).contains("not compared");
	}

	@Test
	void a_later_scan_of_the_same_geometry_shows_its_movement() {
		storedScan("sourdough bakery", DAY, "");
		String later = Dd010Samples.key();
		ObjectNode scan = Dd010Samples.scan(later, DAY.plusDays(7));
		scan.put("arp", "2.42");
		stored.scan(agency.id(), bakery, scan);

		openAs(Role.ACCOUNT_MANAGER, "scan", later);

		assertThat(byId(Paragraph.class, "comparison").getText()).contains("ARP -1", "better");
	}

	@Test
	void a_trend_report_charts_arp_atrp_and_solv_over_its_scans() {
		String key = Dd010Samples.key();
		ObjectNode trend = Dd010Samples.trend(key, DAY, DAY.plusDays(7), 2);
		trend.putArray("scans")
			.add(Dd010Samples.scan(Dd010Samples.key(), DAY))
			.add(Dd010Samples.scan(Dd010Samples.key(), DAY.plusDays(7)).put("arp", "3.10"));
		stored.trend(agency.id(), bakery, trend);

		openAs(Role.CLIENT_VIEWER, "trend", key);

		Chart chart = byId(Chart.class, "trend-chart");
		assertThat(chart.getConfig().type()).isEqualTo("line");
		assertThat(chart.getConfig().datasets()).extracting(d -> d.label()).containsExactly("ARP", "ATRP", "SoLV");
		assertThat(chart.getConfig().labels()).hasSize(2);
		assertThat(byId(Paragraph.class, "trend-movement").getText()).contains("ARP -0.32 (▲ better)",
				"SoLV +2.78 (▲ better)");
		assertThat(byId(Paragraph.class, "comparability").getText()).contains("share the place, keyword");
	}

	@Test
	void a_trend_chart_marks_a_campaign_run_and_a_gbp_change_with_what_happened_for_a_client_viewer() throws Exception {
		String key = Dd010Samples.key();
		ObjectNode trend = Dd010Samples.trend(key, DAY, DAY.plusDays(7), 2);
		trend.putArray("scans")
			.add(Dd010Samples.scan(Dd010Samples.key(), DAY))
			.add(Dd010Samples.scan(Dd010Samples.key(), DAY.plusDays(7)).put("arp", "3.10"));
		stored.trend(agency.id(), bakery, trend);
		CampaignKey campaign = CampaignKey.of(Dd010Samples.key());
		context.getBean(CampaignRepository.class)
			.insert(bakery,
					new Campaign(CampaignId.random(), campaign, "Bakery weekly", List.of(Dd010Samples.PLACE),
							List.of("bakery"), new GridSize(5), new BigDecimal("2"), Measurement.MI,
							new RunSchedule(DAY, LocalTime.NOON, Frequency.WEEKLY), CampaignStatus.ACTIVE,
							Campaign.Origin.LOCUS),
					null, Instant.now());
		stored.campaign(agency.id(), bakery,
				Dd010Samples.campaign(Dd010Samples.key(), campaign.value(), DAY.plusDays(3)));
		context.getBean(DSLContext.class)
			.insertInto(AUDIT_EVENT)
			.set(AUDIT_EVENT.OCCURRED_AT, DAY.plusDays(7).atTime(LocalTime.NOON))
			.set(AUDIT_EVENT.AGENCY_ID, agency.id().value())
			.set(AUDIT_EVENT.WORKSPACE_ID, bakery.value())
			.set(AUDIT_EVENT.ACTION, "gbp.update-hours")
			.set(AUDIT_EVENT.TARGET, Dd010Samples.PLACE)
			.set(AUDIT_EVENT.OUTCOME, "SUCCESS")
			.execute();

		openAs(Role.CLIENT_VIEWER, "trend", key);

		JsonNode config = new ObjectMapper()
			.readTree(byId(Chart.class, "trend-chart").getElement().getProperty("config", ""));
		assertThat(config.at("/data/labels").toString()).isEqualTo("[\"1 Mar 2026\",\"4 Mar 2026\",\"8 Mar 2026\"]");
		assertThat(config.at("/data/datasets/4/label").asText()).isEqualTo("GBP changes sent");
		assertThat(config.at("/data/datasets/4/locusEvents/2/title").asText())
			.isEqualTo("GBP change sent on 8 Mar 2026");
		assertThat(config.at("/data/datasets/4/locusEvents/2/lines/0").asText()).isEqualTo("Opening hours changed");
		assertThat(config.at("/data/datasets/3/label").asText()).isEqualTo("Campaign runs");
		assertThat(config.at("/data/datasets/3/locusEvents/1/title").asText()).isEqualTo("Campaign run on 4 Mar 2026");
		assertThat(config.at("/data/datasets/3/locusEvents/1/lines/0").asText())
			.isEqualTo("Campaign \"Bakery weekly\" ran");
		assertThat(config.toString()).doesNotContainIgnoringCase("credit").doesNotContainIgnoringCase("cost");
	}

	@Test
	void a_competitor_report_ranks_businesses_by_solv_and_marks_the_clients_own() {
		String key = Dd010Samples.key();
		stored.competitor(agency.id(), bakery, Dd010Samples.competitor(key, DAY));

		openAs(Role.ACCOUNT_MANAGER, "competitor", key);

		List<RankedBusiness> rows = gridRows("competitors");
		assertThat(rows).extracting(RankedBusiness::name).first().isEqualTo("Tartine");
		assertThat(rows.get(1).placeId()).isEqualTo(Dd010Samples.PLACE);
		assertThat(present("competitor-csv")).isTrue();
	}

	@Test
	void a_location_report_shows_its_keywords_as_table_and_chart() {
		String key = Dd010Samples.key();
		stored.location(agency.id(), bakery, Dd010Samples.locationReport(key, DAY));

		openAs(Role.ACCOUNT_MANAGER, "location", key);

		assertThat(gridRows("location-keywords")).hasSize(2);
		assertThat(byId(Chart.class, "location-chart").getConfig().labels()).containsExactly("sourdough bakery",
				"croissant");
	}

	@Test
	void a_campaign_report_links_to_the_scans_it_ran() {
		String campaignKey = Dd010Samples.key();
		String key = Dd010Samples.key();
		stored.campaign(agency.id(), bakery, Dd010Samples.campaign(key, campaignKey, DAY));
		String scanKey = Dd010Samples.key();
		stored.scan(agency.id(), bakery, Dd010Samples.scan(scanKey, DAY).put("campaign_key", campaignKey));

		openAs(Role.CLIENT_VIEWER, "campaign", key);

		assertThat(byId(Anchor.class, "campaign-scan-" + scanKey).getHref()).endsWith("/reports/scan/" + scanKey);
		assertThat(byId(Paragraph.class, "campaign-movement").getText()).contains("ARP +0.5 (▼ worse)");
	}

	@Test
	void another_tenants_report_key_is_not_found() {
		TestAgency other = tenants.agency();
		WorkspaceId theirs = other.workspace("Theirs");
		String key = Dd010Samples.key();
		stored.scan(other.id(), theirs, Dd010Samples.scan(key, DAY));

		openAs(Role.AGENCY_ADMIN, "scan", key);

		assertNotFoundPage();
	}

	@Test
	void reports_link_to_the_vendor_dashboard_for_the_agencys_people_and_never_for_a_client_viewer() {
		String key = storedScan("sourdough bakery", DAY, "");
		openAs(Role.ACCOUNT_MANAGER, "scan", key);
		assertThat(byId(Anchor.class, "dashboard-link").getHref()).endsWith("/reports/view/" + key);

		openAs(Role.CLIENT_VIEWER, "scan", key);
		assertThat(present("dashboard-link")).as("white label: the client's portal names no vendor").isFalse();
	}

}
