package app.locus.credits;

import static app.locus.db.Tables.REPORT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.assertThatNoException;

import java.time.Instant;
import java.time.LocalDate;

import app.locus.audit.AuditLog;
import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.WorkspaceId;
import app.locus.calendar.repository.AgencyZoneRepository;
import app.locus.credits.repository.BudgetRepository;
import app.locus.credits.repository.SpendReadRepository;
import app.locus.fixtures.Dd010Samples;
import app.locus.fixtures.FieldErrors;
import app.locus.fixtures.MutableClock;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.fixtures.TenantFixture;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.WorkspaceAccess;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

@IntegrationTest
class BudgetServiceTest {

	private static final Instant NOW = Instant.parse("2026-03-20T12:00:00Z");

	@Autowired
	ApplicationContext context;

	@Autowired
	DSLContext db;

	BudgetService budgets;

	Tenant tenant;

	@BeforeEach
	void wire() {
		budgets = new BudgetService(context.getBean(WorkspaceAccess.class), context.getBean(BudgetRepository.class),
				context.getBean(SpendReadRepository.class), context.getBean(AgencyZoneRepository.class),
				context.getBean(AuditLog.class), new MutableClock(NOW));
		tenant = new TenantFixture(db).tenant();
		campaignRun(tenant.workspace(), "2026-03-10");
		campaignRun(tenant.workspace(), "2026-02-27");
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	/** A stored campaign run of one 7 × 7 scan: 49 credits. */
	private void campaignRun(WorkspaceId workspace, String date) {
		db.insertInto(REPORT)
			.set(REPORT.WORKSPACE_ID, workspace.value())
			.set(REPORT.TYPE, "CAMPAIGN")
			.set(REPORT.REPORT_KEY, Dd010Samples.key())
			.set(REPORT.AGENCY_ID, tenant.agency().value())
			.set(REPORT.REPORT_DATE, LocalDate.parse(date))
			.set(REPORT.GRID_SIZE, 7)
			.set(REPORT.SCAN_COUNT, 1)
			.set(REPORT.PAYLOAD, "{}")
			.execute();
	}

	@Test
	void the_check_counts_this_months_spend_against_the_budget() {
		TenantFixture.signIn(tenant.admin());
		budgets.setBudget(tenant.workspace(), 100L);
		TenantFixture.signIn(tenant.manager());

		BudgetCheck within = budgets.check(tenant.workspace(), 51);
		BudgetCheck past = budgets.check(tenant.workspace(), 52);

		assertThat(within.spentThisMonth()).isEqualTo(49);
		assertThat(within.exceeds()).isFalse();
		assertThat(past.exceeds()).isTrue();
	}

	@Test
	void without_a_budget_nothing_exceeds_it() {
		TenantFixture.signIn(tenant.manager());

		assertThat(budgets.check(tenant.workspace(), 1_000_000).exceeds()).isFalse();
		assertThatNoException().isThrownBy(() -> budgets.requireConfirmation(tenant.workspace(), 1_000_000, false));
	}

	@Test
	void a_spend_past_the_budget_is_refused_to_a_manager_and_needs_an_admins_confirmation() {
		TenantFixture.signIn(tenant.admin());
		budgets.setBudget(tenant.workspace(), 100L);

		TenantFixture.signIn(tenant.manager());
		assertThatThrownBy(() -> budgets.requireConfirmation(tenant.workspace(), 98, true))
			.isInstanceOf(ForbiddenException.class);
		TenantFixture.signIn(tenant.admin());
		assertThatThrownBy(() -> budgets.requireConfirmation(tenant.workspace(), 98, false))
			.isInstanceOf(OverBudgetException.class);
		assertThatNoException().isThrownBy(() -> budgets.requireConfirmation(tenant.workspace(), 98, true));
	}

	@Test
	void only_agency_admins_set_budgets_and_a_budget_must_be_positive() {
		TenantFixture.signIn(tenant.manager());
		assertThatThrownBy(() -> budgets.setBudget(tenant.workspace(), 100L)).isInstanceOf(ForbiddenException.class);

		TenantFixture.signIn(tenant.admin());
		assertThat(FieldErrors.of(() -> budgets.setBudget(tenant.workspace(), 0L))).containsKey("budget");
		budgets.setBudget(tenant.workspace(), 100L);
		budgets.setBudget(tenant.workspace(), null);
		assertThat(budgets.check(tenant.workspace(), 1_000).budget()).isNull();
	}

	@Test
	void another_agencys_workspace_is_not_found() {
		TenantFixture.signIn(new TenantFixture(db).tenant().admin());

		assertThatThrownBy(() -> budgets.setBudget(tenant.workspace(), 100L)).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> budgets.check(tenant.workspace(), 1)).isInstanceOf(NotFoundException.class);
	}

}
