package app.locus.isolation;

import static app.locus.db.Tables.AUDIT_EVENT;
import static app.locus.db.Tables.WORKSPACE;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.WorkspaceId;
import app.locus.isolation.TenantSnapshot.Reach;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.TestTenants.TestAgency;
import org.jooq.DSLContext;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The snapshot the matrix takes around each call sees a change to a row of a tenant the
 * call may not touch, and only that.
 */
@IntegrationTest
class TenantSnapshotTest {

	@Autowired
	DSLContext db;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	AuditLog audit;

	@Test
	void a_changed_row_of_another_workspace_is_seen_and_one_of_the_own_is_not() {
		TestAgency agency = new TestTenants(provisioning).agency();
		WorkspaceId own = agency.workspace("Own");
		WorkspaceId sibling = agency.workspace("Sibling");
		TenantSnapshot snapshot = new TenantSnapshot(db);
		Reach reach = Reach.workspace(agency.id(), agency.id(), own);

		Map<String, String> before = snapshot.outside(reach);
		rename(own, "Own renamed");
		assertThat(TenantSnapshot.changed(before, snapshot.outside(reach))).isEmpty();

		rename(sibling, "Sibling renamed");
		assertThat(TenantSnapshot.changed(before, snapshot.outside(reach))).singleElement()
			.asString()
			.startsWith("workspace ");
	}

	@Test
	void a_refused_call_may_only_add_to_its_own_agencys_audit_trail() {
		TestAgency agency = new TestTenants(provisioning).agency();
		TestAgency other = new TestTenants(provisioning).agency();
		WorkspaceId workspace = agency.workspace("Refused");
		TenantSnapshot snapshot = new TenantSnapshot(db);
		Reach nothing = Reach.nothing(agency.id());

		Map<String, String> before = snapshot.outside(nothing);
		audit.record(AuditEntry.success(agency.id(), workspace, "test.refused", null, null));
		assertThat(TenantSnapshot.changed(before, snapshot.outside(nothing))).isEmpty();

		audit.record(AuditEntry.success(other.id(), null, "test.elsewhere", null, null));
		rename(workspace, "Changed although refused");
		List<String> changed = TenantSnapshot.changed(before, snapshot.outside(nothing));
		assertThat(changed).hasSize(2);
		assertThat(changed).anyMatch(table -> table.startsWith(AUDIT_EVENT.getName() + " "))
			.anyMatch(table -> table.startsWith("workspace "));
	}

	private void rename(WorkspaceId workspace, String name) {
		db.update(WORKSPACE).set(WORKSPACE.NAME, name).where(WORKSPACE.ID.eq(workspace.value())).execute();
	}

}
