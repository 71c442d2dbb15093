package app.locus.calendar.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.List;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.calendar.RunSchedule;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignId;
import app.locus.campaigns.repository.CampaignRepository;
import app.locus.fixtures.Dd010Samples;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.campaigns.CampaignStatus;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.dom.Element;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

class CalendarViewTest extends UiTest {

	@Autowired
	CampaignRepository campaigns;

	TestAgency agency;

	WorkspaceId bakery;

	WorkspaceId dental;

	LocalDate today;

	@BeforeEach
	void twoClientsWithCampaigns() {
		agency = tenants.agency();
		bakery = agency.workspace("Bakery");
		dental = agency.workspace("Dental");
		today = LocalDate.now(ZoneOffset.UTC);
	}

	private Campaign campaign(WorkspaceId workspace, String name, CampaignStatus status) {
		return campaign(workspace, name, status, LocalTime.of(23, 59));
	}

	private Campaign campaign(WorkspaceId workspace, String name, CampaignStatus status, LocalTime time) {
		Campaign campaign = new Campaign(CampaignId.random(), CampaignKey.of(Dd010Samples.key()), name,
				List.of(Dd010Samples.PLACE), List.of("bakery", "croissant"), new GridSize(7), new BigDecimal("2"),
				Measurement.MI, new RunSchedule(today, time, Frequency.WEEKLY), status, Campaign.Origin.LOCUS);
		campaigns.insert(workspace, campaign, null, Instant.now());
		return campaign;
	}

	private static String text(Component component) {
		return component.getElement().getTextRecursively();
	}

	private String entryId(Campaign campaign) {
		return "entry-" + campaign.id() + "-" + today;
	}

	@Test
	void the_workspace_calendar_shows_each_run_with_its_cost_and_the_day_total() {
		Campaign weekly = campaign(bakery, "Weekly bakery", CampaignStatus.ACTIVE);
		signInAs(agency.user(Role.ACCOUNT_MANAGER, bakery));

		navigate("w/" + bakery + "/calendar");

		assertThat(text(byId(Div.class, entryId(weekly)))).contains("Weekly bakery", "98 credits", "Scheduled",
				"23:59");
		assertThat(text(byId(Span.class, "total-" + today))).isEqualTo("98 cr");
		assertThat(present("entry-" + weekly.id() + "-" + today.plusWeeks(1))
				|| today.plusWeeks(1).getMonth() != today.getMonth())
			.isTrue();
	}

	@Test
	void a_paused_campaign_is_shown_paused_and_adds_nothing_to_the_day() {
		Campaign paused = campaign(bakery, "Paused bakery", CampaignStatus.PAUSED);
		signInAs(agency.user(Role.AGENCY_ADMIN));

		navigate("w/" + bakery + "/calendar");

		assertThat(text(byId(Div.class, entryId(paused)))).contains("Paused");
		assertThat(present("total-" + today)).isFalse();
	}

	@Test
	void the_details_offer_resume_for_a_paused_campaign_and_reactivate_only_for_a_deactivated_one() {
		Campaign paused = campaign(bakery, "Paused bakery", CampaignStatus.PAUSED);
		Campaign deactivated = campaign(bakery, "Out of credits", CampaignStatus.DEACTIVATED);
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("w/" + bakery + "/calendar");

		_click(byId(Div.class, entryId(paused)));
		assertThat(present("entry-resume")).isTrue();
		assertThat(present("entry-reactivate")).isFalse();
		assertThat(present("entry-run")).isTrue();
		_click(byId(Button.class, "entry-close"));

		_click(byId(Div.class, entryId(deactivated)));
		assertThat(present("entry-reactivate")).isTrue();
		assertThat(present("entry-pause")).isFalse();
	}

	@Test
	void the_week_view_shows_seven_days_with_the_runs() {
		Campaign weekly = campaign(bakery, "Weekly bakery", CampaignStatus.ACTIVE);
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("w/" + bakery + "/calendar");

		com.github.mvysny.kaributesting.v10.LocatorJ._setValue(
				byId(com.vaadin.flow.component.radiobutton.RadioButtonGroup.class, "calendar-mode"),
				CalendarBoard.WEEK);

		assertThat(byId(Div.class, "calendar-days").getChildren().filter(child -> child.getId().isPresent()))
			.hasSize(7);
		assertThat(present(entryId(weekly))).isTrue();
	}

	@Test
	void the_week_is_a_time_grid_with_each_run_in_the_row_of_its_hour_and_today_marked() {
		Campaign weekly = campaign(bakery, "Weekly bakery", CampaignStatus.ACTIVE);
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("w/" + bakery + "/calendar");

		com.github.mvysny.kaributesting.v10.LocatorJ._setValue(
				byId(com.vaadin.flow.component.radiobutton.RadioButtonGroup.class, "calendar-mode"),
				CalendarBoard.WEEK);

		Div chip = byId(Div.class, entryId(weekly));
		Element slot = chip.getElement().getParent();
		assertThat(slot.getAttribute("data-date")).isEqualTo(today.toString());
		assertThat(slot.getAttribute("data-hour")).isEqualTo("23");
		assertThat(byId(Div.class, "calendar-days").getChildren().map(Component::getElement).map(Element::getText))
			.contains("08:00", "12:00", "23:00");
		assertThat(byId(Div.class, "day-" + today).getElement().getAttribute("aria-current")).isEqualTo("date");
		assertThat(text(byId(Div.class, "day-" + today))).contains("Today");
		assertThat(
				byId(Div.class, "day-" + today.plusDays(today.getDayOfWeek() == DayOfWeek.SUNDAY ? -1 : 1)).getElement()
					.hasAttribute("aria-current"))
			.isFalse();
		assertThat(text(byId(Paragraph.class, "calendar-zone"))).contains("UTC");
	}

	@Test
	void on_a_phone_the_week_folds_to_a_list_of_days() {
		Campaign weekly = campaign(bakery, "Weekly bakery", CampaignStatus.ACTIVE);
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("w/" + bakery + "/calendar");
		com.github.mvysny.kaributesting.v10.LocatorJ._setValue(
				byId(com.vaadin.flow.component.radiobutton.RadioButtonGroup.class, "calendar-mode"),
				CalendarBoard.WEEK);

		resizeWindow(390);

		assertThat(byId(Div.class, entryId(weekly)).getElement().getParent())
			.isEqualTo(byId(Div.class, "day-" + today).getElement());
		assertThat(byId(Div.class, "calendar-days").getChildren()).hasSize(7);
	}

	@Test
	void on_a_phone_the_month_lists_its_days_with_runs_and_today_one_under_the_other() {
		Campaign weekly = campaign(bakery, "Weekly bakery", CampaignStatus.ACTIVE);
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("w/" + bakery + "/calendar");
		assertThat(byId(Div.class, "calendar-days").getStyle().get("display")).isEqualTo("grid");

		resizeWindow(390);

		Div days = byId(Div.class, "calendar-days");
		assertThat(days.getStyle().get("display")).isEqualTo("flex");
		assertThat(byId(Div.class, entryId(weekly)).getElement().getParent())
			.isEqualTo(byId(Div.class, "day-" + today).getElement());
		assertThat(days.getChildren().map(day -> day.getId().orElse("")))
			.allMatch(id -> id.startsWith("day-" + today.toString().substring(0, 8)))
			.hasSizeLessThan(today.lengthOfMonth());
	}

	@Test
	void a_run_whose_time_passed_today_without_a_report_is_due_and_offers_no_run_now() {
		Campaign morning = campaign(bakery, "Morning bakery", CampaignStatus.ACTIVE, LocalTime.MIN);
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("w/" + bakery + "/calendar");

		assertThat(text(byId(Div.class, entryId(morning)))).contains("Due, not yet seen").doesNotContain("Scheduled");
		_click(byId(Div.class, entryId(morning)));
		assertThat(present("entry-due")).isTrue();
		assertThat(present("entry-run")).isFalse();
		assertThat(present("entry-pause")).isFalse();
	}

	@Test
	void the_agency_calendar_shows_a_manager_only_the_assigned_clients() {
		Campaign ofBakery = campaign(bakery, "Weekly bakery", CampaignStatus.ACTIVE);
		Campaign ofDental = campaign(dental, "Weekly dental", CampaignStatus.ACTIVE);
		signInAs(agency.user(Role.ACCOUNT_MANAGER, bakery));

		navigate("agency/calendar");

		assertThat(text(byId(Div.class, entryId(ofBakery)))).contains("Bakery");
		assertThat(present(entryId(ofDental))).isFalse();
	}

	@Test
	void the_agency_calendar_shows_an_admin_every_client() {
		Campaign ofBakery = campaign(bakery, "Weekly bakery", CampaignStatus.ACTIVE);
		Campaign ofDental = campaign(dental, "Weekly dental", CampaignStatus.ACTIVE);
		signInAs(agency.user(Role.AGENCY_ADMIN));

		navigate("agency/calendar");

		assertThat(present(entryId(ofBakery))).isTrue();
		assertThat(present(entryId(ofDental))).isTrue();
		assertThat(text(byId(Span.class, "total-" + today))).isEqualTo("196 cr");
	}

	@Test
	void another_agencys_workspace_calendar_is_not_found() {
		campaign(bakery, "Weekly bakery", CampaignStatus.ACTIVE);
		signInAs(tenants.agency().user(Role.AGENCY_ADMIN));

		navigate("w/" + bakery + "/calendar");

		assertNotFoundPage();
	}

	@Test
	void a_client_viewer_cannot_open_the_agency_calendar() {
		signInAs(agency.user(Role.CLIENT_VIEWER, bakery));

		navigate("agency/calendar");

		assertThat(present("calendar-days")).isFalse();
	}

}
