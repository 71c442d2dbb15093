package app.locus.tenancy;

import static app.locus.db.Tables.APP_USER;
import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Set;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.Role;
import app.locus.base.UserId;
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
import org.springframework.security.crypto.password.PasswordEncoder;

@IntegrationTest
class UserServiceTest {

	@Autowired
	UserService service;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	PasswordEncoder passwords;

	@Autowired
	DSLContext db;

	TestAgency agency;

	TestAgency otherAgency;

	WorkspaceId bakery;

	WorkspaceId foreignWorkspace;

	LocusUser admin;

	LocusUser foreignUser;

	@BeforeEach
	void tenants() {
		TestTenants tenants = new TestTenants(provisioning);
		agency = tenants.agency();
		otherAgency = tenants.agency();
		bakery = agency.workspace("Bakery");
		foreignWorkspace = otherAgency.workspace("Foreign");
		admin = agency.user(Role.AGENCY_ADMIN);
		foreignUser = otherAgency.user(Role.ACCOUNT_MANAGER, foreignWorkspace);
	}

	@AfterEach
	void signOut() {
		TestTenants.signOut();
	}

	@Test
	void every_method_answers_not_found_for_a_user_of_another_agency() {
		TestTenants.signIn(admin);
		UserId other = foreignUser.id();

		assertThatThrownBy(() -> service.get(other)).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> service.changeRole(other, Role.CLIENT_VIEWER)).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> service.assignWorkspaces(other, Set.of(bakery))).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> service.disable(other)).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> service.enable(other)).isInstanceOf(NotFoundException.class);
		assertThat(service.agencyUsers()).extracting(UserRow::id).doesNotContain(other);

		assertThat(db.fetchOne(APP_USER, APP_USER.ID.eq(other.value())))
			.satisfies(row -> assertThat(row.getEnabled()).isTrue())
			.satisfies(row -> assertThat(row.getRole()).isEqualTo("ACCOUNT_MANAGER"));
	}

	@Test
	void another_agencys_workspace_cannot_be_assigned() {
		TestTenants.signIn(admin);
		LocusUser manager = agency.user(Role.ACCOUNT_MANAGER, bakery);

		assertThatThrownBy(() -> service.assignWorkspaces(manager.id(), Set.of(bakery, foreignWorkspace)))
			.isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> service.create(new NewUser("new-" + UserId.random() + "@example.test", "New",
				Role.CLIENT_VIEWER, TestTenants.PASSWORD, Set.of(foreignWorkspace))))
			.isInstanceOf(NotFoundException.class);
		assertThat(service.get(manager.id()).workspaces()).extracting(WorkspaceSummary::id).containsExactly(bakery);
	}

	@Test
	void account_managers_and_client_viewers_cannot_manage_users() {
		LocusUser viewer = agency.user(Role.CLIENT_VIEWER, bakery);
		for (LocusUser user : new LocusUser[] { agency.user(Role.ACCOUNT_MANAGER, bakery), viewer }) {
			TestTenants.signIn(user);
			assertThatThrownBy(() -> service.agencyUsers()).isInstanceOf(ForbiddenException.class);
			assertThatThrownBy(() -> service.create(new NewUser("x-" + UserId.random() + "@example.test", "X",
					Role.AGENCY_ADMIN, TestTenants.PASSWORD, Set.of())))
				.isInstanceOf(ForbiddenException.class);
			assertThatThrownBy(() -> service.changeRole(viewer.id(), Role.AGENCY_ADMIN))
				.isInstanceOf(ForbiddenException.class);
			assertThatThrownBy(() -> service.disable(admin.id())).isInstanceOf(ForbiddenException.class);
		}
	}

	@Test
	void a_new_user_is_refused_with_a_message_for_every_bad_field() {
		TestTenants.signIn(admin);

		assertThatThrownBy(() -> service.create(new NewUser("not-an-email", " ", null, "short", Set.of())))
			.isInstanceOf(ValidationException.class)
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsOnlyKeys("email",
					"displayName", "role", "password"));
		assertThatThrownBy(() -> service.create(
				new NewUser(admin.email().toUpperCase(), "Twin", Role.CLIENT_VIEWER, TestTenants.PASSWORD, Set.of())))
			.isInstanceOf(ValidationException.class)
			.hasMessage("This e-mail address is already in use.");
	}

	@Test
	void an_address_of_another_agency_gets_the_answer_a_fresh_address_gets() {
		TestTenants.signIn(admin);
		var foreignRowBefore = db.fetchOne(APP_USER, APP_USER.ID.eq(foreignUser.id().value()));
		String fresh = "fresh-" + UserId.random().value().toLowerCase() + "@example.test";

		UserId freshId = service
			.create(new NewUser(fresh, "Fresh", Role.CLIENT_VIEWER, "a long enough secret", Set.of()));
		UserId foreignId = service
			.create(new NewUser(foreignUser.email(), "Twin", Role.CLIENT_VIEWER, "a long enough secret", Set.of()));

		assertThat(foreignId).isNotNull().isNotEqualTo(freshId).isNotEqualTo(foreignUser.id());
		assertThat(createdAudit(fresh)).isEqualTo(createdAudit(foreignUser.email()));
		assertThat(db.fetchOne(APP_USER, APP_USER.ID.eq(foreignUser.id().value()))).as("the other account untouched")
			.isEqualTo(foreignRowBefore);
	}

	private java.util.List<String> createdAudit(String email) {
		return db.select(AUDIT_EVENT.AGENCY_ID, AUDIT_EVENT.OUTCOME, AUDIT_EVENT.DETAILS)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.ACTION.eq("user.created").and(AUDIT_EVENT.TARGET.eq(email)))
			.and(AUDIT_EVENT.AGENCY_ID.eq(agency.id().value()))
			.fetch(r -> r.value1() + " " + r.value2() + " " + r.value3());
	}

	@Test
	void a_created_user_is_stored_with_a_hashed_password_and_a_normalised_email() {
		TestTenants.signIn(admin);
		String email = "Pat." + UserId.random() + "@Example.TEST";

		UserId id = service.create(new NewUser("  " + email + " ", "Pat Client", Role.CLIENT_VIEWER,
				"a long enough secret", Set.of(bakery)));

		var row = db.fetchOne(APP_USER, APP_USER.ID.eq(id.value()));
		assertThat(row.getEmail()).isEqualTo(email.toLowerCase());
		assertThat(row.getPasswordHash()).startsWith("{bcrypt-sha256}").doesNotContain("a long enough secret");
		assertThat(passwords.matches("a long enough secret", row.getPasswordHash())).isTrue();
		assertThat(db.select(AUDIT_EVENT.DETAILS)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.ACTION.eq("user.created").and(AUDIT_EVENT.TARGET.eq(email.toLowerCase())))
			.fetchOne(AUDIT_EVENT.DETAILS)).contains("CLIENT_VIEWER").doesNotContain("a long enough secret");
	}

	@Test
	void an_admin_cannot_disable_or_demote_themselves() {
		TestTenants.signIn(admin);

		assertThatThrownBy(() -> service.disable(admin.id())).isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> service.changeRole(admin.id(), Role.CLIENT_VIEWER))
			.isInstanceOf(ForbiddenException.class);
	}

	@Test
	void disabling_a_user_ends_their_sessions_and_enabling_lets_them_back() {
		TestTenants.signIn(admin);
		LocusUser manager = agency.user(Role.ACCOUNT_MANAGER, bakery);

		service.disable(manager.id());

		var row = db.fetchOne(APP_USER, APP_USER.ID.eq(manager.id().value()));
		assertThat(row.getEnabled()).isFalse();
		assertThat(row.getSessionsValidAfter()).isNotNull();
		assertThat(service.get(manager.id()).enabled()).isFalse();

		service.enable(manager.id());
		assertThat(service.get(manager.id()).enabled()).isTrue();
	}

	@Test
	void changing_a_role_ends_the_users_sessions_and_is_audited() {
		TestTenants.signIn(admin);
		LocusUser manager = agency.user(Role.ACCOUNT_MANAGER, bakery);

		service.changeRole(manager.id(), Role.CLIENT_VIEWER);

		assertThat(service.get(manager.id()).role()).isEqualTo(Role.CLIENT_VIEWER);
		assertThat(db.fetchOne(APP_USER, APP_USER.ID.eq(manager.id().value())).getSessionsValidAfter()).isNotNull();
		assertThat(db.fetchExists(AUDIT_EVENT,
				AUDIT_EVENT.ACTION.eq("user.role_changed")
					.and(AUDIT_EVENT.TARGET.eq(manager.email()))
					.and(AUDIT_EVENT.AGENCY_ID.eq(agency.id().value()))))
			.isTrue();
	}

}
