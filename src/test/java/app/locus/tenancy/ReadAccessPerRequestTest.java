package app.locus.tenancy;

import static app.locus.db.Tables.WORKSPACE;
import static app.locus.db.Tables.WORKSPACE_MEMBER;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.locus.base.NotFoundException;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.security.LocusUser;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.TestTenants.TestAgency;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

/**
 * A read check's yes is kept for the rest of one HTTP request (DD168), never for a write
 * check and never into the next request: a person taken off a workspace loses it at the
 * next request, and at once for any change. The workspace's name comes with the check and
 * is kept as long, except after the service itself renames or archives it.
 */
@IntegrationTest
class ReadAccessPerRequestTest {

	@Autowired
	WorkspaceAccess access;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	WorkspaceService workspaces;

	@Autowired
	DSLContext db;

	WorkspaceId bakery;

	LocusUser manager;

	LocusUser admin;

	@BeforeEach
	void aManagerOfOneWorkspace() {
		TestAgency agency = new TestTenants(provisioning).agency();
		bakery = agency.workspace("Bakery");
		manager = agency.user(Role.ACCOUNT_MANAGER, bakery);
		admin = agency.user(Role.AGENCY_ADMIN);
		TestTenants.signIn(manager);
		startRequest();
	}

	@AfterEach
	void endRequest() {
		RequestContextHolder.resetRequestAttributes();
		TestTenants.signOut();
	}

	@Test
	void taken_off_the_workspace_a_manager_still_reads_in_the_same_request_but_may_not_write() {
		access.requireRead(bakery);

		takeOff();

		assertThatCode(() -> access.requireRead(bakery)).doesNotThrowAnyException();
		assertThatThrownBy(() -> access.requireWrite(bakery)).isInstanceOf(NotFoundException.class);
	}

	@Test
	void taken_off_the_workspace_a_manager_may_not_read_from_the_next_request_on() {
		access.requireRead(bakery);

		takeOff();
		startRequest();

		assertThatThrownBy(() -> access.requireRead(bakery)).isInstanceOf(NotFoundException.class);
	}

	@Test
	void outside_a_request_every_read_check_asks_the_database() {
		RequestContextHolder.resetRequestAttributes();
		access.requireRead(bakery);

		takeOff();

		assertThatThrownBy(() -> access.requireRead(bakery)).isInstanceOf(NotFoundException.class);
	}

	@Test
	void the_workspace_name_is_read_with_the_check_and_lasts_the_request_like_it() {
		access.requireRead(bakery);

		renameBehindTheServicesBack("Bakery renamed elsewhere");

		assertThat(workspaces.get(bakery).name()).startsWith("Bakery").isNotEqualTo("Bakery renamed elsewhere");
		startRequest();
		assertThat(workspaces.get(bakery).name()).isEqualTo("Bakery renamed elsewhere");
	}

	@Test
	void renamed_or_archived_by_an_admin_the_workspace_reads_afresh_in_the_same_request() {
		TestTenants.signIn(admin);
		workspaces.get(bakery);

		workspaces.rename(bakery, "Bakery & Sons");

		assertThat(workspaces.get(bakery).name()).isEqualTo("Bakery & Sons");
		workspaces.archive(bakery);
		assertThatThrownBy(() -> workspaces.get(bakery)).isInstanceOf(NotFoundException.class);
	}

	private void renameBehindTheServicesBack(String name) {
		db.update(WORKSPACE).set(WORKSPACE.NAME, name).where(WORKSPACE.ID.eq(bakery.value())).execute();
	}

	private void takeOff() {
		db.deleteFrom(WORKSPACE_MEMBER)
			.where(WORKSPACE_MEMBER.WORKSPACE_ID.eq(bakery.value()))
			.and(WORKSPACE_MEMBER.USER_ID.eq(manager.id().value()))
			.execute();
	}

	private static void startRequest() {
		RequestContextHolder.setRequestAttributes(new ServletRequestAttributes(new MockHttpServletRequest()));
	}

}
