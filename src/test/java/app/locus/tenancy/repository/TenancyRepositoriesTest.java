package app.locus.tenancy.repository;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.Set;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.security.LocusUser;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.UserRow;
import app.locus.tenancy.WorkspaceRow;
import app.locus.tenancy.WorkspaceSummary;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

/**
 * Every repository and query method that takes an id, called with another agency's id or
 * another client's id, matches nothing and changes nothing.
 */
@IntegrationTest
class TenancyRepositoriesTest {

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	WorkspaceRepository workspaces;

	@Autowired
	UserRepository users;

	@Autowired
	WorkspaceReadRepository workspaceQueries;

	@Autowired
	UserReadRepository userQueries;

	TestAgency agency;

	TestAgency other;

	WorkspaceId own;

	WorkspaceId foreign;

	LocusUser ownUser;

	LocusUser foreignUser;

	@BeforeEach
	void tenants() {
		TestTenants tenants = new TestTenants(provisioning);
		agency = tenants.agency();
		other = tenants.agency();
		own = agency.workspace("Own");
		foreign = other.workspace("Foreign");
		ownUser = agency.user(Role.ACCOUNT_MANAGER, own);
		foreignUser = other.user(Role.ACCOUNT_MANAGER, foreign);
	}

	@Test
	void workspace_writes_with_another_agency_match_nothing() {
		String foreignName = workspaces.find(other.id(), foreign).orElseThrow().name();

		assertThat(workspaces.find(agency.id(), foreign)).isEmpty();
		workspaces.rename(agency.id(), foreign, "Hijacked");
		workspaces.setArchivedAt(agency.id(), foreign, Instant.now());
		assertThat(workspaces.activeAmong(agency.id(), Set.of(own, foreign))).containsExactly(own);
		assertThat(workspaces.nameTaken(agency.id(), foreignName, null)).isFalse();

		assertThat(workspaces.find(other.id(), foreign).orElseThrow())
			.isEqualTo(new WorkspaceRepository.Workspace(foreign, foreignName, false));
	}

	@Test
	void user_writes_with_another_agency_match_nothing() {
		assertThat(users.find(agency.id(), foreignUser.id())).isEmpty();
		users.setRole(agency.id(), foreignUser.id(), Role.AGENCY_ADMIN);
		users.setEnabled(agency.id(), foreignUser.id(), false);
		users.replaceAssignments(agency.id(), foreignUser.id(), Set.of(own));

		assertThat(users.find(other.id(), foreignUser.id()).orElseThrow())
			.isEqualTo(new UserRepository.User(foreignUser.id(), foreignUser.email(), Role.ACCOUNT_MANAGER, true));
		assertThat(userQueries.find(other.id(), foreignUser.id()).orElseThrow().workspaces())
			.extracting(WorkspaceSummary::id)
			.containsExactly(foreign);
	}

	@Test
	void assignments_never_reach_a_workspace_of_another_agency() {
		users.replaceAssignments(agency.id(), ownUser.id(), Set.of(own, foreign));

		assertThat(workspaceQueries.assignedTo(agency.id(), ownUser.id())).extracting(WorkspaceSummary::id)
			.containsExactly(own);
		assertThat(workspaceQueries.allIn(other.id())).filteredOn(row -> row.id().equals(foreign))
			.extracting(WorkspaceRow::members)
			.containsExactly(1);
	}

	@Test
	void queries_scoped_to_one_agency_never_return_another_agencys_rows() {
		assertThat(userQueries.find(agency.id(), foreignUser.id())).isEmpty();
		assertThat(userQueries.allIn(agency.id())).extracting(UserRow::id)
			.contains(ownUser.id())
			.doesNotContain(foreignUser.id());
		assertThat(workspaceQueries.assignedTo(agency.id(), foreignUser.id())).isEmpty();
		assertThat(workspaceQueries.activeIn(agency.id())).extracting(WorkspaceSummary::id).containsExactly(own);
		assertThat(workspaceQueries.allIn(agency.id())).extracting(WorkspaceRow::id).containsExactly(own);
	}

	@Test
	void a_client_sees_only_the_workspaces_of_their_own_assignment() {
		WorkspaceId otherClient = agency.workspace("Other client");
		LocusUser viewer = agency.user(Role.CLIENT_VIEWER, own);

		assertThat(workspaceQueries.assignedTo(agency.id(), viewer.id())).extracting(WorkspaceSummary::id)
			.containsExactly(own)
			.doesNotContain(otherClient);
	}

}
