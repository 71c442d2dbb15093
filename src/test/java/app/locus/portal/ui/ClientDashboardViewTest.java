package app.locus.portal.ui;

import static app.locus.db.Tables.CAMPAIGN;
import static app.locus.db.Tables.GBP_PROPOSAL;
import static com.github.mvysny.kaributesting.v10.GridKt._getFormatted;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;

import app.locus.base.DisplayDates;
import app.locus.base.OpaqueId;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.base.ui.WindowWidth;
import app.locus.businessprofile.ProfileChange;
import app.locus.businessprofile.ProfileChangeJson;
import app.locus.calendar.CalendarEntry;
import app.locus.fixtures.Dd010Samples;
import app.locus.reports.StoredReports;
import app.locus.security.LocusUser;
import app.locus.simulator.Simulator;
import app.locus.tenancy.TestTenants.TestAgency;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.Html;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H2;
import org.jooq.DSLContext;
import org.jsoup.Jsoup;
import org.jsoup.select.Elements;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

/**
 * The client dashboard with stored reports, a planned campaign and a pending proposal:
 * what a client viewer lands on, read without a call to the service.
 */
class ClientDashboardViewTest extends UiTest {

	private static final LocalDate DAY = LocalDate.of(2026, 3, 1);

	@Autowired
	ApplicationContext context;

	@Autowired
	DSLContext db;

	@Autowired
	Simulator simulator;

	TestAgency agency;

	WorkspaceId bakery;

	@BeforeEach
	void aWorkspaceWithTwoScansACampaignAndAProposal() {
		agency = tenants.agency();
		bakery = agency.workspace("Bakery");
		StoredReports stored = new StoredReports(context);
		ObjectNode older = Dd010Samples.scan(Dd010Samples.key(), DAY);
		older.put("solv", "50.00");
		older.put("arp", "4.00");
		stored.scan(agency.id(), bakery, older);
		ObjectNode newer = Dd010Samples.scan(Dd010Samples.key(), DAY.plusDays(7));
		newer.put("solv", "61.22");
		newer.put("arp", "3.50");
		newer.set("data_points", Dd010Samples.dataPoints(7, 1, 2, 3));
		stored.scan(agency.id(), bakery, newer);
		ObjectNode ai = Dd010Samples.scan(Dd010Samples.key(), DAY.plusDays(8));
		ai.put("platform", "chatgpt");
		ai.put("keyword", "best bakery");
		stored.scan(agency.id(), bakery, ai);

		LocalDateTime now = LocalDateTime.now();
		db.insertInto(CAMPAIGN)
			.set(CAMPAIGN.ID, OpaqueId.next())
			.set(CAMPAIGN.WORKSPACE_ID, bakery.value())
			.set(CAMPAIGN.CAMPAIGN_KEY, Dd010Samples.key())
			.set(CAMPAIGN.NAME, "Weekly bakery check")
			.set(CAMPAIGN.PLACE_IDS, "ChIJplace1")
			.set(CAMPAIGN.KEYWORDS, "bakery")
			.set(CAMPAIGN.GRID_SIZE, 5)
			.set(CAMPAIGN.RADIUS, java.math.BigDecimal.ONE)
			.set(CAMPAIGN.MEASUREMENT, "mi")
			.set(CAMPAIGN.FREQUENCY, "weekly")
			.set(CAMPAIGN.START_DATE, LocalDate.now().minusDays(3))
			.set(CAMPAIGN.START_TIME, LocalTime.of(9, 0))
			.set(CAMPAIGN.STATUS, "ACTIVE")
			.set(CAMPAIGN.ORIGIN, "LOCUS")
			.set(CAMPAIGN.CREATED_AT, now)
			.set(CAMPAIGN.UPDATED_AT, now)
			.execute();
		LocusUser manager = agency.user(Role.ACCOUNT_MANAGER, bakery);
		db.insertInto(GBP_PROPOSAL)
			.set(GBP_PROPOSAL.ID, OpaqueId.next())
			.set(GBP_PROPOSAL.AGENCY_ID, agency.id().value())
			.set(GBP_PROPOSAL.WORKSPACE_ID, bakery.value())
			.set(GBP_PROPOSAL.PLACE_ID, "ChIJplace1")
			.set(GBP_PROPOSAL.AREA, "POSTS")
			.set(GBP_PROPOSAL.OPERATION, "create-post")
			.set(GBP_PROPOSAL.CHANGE_JSON, ProfileChangeJson.write(new ProfileChange.CreatePost("Spring menu")))
			.set(GBP_PROPOSAL.PREVIEW, "New post: Spring menu")
			.set(GBP_PROPOSAL.SNAPSHOT, "{}")
			.set(GBP_PROPOSAL.AUTHOR_ID, manager.id().value())
			.set(GBP_PROPOSAL.AUTHOR_EMAIL, manager.email())
			.set(GBP_PROPOSAL.CREATED_AT, now)
			.set(GBP_PROPOSAL.EXPIRES_AT, now.plusDays(7))
			.set(GBP_PROPOSAL.STATUS, "PENDING")
			.execute();
	}

	@Test
	void a_client_viewer_lands_on_the_dashboard_and_reads_it_at_a_glance_without_a_service_call() {
		int callsBefore = simulator.calls().total();
		signInAs(agency.user(Role.CLIENT_VIEWER, bakery));
		navigate("");

		assertThat(UI.getCurrent().getInternals().getActiveViewLocation().getPath())
			.isEqualTo("w/" + bakery + "/overview");
		assertThat(byId(H2.class, "overview-title").getText()).startsWith("Bakery");
		List<StandingRow> standings = gridRows("overview-standings");
		assertThat(standings).hasSize(2);
		StandingRow google = standings.stream()
			.filter(row -> row.keyword().equals("sourdough bakery"))
			.findFirst()
			.orElseThrow();
		assertThat(google.shareMove()).isEqualTo("▲ +11.22 better");
		assertThat(google.rankMove()).isEqualTo("▲ -0.5 better");
		StandingRow chatgpt = standings.stream()
			.filter(row -> row.keyword().equals("best bakery"))
			.findFirst()
			.orElseThrow();
		assertThat(chatgpt.metric()).isEqualTo("SAIV");
		assertThat(chatgpt.shareMove()).as("no earlier comparable scan").isEqualTo("first scan");

		Elements heatmaps = Jsoup.parseBodyFragment(byId(Html.class, "overview-heatmaps").getInnerHtml())
			.select("a.overview-heatmap");
		assertThat(heatmaps).hasSize(1);
		String href = heatmaps.get(0).attr("href");
		assertThat(href).startsWith("w/" + bakery + "/reports/scan/");
		String reportKey = href.substring(href.lastIndexOf('/') + 1);
		assertThat(heatmaps.get(0).select("img").attr("src"))
			.as("loaded by URL from the access-checked endpoint, not kept in the session")
			.isEqualTo("thumbnails/" + bakery.value() + "/scan/" + reportKey + ".svg");

		List<CalendarEntry> upcoming = gridRows("overview-upcoming");
		assertThat(upcoming).isNotEmpty().allSatisfy(entry -> assertThat(entry.what()).contains("Weekly bakery check"));
		assertThat(byId(Anchor.class, "overview-approvals-link").getText()).startsWith("1 business-profile change");
		assertThat(simulator.calls().total()).as("calls to the service").isEqualTo(callsBefore);
	}

	@Test
	void the_changes_waiting_for_the_clients_approval_come_first_on_the_page() {
		openOverviewAsClient();
		List<String> order = byId(H2.class, "overview-title").getParent()
			.orElseThrow()
			.getChildren()
			.map(child -> child.getId().orElse(""))
			.filter(id -> !id.isEmpty())
			.toList();

		assertThat(order.indexOf("overview-approvals")).as("the approvals among " + order)
			.isGreaterThan(order.indexOf("overview-title"))
			.isLessThan(order.indexOf("overview-standings"))
			.isLessThan(order.indexOf("overview-upcoming"));
	}

	@Test
	void upcoming_scans_leave_out_a_run_planned_for_earlier_today() {
		// the agency has no zone set: its calendar is in UTC
		LocalDateTime now = LocalDateTime.now(ZoneOffset.UTC);
		LocalTime earlier = now.toLocalTime().truncatedTo(ChronoUnit.MINUTES);
		db.insertInto(CAMPAIGN)
			.set(CAMPAIGN.ID, OpaqueId.next())
			.set(CAMPAIGN.WORKSPACE_ID, bakery.value())
			.set(CAMPAIGN.CAMPAIGN_KEY, Dd010Samples.key())
			.set(CAMPAIGN.NAME, "Daily morning check")
			.set(CAMPAIGN.PLACE_IDS, "ChIJplace1")
			.set(CAMPAIGN.KEYWORDS, "bakery")
			.set(CAMPAIGN.GRID_SIZE, 5)
			.set(CAMPAIGN.RADIUS, java.math.BigDecimal.ONE)
			.set(CAMPAIGN.MEASUREMENT, "mi")
			.set(CAMPAIGN.FREQUENCY, "daily")
			.set(CAMPAIGN.START_DATE, now.toLocalDate())
			.set(CAMPAIGN.START_TIME, earlier)
			.set(CAMPAIGN.STATUS, "ACTIVE")
			.set(CAMPAIGN.ORIGIN, "LOCUS")
			.set(CAMPAIGN.CREATED_AT, now)
			.set(CAMPAIGN.UPDATED_AT, now)
			.execute();
		openOverviewAsClient();

		List<CalendarEntry> daily = UiTest.<CalendarEntry>gridRows("overview-upcoming")
			.stream()
			.filter(entry -> entry.what().contains("Daily morning check"))
			.toList();
		assertThat(daily).as("the next run, tomorrow, is still ahead").isNotEmpty();
		assertThat(daily).allSatisfy(entry -> assertThat(entry.date().atTime(entry.time())).isAfter(now));
	}

	@Test
	void agency_staff_open_the_same_page_from_their_navigation_and_still_land_on_the_agency_overview() {
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("");
		assertThat(UI.getCurrent().getInternals().getActiveViewLocation().getPath()).isEqualTo("agency/overview");

		navigate("w/" + bakery + "/overview");
		assertThat(gridRows("overview-standings")).hasSize(2);
		assertThat(navLinks()).containsKey("nav-client-view");
		assertThat(navLinks()).doesNotContainKey("nav-overview");
	}

	@Test
	void a_client_viewer_of_another_workspace_gets_not_found() {
		WorkspaceId dental = agency.workspace("Dental");
		signInAs(agency.user(Role.CLIENT_VIEWER, dental));
		navigate("w/" + bakery + "/overview");

		assertNotFoundPage();
		assertThat(present("overview-standings")).isFalse();
	}

	@Test
	void on_a_phone_the_standings_and_the_planned_scans_fold_into_one_column_each() {
		openOverviewAsClient();
		Grid<StandingRow> standings = grid("overview-standings");
		Grid<CalendarEntry> upcoming = grid("overview-upcoming");
		StandingRow google = UiTest.<StandingRow>gridRows("overview-standings")
			.stream()
			.filter(row -> row.keyword().equals("sourdough bakery"))
			.findFirst()
			.orElseThrow();
		CalendarEntry planned = UiTest.<CalendarEntry>gridRows("overview-upcoming").get(0);

		WindowWidth.resizeTo(WindowWidth.PHONE);

		assertThat(standings.getColumns().stream().filter(Grid.Column::isVisible).toList())
			.containsExactly(standings.getColumnByKey("folded"));
		assertThat(_getFormatted(standings.getColumnByKey("folded"), google)).contains("sourdough bakery",
				google.location(), google.plainShare(), "Average rank " + google.rank() + " (▲ -0.5 better)");
		assertThat(upcoming.getColumns().stream().filter(Grid.Column::isVisible).toList())
			.containsExactly(upcoming.getColumnByKey("folded"));
		assertThat(_getFormatted(upcoming.getColumnByKey("folded"), planned)).contains("Weekly bakery check",
				DisplayDates.dayOfWeek(planned.date()));
	}

	@Test
	void on_a_laptop_sentences_wrap_instead_of_being_cut() {
		openOverviewAsClient();
		Grid<StandingRow> standings = grid("overview-standings");
		Grid<CalendarEntry> upcoming = grid("overview-upcoming");

		assertThat(standings.getThemeNames()).contains("wrap-cell-content");
		assertThat(upcoming.getThemeNames()).contains("wrap-cell-content");
	}

	private void openOverviewAsClient() {
		signInAs(agency.user(Role.CLIENT_VIEWER, bakery));
		navigate("w/" + bakery + "/overview");
	}

	@SuppressWarnings("unchecked")
	private static <T> Grid<T> grid(String id) {
		return byId(Grid.class, id);
	}

}
