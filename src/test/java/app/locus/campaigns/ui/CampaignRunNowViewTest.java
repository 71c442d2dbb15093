package app.locus.campaigns.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignInput;
import app.locus.campaigns.CampaignService;
import app.locus.credits.BudgetService;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import app.locus.upstream.api.SpecDates;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import com.github.mvysny.kaributesting.v10.GridKt;
import com.github.mvysny.kaributesting.v10.LocatorJ;
import com.github.mvysny.kaributesting.v10.NotificationsKt;
import com.github.mvysny.kaributesting.v10.pro.ConfirmDialogKt;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.notification.Notification;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Run now from the campaigns page, through the real gateway against the simulator: the
 * cost is confirmed first, and a run past the monthly budget needs an agency admin.
 */
class CampaignRunNowViewTest extends UiTest {

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	@Autowired
	CampaignService campaigns;

	@Autowired
	BudgetService budgets;

	TestAgency agency;

	WorkspaceId workspace;

	AccountHandle account;

	Campaign campaign;

	@BeforeEach
	void aCampaignPastASmallBudget() {
		agency = tenants.agency();
		workspace = agency.workspace("Bakery");
		account = simulator.createAccount("Run now view", 1_000);
		account.saveLocation(DemoData.BLUE_BOTTLE_ALBERTA, false);
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		keys.add(workspace, "Test key", account.key(), null);
		campaign = campaigns.create(workspace,
				new CampaignInput("Weekly Alberta", List.of(DemoData.BLUE_BOTTLE_ALBERTA), List.of("bakery"), 5, "2",
						"mi", "weekly", SpecDates.formatDate(LocalDate.now(ZoneOffset.UTC).plusDays(1)), "9:00 AM"));
		budgets.setBudget(workspace, 10L);
		account.resetCreditsSpent();
	}

	private void runNowAndConfirmTheCost() {
		navigate("w/" + workspace + "/campaigns");
		Component actions = GridKt._getCellComponent(byId(Grid.class, "campaigns-grid"), 0, "actions");
		_click(LocatorJ._get(actions, Button.class, spec -> spec.withId("campaign-run-" + campaign.id())));
		ConfirmDialog cost = byId(ConfirmDialog.class, "campaign-run-dialog");
		assertThat(ConfirmDialogKt._getText(cost)).contains(campaign.creditsPerRun().getAsLong() + " credits");
		ConfirmDialogKt._fireConfirm(cost);
	}

	@Test
	void an_admin_confirms_the_overrun_in_a_dialog_naming_the_budget_and_the_run_is_sent_once() {
		signInAs(agency.user(Role.AGENCY_ADMIN));

		runNowAndConfirmTheCost();
		ConfirmDialog overBudget = byId(ConfirmDialog.class, "over-budget-dialog");
		assertThat(ConfirmDialogKt._getText(overBudget)).contains("monthly budget of 10")
			.contains((campaign.creditsPerRun().getAsLong() - 10) + " credits over");
		assertThat(account.creditsSpent()).isZero();
		ConfirmDialogKt._fireConfirm(overBudget);

		simulator.catchUp();
		assertThat(account.creditsSpent()).isEqualTo(campaign.creditsPerRun().getAsLong());
	}

	@Test
	void a_manager_is_told_that_an_agency_admin_must_confirm_and_nothing_is_spent() {
		signInAs(agency.user(Role.ACCOUNT_MANAGER, workspace));

		runNowAndConfirmTheCost();

		assertThat(present("over-budget-dialog")).isFalse();
		assertThat(NotificationsKt.getNotifications()).extracting(Notification::getElement)
			.anySatisfy(element -> assertThat(element.getProperty("text")).contains("monthly budget of 10")
				.contains("agency admin"));
		simulator.catchUp();
		assertThat(account.creditsSpent()).isZero();
	}

}
