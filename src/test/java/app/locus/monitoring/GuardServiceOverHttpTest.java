package app.locus.monitoring;

import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.ValidationException;
import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import app.locus.support.IntegrationTest;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.guard.GuardStatus;
import app.locus.upstream.credentials.ApiKeyService;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Guard management through the real gateway against the simulator at /sim: what the
 * service holds afterwards, what Locus stored, who may, the removal phrase, the audit,
 * and that a failed write is sent once.
 */
@IntegrationTest
class GuardServiceOverHttpTest {

	@Autowired
	DSLContext db;

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	@Autowired
	GuardService guards;

	@Autowired
	MonitoringService monitoring;

	Tenant tenant;

	AccountHandle account;

	@BeforeEach
	void aWorkspaceWithOneSavedLocation() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "Guard management", 1_000,
				DemoData.BLUE_BOTTLE_DIVISION);
		tenant = simulated.tenant();
		account = simulated.account();
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	GuardRecord protectDivision() {
		TenantFixture.signIn(tenant.manager());
		guards.protect(tenant.workspace(), DemoData.BLUE_BOTTLE_DIVISION);
		return monitoring.guards(tenant.workspace()).get(0);
	}

	List<String> audited(String action) {
		return db.select(AUDIT_EVENT.OUTCOME)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.WORKSPACE_ID.eq(tenant.workspace().value()).and(AUDIT_EVENT.ACTION.eq(action)))
			.orderBy(AUDIT_EVENT.ID)
			.fetch(AUDIT_EVENT.OUTCOME);
	}

	@Test
	void a_manager_protects_a_saved_location_and_locus_stores_the_record_without_spending() {
		GuardRecord guard = protectDivision();

		assertThat(guard.placeId()).isEqualTo(DemoData.BLUE_BOTTLE_DIVISION);
		assertThat(guard.status()).isEqualTo(GuardStatus.ACTIVE);
		assertThat(guard.locationName()).isNotBlank();
		assertThat(account.balance()).isEqualTo(1_000);
		assertThat(simulator.calls().count("/v2/guard/add", account.id())).isEqualTo(1);
		assertThat(audited("guard.add")).containsExactly("SUCCESS");
		assertThat(guards.unguarded(tenant.workspace())).isEmpty();
	}

	@Test
	void a_location_not_saved_to_the_account_is_refused_before_anything_is_sent() {
		TenantFixture.signIn(tenant.manager());

		assertThatThrownBy(() -> guards.protect(tenant.workspace(), DemoData.BLUE_BOTTLE_ALBERTA))
			.isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> guards.protect(tenant.workspace(), "bad place"))
			.isInstanceOf(ValidationException.class);
		assertThat(simulator.calls().count("/v2/guard/add", account.id())).isZero();
		assertThat(audited("guard.add")).containsExactly("DENIED");
	}

	@Test
	void pause_and_resume_reach_the_service_and_the_stored_status_follows() {
		GuardRecord guard = protectDivision();

		guards.pause(tenant.workspace(), guard.reportKey());
		assertThat(monitoring.guards(tenant.workspace())).extracting(GuardRecord::status)
			.containsExactly(GuardStatus.PAUSED);
		assertThatThrownBy(() -> guards.pause(tenant.workspace(), guard.reportKey()))
			.isInstanceOf(ValidationException.class);

		guards.resume(tenant.workspace(), guard.reportKey());
		assertThat(monitoring.guards(tenant.workspace())).extracting(GuardRecord::status)
			.containsExactly(GuardStatus.ACTIVE);
		assertThat(simulator.calls().count("/v2/guard/pause", account.id())).isEqualTo(1);
		assertThat(simulator.calls().count("/v2/guard/resume", account.id())).isEqualTo(1);
		assertThat(audited("guard.pause")).containsExactly("SUCCESS", "DENIED");
		assertThat(audited("guard.resume")).containsExactly("SUCCESS");
	}

	@Test
	void removal_needs_the_typed_phrase_and_then_forgets_the_guard_here_and_there() {
		GuardRecord guard = protectDivision();

		assertThatThrownBy(() -> guards.remove(tenant.workspace(), guard.reportKey(), "remove"))
			.isInstanceOf(ValidationException.class);
		assertThatThrownBy(() -> guards.remove(tenant.workspace(), guard.reportKey(), null))
			.isInstanceOf(ValidationException.class);
		assertThat(simulator.calls().count("/v2/guard/delete", account.id())).isZero();
		assertThat(monitoring.guards(tenant.workspace())).hasSize(1);

		guards.remove(tenant.workspace(), guard.reportKey(), "  remove_guard ");

		assertThat(monitoring.guards(tenant.workspace())).isEmpty();
		assertThat(simulator.calls().count("/v2/guard/delete", account.id())).isEqualTo(1);
		assertThat(audited("guard.delete")).containsExactly("DENIED", "DENIED", "SUCCESS");
		TenantFixture.signIn(tenant.admin());
		monitoring.refresh(tenant.workspace());
		assertThat(monitoring.guards(tenant.workspace())).as("the service no longer lists it").isEmpty();
	}

	@Test
	void a_client_viewer_may_read_but_not_manage() {
		GuardRecord guard = protectDivision();
		TenantFixture.signIn(tenant.viewer());

		assertThat(monitoring.guards(tenant.workspace())).hasSize(1);
		assertThatThrownBy(() -> guards.pause(tenant.workspace(), guard.reportKey()))
			.isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> guards.remove(tenant.workspace(), guard.reportKey(), GuardService.REMOVE_PHRASE))
			.isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> guards.protect(tenant.workspace(), DemoData.BLUE_BOTTLE_DIVISION))
			.isInstanceOf(ForbiddenException.class);
		assertThat(simulator.calls().count("/v2/guard/*", account.id())).isEqualTo(1);
	}

	@Test
	void another_workspaces_guard_is_not_found() {
		GuardRecord guard = protectDivision();
		SimulatedTenant other = SimulatedTenant.create(db, simulator, keys, "Other agency", 1_000,
				DemoData.BLUE_BOTTLE_DIVISION);
		TenantFixture.signIn(other.tenant().manager());

		assertThatThrownBy(() -> guards.pause(other.tenant().workspace(), guard.reportKey()))
			.isInstanceOf(NotFoundException.class);
		assertThat(simulator.calls().count("/v2/guard/pause", account.id())).isZero();
		assertThat(simulator.calls().count("/v2/guard/pause", other.account().id())).isZero();
	}

	@Test
	void a_write_that_fails_at_the_service_is_sent_once_and_audited_as_failed() {
		GuardRecord guard = protectDivision();
		simulator.faults().on("/v2/guard/pause").forAccount(account.id()).times(1).status(503);

		assertThatThrownBy(() -> guards.pause(tenant.workspace(), guard.reportKey()))
			.isInstanceOf(UpstreamException.class);

		assertThat(simulator.calls().count("/v2/guard/pause", account.id())).isEqualTo(1);
		assertThat(monitoring.guards(tenant.workspace())).extracting(GuardRecord::status)
			.containsExactly(GuardStatus.ACTIVE);
		assertThat(audited("guard.pause")).containsExactly("FAILURE");
	}

}
