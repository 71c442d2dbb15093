package app.locus.credits.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.List;

import app.locus.base.DisplayDates;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.base.ui.chart.Chart;
import app.locus.base.ui.chart.ChartConfig;
import app.locus.calendar.RunSchedule;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignId;
import app.locus.campaigns.repository.CampaignRepository;
import app.locus.credits.AccountSnapshot;
import app.locus.credits.BudgetService;
import app.locus.credits.CreditsService;
import app.locus.credits.repository.SnapshotRepository;
import app.locus.fixtures.Dd010Samples;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.CostVisibility;
import app.locus.tenancy.TestTenants;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.campaigns.CampaignStatus;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.TextField;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

class CreditsViewTest extends UiTest {

	@Autowired
	SnapshotRepository snapshots;

	@Autowired
	CampaignRepository campaigns;

	@Autowired
	BudgetService budgets;

	@Autowired
	CreditsService credits;

	@Autowired
	CostVisibility costs;

	TestAgency agency;

	/** 100 credits against a daily campaign of 98 credits from tomorrow. */
	WorkspaceId low;

	/** Plenty of credits for the same campaign. */
	WorkspaceId healthy;

	LocalDate today;

	@BeforeEach
	void aLowAndAHealthyWorkspace() {
		agency = tenants.agency();
		low = agency.workspace("Low");
		healthy = agency.workspace("Healthy");
		today = LocalDate.now(ZoneOffset.UTC);
		for (WorkspaceId workspace : List.of(low, healthy)) {
			dailyCampaign(workspace);
			snapshot(workspace, workspace.equals(low) ? 100 : 100_000);
		}
	}

	private void dailyCampaign(WorkspaceId workspace) {
		campaigns.insert(workspace,
				new Campaign(CampaignId.random(), CampaignKey.of(Dd010Samples.key()), "Daily bakery",
						List.of(Dd010Samples.PLACE), List.of("bakery", "croissant"), new GridSize(7),
						new BigDecimal("2"), Measurement.MI,
						new RunSchedule(today.plusDays(1), LocalTime.of(9, 0), Frequency.DAILY), CampaignStatus.ACTIVE,
						Campaign.Origin.LOCUS),
				null, Instant.now());
	}

	private void snapshot(WorkspaceId workspace, long balance) {
		snapshots.insert(agency.id(), workspace,
				new AccountSnapshot(Instant.now(), AccountSnapshot.Origin.SCHEDULE, "Starter", "active",
						today.plusDays(20), 500L, balance, 0L, today.withDayOfMonth(1), null, 0L, 0L, 0L, 0L, null));
	}

	/** A dataset's values, gaps (null) included. */
	private static List<Number> values(ChartConfig chart, int dataset) {
		return new java.util.ArrayList<>(chart.datasets().get(dataset).values());
	}

	private static String text(String id) {
		return byId(Component.class, id).getElement().getTextRecursively();
	}

	@Test
	void the_page_shows_plan_balance_renewal_and_both_charts() {
		signInAs(agency.user(Role.AGENCY_ADMIN));

		navigate("w/" + healthy + "/credits");

		assertThat(text("credits-summary")).contains("Starter")
			.contains("Balance: 100,000 credits")
			.contains(DisplayDates.day(today.plusDays(20)));
		ChartConfig balance = byId(Chart.class, "credits-balance-chart").getConfig();
		assertThat(balance.type()).isEqualTo("line");
		assertThat(balance.datasets()).extracting(ChartConfig.Dataset::label)
			.containsExactly("Balance read", "Left after the planned runs");
		assertThat(values(balance, 0).stream().filter(java.util.Objects::nonNull).toList()).containsExactly(100_000L);
		ChartConfig spend = byId(Chart.class, "credits-spend-chart").getConfig();
		assertThat(spend.type()).isEqualTo("bar");
		assertThat(spend.datasets()).extracting(ChartConfig.Dataset::label)
			.containsExactly("Manual scans", "Campaigns", "Autoscans and scans outside Locus");
		assertThat(spend.labels()).hasSize(CreditsService.SPEND_WEEKS);
		assertThat(text("credits-month")).contains("No monthly budget");
	}

	@Test
	void the_balance_chart_draws_what_the_planned_runs_leave_up_to_the_day_the_credits_run_out() {
		signInAs(agency.user(Role.AGENCY_ADMIN));

		navigate("w/" + low + "/credits");

		// 100 credits read today; the daily run of 98 from tomorrow is paid once, and
		// the day after it is not: the line ends there, with 2 left
		ChartConfig balance = byId(Chart.class, "credits-balance-chart").getConfig();
		assertThat(balance.labels()).containsExactly(DisplayDates.day(today), DisplayDates.day(today.plusDays(1)),
				DisplayDates.day(today.plusDays(2)));
		assertThat(values(balance, 0)).containsExactly(100L, null, null);
		assertThat(values(balance, 1)).containsExactly(100L, 100L, 2L);
		assertThat(balance.datasets().get(1).dashed()).isTrue();
		assertThat(text("credits-balance-note")).contains(DisplayDates.day(today.plusDays(2)));
	}

	@Test
	void the_balance_chart_of_credits_that_last_ends_at_the_renewal_and_numbers_have_thousands_separators() {
		signInAs(agency.user(Role.AGENCY_ADMIN));

		navigate("w/" + healthy + "/credits");

		// 19 daily runs of 98 from tomorrow are paid before the renewal in 20 days
		ChartConfig balance = byId(Chart.class, "credits-balance-chart").getConfig();
		assertThat(balance.labels()).hasSize(21).endsWith(DisplayDates.day(today.plusDays(20)));
		assertThat(values(balance, 1)).endsWith(100_000L - 19 * 98);
		assertThat(text("credits-balance-note")).contains("renewal on " + DisplayDates.day(today.plusDays(20)));
		assertThat(text("credits-summary")).contains("100,000");
	}

	@Test
	void a_low_balance_workspace_warns_with_the_run_out_date_and_a_healthy_one_does_not() {
		signInAs(agency.user(Role.ACCOUNT_MANAGER, low, healthy));

		navigate("w/" + low + "/credits");
		assertThat(text("credits-runout-warning")).contains(DisplayDates.day(today.plusDays(2)))
			.contains("before the subscription renews on " + DisplayDates.day(today.plusDays(20)));

		navigate("w/" + healthy + "/credits");
		assertThat(present("credits-runout-warning")).isFalse();
		assertThat(text("credits-forecast")).contains("leave credits until the renewal");
	}

	@Test
	void the_layout_warns_on_every_page_of_a_workspace_that_runs_out_before_renewal() {
		signInAs(agency.user(Role.ACCOUNT_MANAGER, low, healthy));

		navigate("w/" + low + "/calendar");
		Anchor warning = byId(Anchor.class, "runout-warning");
		assertThat(warning.getText()).contains(today.plusDays(2).toString());
		assertThat(warning.getHref()).isEqualTo("w/" + low + "/credits");

		navigate("w/" + healthy + "/calendar");
		assertThat(present("runout-warning")).isFalse();
	}

	@Test
	void an_admin_sets_the_monthly_budget_and_sees_spend_against_it() {
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("w/" + healthy + "/credits");

		byId(TextField.class, "credits-budget").setValue("500");
		_click(byId(Button.class, "credits-budget-save"));

		assertThat(budgets.check(healthy, 0).budget()).isEqualTo(500);
		assertThat(text("credits-month")).contains("0 of a 500 credit budget");
	}

	@Test
	void a_budget_that_is_not_a_whole_number_is_refused_on_its_field() {
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("w/" + healthy + "/credits");

		TextField budget = byId(TextField.class, "credits-budget");
		budget.setValue("lots");
		_click(byId(Button.class, "credits-budget-save"));

		assertThat(budget.isInvalid()).isTrue();
		assertThat(budgets.check(healthy, 0).budget()).isNull();
	}

	@Test
	void a_client_viewer_reads_the_page_without_budget_refresh_or_visibility_controls() {
		clientsSeeCosts();
		signInAs(agency.user(Role.CLIENT_VIEWER, healthy));

		navigate("w/" + healthy + "/credits");

		assertThat(present("credits-balance-chart")).isTrue();
		assertThat(navLinks()).containsKey("nav-credits");
		assertThat(present("credits-budget")).isFalse();
		assertThat(present("credits-refresh")).isFalse();
		assertThat(present("credits-shown-to-clients")).isFalse();
	}

	@Test
	void a_client_viewer_sees_no_credits_until_the_agency_lets_clients_see_them() {
		signInAs(agency.user(Role.CLIENT_VIEWER, low));

		navigate("w/" + low + "/credits");

		assertThat(byId(Paragraph.class, "credits-hidden").getText())
			.isEqualTo("Your agency does not share credits and costs with client viewers.");
		assertThat(present("credits-balance-chart")).isFalse();
		assertThat(present("runout-warning")).isFalse();
		assertThat(navLinks()).as("no link to a page the viewer may not open").doesNotContainKey("nav-credits");
	}

	@Test
	void a_client_viewer_sees_no_credits_once_the_agency_hides_this_workspaces() {
		clientsSeeCosts();
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		credits.setShownToClients(low, false);
		signInAs(agency.user(Role.CLIENT_VIEWER, low));

		navigate("w/" + low + "/credits");

		assertThat(byId(Paragraph.class, "credits-hidden").getText())
			.isEqualTo("Your agency does not share credits and costs with client viewers.");
		assertThat(present("credits-balance-chart")).isFalse();
		assertThat(present("runout-warning")).isFalse();
		assertThat(navLinks()).as("no link to a page the viewer may not open").doesNotContainKey("nav-credits");
		assertThat(navLinks()).containsKey("nav-calendar");
	}

	private void clientsSeeCosts() {
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		costs.setClientsSeeCosts(true);
	}

}
