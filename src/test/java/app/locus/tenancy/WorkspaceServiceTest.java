package app.locus.tenancy;

import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.Role;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.security.LocusUser;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.TestTenants.TestAgency;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

@IntegrationTest
class WorkspaceServiceTest {

	@Autowired
	WorkspaceService service;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	DSLContext db;

	TestAgency agency;

	TestAgency otherAgency;

	WorkspaceId bakery;

	WorkspaceId dental;

	WorkspaceId foreign;

	@BeforeEach
	void tenants() {
		TestTenants tenants = new TestTenants(provisioning);
		agency = tenants.agency();
		otherAgency = tenants.agency();
		bakery = agency.workspace("Bakery");
		dental = agency.workspace("Dental");
		foreign = otherAgency.workspace("Foreign");
	}

	@AfterEach
	void signOut() {
		TestTenants.signOut();
	}

	@Test
	void an_admin_sees_every_active_workspace_of_their_agency_and_no_other() {
		WorkspaceId archived = agency.workspace("Archived");
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		service.archive(archived);

		assertThat(service.visibleWorkspaces()).extracting(WorkspaceSummary::id)
			.containsExactlyInAnyOrder(bakery, dental);
	}

	@Test
	void managers_and_client_viewers_see_only_the_workspaces_assigned_to_them() {
		TestTenants.signIn(agency.user(Role.ACCOUNT_MANAGER, dental));
		assertThat(service.visibleWorkspaces()).extracting(WorkspaceSummary::id).containsExactly(dental);

		TestTenants.signIn(agency.user(Role.CLIENT_VIEWER, bakery));
		assertThat(service.visibleWorkspaces()).extracting(WorkspaceSummary::id).containsExactly(bakery);
	}

	@Test
	void get_answers_not_found_for_another_agencys_workspace() {
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));

		assertThat(service.get(bakery).id()).isEqualTo(bakery);
		assertThatThrownBy(() -> service.get(foreign)).isInstanceOf(NotFoundException.class);
	}

	@Test
	void get_answers_not_found_for_another_clients_workspace_of_the_same_agency() {
		TestTenants.signIn(agency.user(Role.CLIENT_VIEWER, bakery));

		assertThatThrownBy(() -> service.get(dental)).isInstanceOf(NotFoundException.class);
	}

	@Test
	void get_answers_not_found_for_an_archived_workspace_and_one_that_never_existed() {
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		service.archive(dental);

		assertThatThrownBy(() -> service.get(dental)).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> service.get(WorkspaceId.random())).isInstanceOf(NotFoundException.class);
	}

	@Test
	void rename_archive_and_restore_answer_not_found_for_another_agencys_workspace() {
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));

		assertThatThrownBy(() -> service.rename(foreign, "Mine now")).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> service.archive(foreign)).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> service.restore(foreign)).isInstanceOf(NotFoundException.class);

		TestTenants.signIn(otherAgency.user(Role.AGENCY_ADMIN));
		assertThat(service.get(foreign).name()).startsWith("Foreign");
	}

	@Test
	void client_viewers_and_account_managers_cannot_change_workspaces() {
		for (LocusUser user : new LocusUser[] { agency.user(Role.CLIENT_VIEWER, bakery),
				agency.user(Role.ACCOUNT_MANAGER, bakery) }) {
			TestTenants.signIn(user);
			assertThatThrownBy(() -> service.create("New client")).isInstanceOf(ForbiddenException.class);
			assertThatThrownBy(() -> service.rename(bakery, "Renamed")).isInstanceOf(ForbiddenException.class);
			assertThatThrownBy(() -> service.archive(bakery)).isInstanceOf(ForbiddenException.class);
			assertThatThrownBy(() -> service.restore(bakery)).isInstanceOf(ForbiddenException.class);
			assertThatThrownBy(() -> service.agencyWorkspaces()).isInstanceOf(ForbiddenException.class);
		}
	}

	@Test
	void a_blank_or_taken_name_is_refused_with_a_message_on_the_name() {
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		String taken = service.get(bakery).name();

		assertThatThrownBy(() -> service.create("   ")).isInstanceOf(ValidationException.class)
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsEntry("name",
					"Name is required."));
		assertThatThrownBy(() -> service.create(taken.toUpperCase())).isInstanceOf(ValidationException.class)
			.hasMessage("Another workspace already has this name.");
		assertThatThrownBy(() -> service.rename(dental, taken)).isInstanceOf(ValidationException.class);
	}

	@Test
	void an_admin_creates_renames_archives_and_restores_and_each_change_is_audited() {
		LocusUser admin = agency.user(Role.AGENCY_ADMIN);
		TestTenants.signIn(admin);

		WorkspaceId created = service.create("  Corner Florist  ");
		service.rename(created, "Corner Florist & Co");
		service.archive(created);
		assertThat(service.agencyWorkspaces()).filteredOn(row -> row.id().equals(created))
			.extracting(WorkspaceRow::archived)
			.containsExactly(true);
		service.restore(created);

		assertThat(service.get(created).name()).isEqualTo("Corner Florist & Co");
		assertThat(db.select(AUDIT_EVENT.ACTION)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.WORKSPACE_ID.eq(created.value()).and(AUDIT_EVENT.ACTOR_EMAIL.eq(admin.email())))
			.orderBy(AUDIT_EVENT.ID)
			.fetch(AUDIT_EVENT.ACTION))
			.containsExactly("workspace.created", "workspace.renamed", "workspace.archived", "workspace.restored");
	}

}
