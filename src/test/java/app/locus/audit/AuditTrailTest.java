package app.locus.audit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.locus.base.ForbiddenException;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

@IntegrationTest
class AuditTrailTest {

	@Autowired
	AuditTrail trail;

	@Autowired
	AgencyProvisioning provisioning;

	@AfterEach
	void signOut() {
		TestTenants.signOut();
	}

	@Test
	void only_agency_admins_read_the_trail() {
		TestAgency agency = new TestTenants(provisioning).agency();
		WorkspaceId workspace = agency.workspace("Bakery");
		for (Role role : new Role[] { Role.ACCOUNT_MANAGER, Role.CLIENT_VIEWER }) {
			TestTenants.signIn(agency.user(role, workspace));
			assertThatThrownBy(() -> trail.page(AuditFilter.NONE, 0, 10)).isInstanceOf(ForbiddenException.class);
			assertThatThrownBy(() -> trail.count(AuditFilter.NONE)).isInstanceOf(ForbiddenException.class);
			assertThatThrownBy(() -> trail.actions()).isInstanceOf(ForbiddenException.class);
		}
	}

	@Test
	void an_admin_reads_their_own_agencys_trail_and_not_another_agencys_workspace() {
		TestTenants tenants = new TestTenants(provisioning);
		TestAgency agency = tenants.agency();
		WorkspaceId own = agency.workspace("Own");
		WorkspaceId foreign = tenants.agency().workspace("Foreign");
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));

		assertThat(trail.page(AuditFilter.NONE, 0, 50)).extracting(AuditRecord::workspaceId)
			.contains(own.value())
			.doesNotContain(foreign.value());
		assertThat(trail.count(new AuditFilter(foreign, null, null, null, null))).isZero();
	}

}
