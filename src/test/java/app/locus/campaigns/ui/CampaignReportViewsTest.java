package app.locus.campaigns.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;

import app.locus.base.NotFoundException;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignReportService;
import app.locus.campaigns.CampaignService;
import app.locus.reports.ReportCard;
import app.locus.reports.SyncTarget;
import app.locus.security.LocusUser;
import app.locus.sync.WorkspaceSync;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.campaigns.CampaignReport;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import app.locus.simulator.faults.FaultRule;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The campaign report pages on Blue Bottle Bakery's demo account at the simulator: its
 * weekly campaign has run ten times, so its reports carry movement and scan reports.
 */
class CampaignReportViewsTest extends UiTest {

	@Autowired
	ApiKeyService keys;

	@Autowired
	Simulator simulator;

	@Autowired
	WorkspaceSync sync;

	@Autowired
	CampaignService campaigns;

	@Autowired
	CampaignReportService campaignReports;

	TestAgency agency;

	WorkspaceId workspace;

	LocusUser admin;

	Campaign weekly;

	List<ReportCard> runs;

	@BeforeEach
	void blueBottleSynced() {
		agency = tenants.agency();
		workspace = agency.workspace("Blue Bottle");
		admin = agency.user(Role.AGENCY_ADMIN);
		TestTenants.signIn(admin);
		keys.add(workspace, "Demo", DemoData.BLUE_BOTTLE_KEY, null);
		assertThat(sync.run(List.of(new SyncTarget(agency.id(), workspace)), Duration.ZERO).failures()).isEmpty();
		weekly = campaigns.list(workspace)
			.stream()
			.filter(campaign -> campaign.name().equals("Portland bakeries weekly"))
			.findFirst()
			.orElseThrow();
		runs = campaignReports.runs(workspace, weekly.id());
		TestTenants.signOut();
	}

	private String reportsPath() {
		return "w/" + workspace + "/campaigns/" + weekly.id() + "/reports";
	}

	@Test
	void the_list_shows_every_run_newest_first_with_movement_badges() {
		signInAs(admin);
		navigate(reportsPath());

		assertThat(byId(H2.class, "campaign-reports-title").getText()).contains("Portland bakeries weekly");
		assertThat(this.<ReportCard>gridRows("campaign-runs")).hasSizeGreaterThanOrEqualTo(10)
			.extracting(ReportCard::date)
			.isSortedAccordingTo((a, b) -> b.compareTo(a));
		assertThat(present("campaign-runs-check")).isTrue();
	}

	@Test
	void a_run_shows_every_location_and_keyword_with_up_or_down_badges_scan_links_and_the_dashboard() {
		ReportCard newest = runs.get(0);
		signInAs(admin);
		navigate(reportsPath() + "/" + newest.key().value());

		assertThat(byId(H2.class, "campaign-report-title").getText()).contains("Portland bakeries weekly");
		assertThat(present("campaign-report-loading")).as("the synced card shows while the results load").isTrue();
		awaitPage(() -> present("campaign-report-results"), CampaignReportViewsTest::pageText);
		assertThat(present("campaign-report-loading")).isFalse();
		List<CampaignReport.Result> results = gridRows("campaign-report-results");
		assertThat(results).hasSize(4).extracting(CampaignReport.Result::keyword).containsOnly("bakery", "croissants");
		String arp = byId(Span.class, "campaign-report-move-arp").getText();
		assertThat(arp).startsWith("ARP ").containsAnyOf("▲", "▼", "=");
		assertThat(byId(Span.class, "campaign-report-move-solv").getElement().getAttribute("data-change"))
			.isIn("better", "worse", "same");
		assertThat(present("campaign-report-scans")).isTrue();
		assertThat(byId(Anchor.class, "campaign-report-dashboard").getHref())
			.isEqualTo("https://dashboard.example.test/campaigns/view/" + newest.key().value());
	}

	@Test
	void a_client_viewer_reads_the_reports_without_the_refresh_and_without_dashboard_links() {
		LocusUser viewer = agency.user(Role.CLIENT_VIEWER, workspace);
		signInAs(viewer);
		navigate(reportsPath());
		assertThat(present("campaign-runs-check")).isFalse();

		navigate(reportsPath() + "/" + runs.get(1).key().value());
		assertThat(present("campaign-report-dashboard")).isFalse();
		awaitPage(() -> present("campaign-report-results"), CampaignReportViewsTest::pageText);

		navigate(reportsPath() + "/" + runs.get(1).key().value());
		assertThat(present("campaign-report-results")).as("fetched once, then read from the database").isTrue();
		assertThat(present("campaign-report-loading")).isFalse();
		assertThat(present("campaign-report-dashboard")).isFalse();
	}

	@Test
	void a_run_that_cannot_be_fetched_keeps_its_card_and_says_so() {
		ReportCard newest = runs.get(0);
		signInAs(admin);
		FaultRule down = simulator.faults().on("/v1/campaigns/**").forAccount(DemoData.BLUE_BOTTLE).status(503);
		try {
			navigate(reportsPath() + "/" + newest.key().value());
			awaitPage(() -> present("campaign-report-error"), CampaignReportViewsTest::pageText);
		}
		finally {
			simulator.faults().remove(down);
		}

		assertThat(byId(H2.class, "campaign-report-title").getText()).contains("Portland bakeries weekly");
		assertThat(byId(Paragraph.class, "campaign-report-error").getText())
			.startsWith("The results of this run could not be loaded now");
		assertThat(present("campaign-report-results")).isFalse();
	}

	private static String pageText() {
		return UI.getCurrent().getElement().getTextRecursively();
	}

	@Test
	void another_agencys_campaign_or_report_is_not_found() {
		TestAgency other = tenants.agency();
		signInAs(other.user(Role.AGENCY_ADMIN));

		navigate(reportsPath());
		assertNotFoundPage();
		navigate(reportsPath() + "/" + runs.get(0).key().value());
		assertNotFoundPage();
		assertThatThrownBy(() -> campaignReports.runs(workspace, weekly.id())).isInstanceOf(NotFoundException.class);
	}

	@Test
	void a_report_key_of_no_run_of_this_campaign_is_not_found() {
		signInAs(admin);
		assertThatThrownBy(() -> campaignReports.report(workspace, weekly.id(), ReportKey.of("0123456789abcde")))
			.isInstanceOf(NotFoundException.class);

		navigate(reportsPath() + "/not-a-key");
		assertNotFoundPage();
	}

}
