package app.locus.tenancy;

import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.security.LocusUser;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.TestTenants.TestAgency;
import org.jooq.DSLContext;
import org.jooq.Record;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Refused attempts that needed write or admin rights leave an entry in the trail of the
 * person's own agency, naming the service method tried; refused reads do not.
 */
@IntegrationTest
class DeniedAccessAuditTest {

	@Autowired
	WorkspaceService workspaces;

	@Autowired
	WorkspaceAccess access;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	DSLContext db;

	TestAgency agency;

	TestAgency otherAgency;

	WorkspaceId bakery;

	WorkspaceId foreign;

	@BeforeEach
	void tenants() {
		TestTenants tenants = new TestTenants(provisioning);
		agency = tenants.agency();
		otherAgency = tenants.agency();
		bakery = agency.workspace("Bakery");
		foreign = otherAgency.workspace("Foreign");
	}

	@AfterEach
	void signOut() {
		TestTenants.signOut();
	}

	@Test
	void a_manager_trying_an_admin_only_change_is_refused_and_audited_with_the_method_tried() {
		LocusUser manager = agency.user(Role.ACCOUNT_MANAGER, bakery);
		TestTenants.signIn(manager);

		assertThatThrownBy(() -> workspaces.rename(bakery, "Mine now")).isInstanceOf(ForbiddenException.class);

		List<Record> denied = deniedEntriesOf(manager);
		assertThat(denied).hasSize(1);
		assertThat(denied.get(0).get(AUDIT_EVENT.TARGET)).isEqualTo("WorkspaceService.rename");
		assertThat(denied.get(0).get(AUDIT_EVENT.AGENCY_ID)).isEqualTo(agency.id().value());
		assertThat(denied.get(0).get(AUDIT_EVENT.DETAILS)).isEqualTo("Only agency admins may do this.");
		assertThat(workspaces.get(bakery).name()).doesNotContain("Mine now");
	}

	@Test
	void a_client_viewer_trying_a_write_is_audited_in_the_workspace() {
		LocusUser viewer = agency.user(Role.CLIENT_VIEWER, bakery);
		TestTenants.signIn(viewer);

		assertThatThrownBy(() -> access.requireWrite(bakery)).isInstanceOf(ForbiddenException.class);

		assertThat(deniedEntriesOf(viewer)).singleElement()
			.satisfies(entry -> assertThat(entry.get(AUDIT_EVENT.WORKSPACE_ID)).isEqualTo(bakery.value()))
			.satisfies(entry -> assertThat(entry.get(AUDIT_EVENT.DETAILS)).contains("read-only"));
	}

	@Test
	void a_manager_trying_a_workspace_admin_action_is_audited_in_the_workspace() {
		LocusUser manager = agency.user(Role.ACCOUNT_MANAGER, bakery);
		TestTenants.signIn(manager);

		assertThatThrownBy(() -> access.requireAdmin(bakery)).isInstanceOf(ForbiddenException.class);

		assertThat(deniedEntriesOf(manager)).singleElement()
			.satisfies(entry -> assertThat(entry.get(AUDIT_EVENT.WORKSPACE_ID)).isEqualTo(bakery.value()))
			.satisfies(
					entry -> assertThat(entry.get(AUDIT_EVENT.DETAILS)).isEqualTo("Only agency admins may do this."));
	}

	@Test
	void a_write_to_another_agencys_workspace_is_audited_in_the_triers_agency_only() {
		LocusUser admin = agency.user(Role.AGENCY_ADMIN);
		TestTenants.signIn(admin);

		assertThatThrownBy(() -> access.requireWrite(foreign)).isInstanceOf(NotFoundException.class);

		assertThat(deniedEntriesOf(admin)).singleElement().satisfies(entry -> {
			assertThat(entry.get(AUDIT_EVENT.AGENCY_ID)).isEqualTo(agency.id().value());
			assertThat(entry.get(AUDIT_EVENT.WORKSPACE_ID)).isNull();
			assertThat(entry.get(AUDIT_EVENT.DETAILS)).contains(foreign.value()).contains("not visible");
		});
		assertThat(db.fetchCount(AUDIT_EVENT,
				AUDIT_EVENT.AGENCY_ID.eq(otherAgency.id().value()).and(AUDIT_EVENT.ACTION.eq("access.denied"))))
			.isZero();
	}

	@Test
	void a_refused_read_is_not_audited() {
		LocusUser admin = agency.user(Role.AGENCY_ADMIN);
		TestTenants.signIn(admin);

		assertThatThrownBy(() -> workspaces.get(foreign)).isInstanceOf(NotFoundException.class);

		assertThat(deniedEntriesOf(admin)).isEmpty();
	}

	private List<Record> deniedEntriesOf(LocusUser user) {
		return db.select()
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.ACTOR_USER_ID.eq(user.id().value()).and(AUDIT_EVENT.ACTION.eq("access.denied")))
			.and(AUDIT_EVENT.OUTCOME.eq("DENIED"))
			.fetch()
			.stream()
			.map(Record.class::cast)
			.toList();
	}

}
