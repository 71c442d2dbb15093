package app.locus.credits;

import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;

import app.locus.base.ForbiddenException;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignInput;
import app.locus.campaigns.CampaignService;
import app.locus.campaigns.InsufficientCampaignCreditsException;
import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.scans.InsufficientCreditsException;
import app.locus.scans.ScanInput;
import app.locus.scans.ScanService;
import app.locus.scans.SubmissionStatus;
import app.locus.support.IntegrationTest;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.SpecDates;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * A manual scan or a campaign run past the monthly budget needs an agency admin's
 * confirmation, enforced by the services, through the real gateway against the simulator.
 */
@IntegrationTest
class BudgetConfirmationOverHttpTest {

	private static final long BUDGET = 10;

	/** A scan of the default 7 × 7 grid. */
	private static final long SCAN_CREDITS = 49;

	@Autowired
	DSLContext db;

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	@Autowired
	BudgetService budgets;

	@Autowired
	ScanService scans;

	@Autowired
	CampaignService campaigns;

	Tenant tenant;

	AccountHandle account;

	@BeforeEach
	void aWorkspaceWithASmallBudget() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "Budget test", 1_000,
				DemoData.BLUE_BOTTLE_ALBERTA);
		tenant = simulated.tenant();
		account = simulated.account();
		budgets.setBudget(tenant.workspace(), BUDGET);
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	private static ScanInput scan() {
		return ScanInput.google(DemoData.BLUE_BOTTLE_ALBERTA, LatLng.of("45.559012", "-122.648166"), "bakery",
				new BigDecimal("2"), Measurement.MI);
	}

	@Test
	void a_manager_cannot_run_a_scan_past_the_budget_and_nothing_is_spent() {
		TenantFixture.signIn(tenant.manager());
		account.resetCreditsSpent();

		assertThatThrownBy(() -> scans.submit(tenant.workspace(), scan(), false, true))
			.isInstanceOf(ForbiddenException.class)
			.hasMessageContaining("monthly budget of " + BUDGET)
			.hasMessageContaining("agency admin");
		assertThat(account.creditsSpent()).isZero();
		assertThat(audited("credits.over-budget", "DENIED")).isEqualTo(1);
	}

	@Test
	void an_admin_is_asked_to_confirm_and_the_confirmed_scan_runs_once() {
		account.resetCreditsSpent();

		assertThatThrownBy(() -> scans.submit(tenant.workspace(), scan(), false, false))
			.isInstanceOfSatisfying(OverBudgetException.class, over -> {
				assertThat(over.check().budget()).isEqualTo(BUDGET);
				assertThat(over.check().overrun()).isEqualTo(SCAN_CREDITS - BUDGET);
			});
		assertThat(account.creditsSpent()).isZero();

		assertThat(scans.submit(tenant.workspace(), scan(), false, true).status()).isEqualTo(SubmissionStatus.COMPLETE);
		assertThat(account.creditsSpent()).isEqualTo(SCAN_CREDITS);
		assertThat(audited("credits.over-budget", "SUCCESS")).isEqualTo(1);
	}

	@Test
	void a_scan_the_balance_cannot_pay_is_refused_before_the_budget_is_asked() {
		account.setBalance(10);
		account.resetCreditsSpent();

		assertThatThrownBy(() -> scans.submit(tenant.workspace(), scan(), false, true))
			.isInstanceOf(InsufficientCreditsException.class);
		assertThat(account.creditsSpent()).isZero();
	}

	@Test
	void a_campaign_run_past_the_budget_is_refused_for_a_manager_and_runs_once_when_an_admin_confirms() {
		Campaign campaign = weekly();
		account.resetCreditsSpent();
		TenantFixture.signIn(tenant.manager());

		assertThatThrownBy(() -> campaigns.runNow(tenant.workspace(), campaign.id(), true))
			.isInstanceOf(ForbiddenException.class);

		TenantFixture.signIn(tenant.admin());
		assertThatThrownBy(() -> campaigns.runNow(tenant.workspace(), campaign.id(), false))
			.isInstanceOf(OverBudgetException.class);
		assertThat(campaigns.runNow(tenant.workspace(), campaign.id(), true).status()).isEqualTo("queued");
		simulator.catchUp();
		assertThat(account.creditsSpent()).isEqualTo(campaign.creditsPerRun().getAsLong());
	}

	@Test
	void a_campaign_run_the_balance_cannot_pay_is_refused_even_when_confirmed() {
		Campaign campaign = weekly();
		account.setBalance(campaign.creditsPerRun().getAsLong() - 1);
		account.resetCreditsSpent();

		assertThatThrownBy(() -> campaigns.runNow(tenant.workspace(), campaign.id(), true))
			.isInstanceOf(InsufficientCampaignCreditsException.class);
		assertThat(account.creditsSpent()).isZero();
	}

	private Campaign weekly() {
		LocalDate tomorrow = LocalDate.now(ZoneOffset.UTC).plusDays(1);
		return campaigns.create(tenant.workspace(),
				new CampaignInput("Weekly Alberta", List.of(DemoData.BLUE_BOTTLE_ALBERTA), List.of("bakery"), 5, "2",
						"mi", "weekly", SpecDates.formatDate(tomorrow), "9:00 AM"));
	}

	private int audited(String action, String outcome) {
		return db.fetchCount(AUDIT_EVENT,
				AUDIT_EVENT.WORKSPACE_ID.eq(tenant.workspace().value())
					.and(AUDIT_EVENT.ACTION.eq(action))
					.and(AUDIT_EVENT.OUTCOME.eq(outcome)));
	}

}
