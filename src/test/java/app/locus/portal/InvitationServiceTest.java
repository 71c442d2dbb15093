package app.locus.portal;

import static app.locus.db.Tables.APP_USER;
import static app.locus.db.Tables.AUDIT_EVENT;
import static app.locus.db.Tables.INVITATION;
import static app.locus.db.Tables.WORKSPACE_MEMBER;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Set;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.OneTimeToken;
import app.locus.base.OpaqueId;
import app.locus.base.Role;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.fixtures.FieldErrors;
import app.locus.security.LocusUser;
import app.locus.support.IntegrationTest;
import app.locus.support.LoginForm;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The invitation's whole life: issued, accepted (and then signing in over HTTP), expired,
 * used, withdrawn, replaced; never a token in clear anywhere in the database.
 */
@IntegrationTest
class InvitationServiceTest {

	private static final String PASSWORD = "a-fine-long-password";

	@LocalServerPort
	int port;

	@Autowired
	InvitationService invitations;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	DSLContext db;

	TestAgency agency;

	WorkspaceId bakery;

	LocusUser admin;

	URI app;

	@BeforeEach
	void anAgencyWithAnAdmin() {
		agency = new TestTenants(provisioning).agency();
		bakery = agency.workspace("Bakery");
		admin = agency.user(Role.AGENCY_ADMIN);
		app = URI.create("http://localhost:" + port);
		TestTenants.signIn(admin);
	}

	@AfterEach
	void signOut() {
		TestTenants.signOut();
	}

	@Test
	void an_invited_client_sets_a_password_with_the_link_and_then_signs_in() throws Exception {
		String email = unique("client");
		IssuedInvitation issued = invitations.invite(clientOf(email, bakery));

		assertThat(issued.mailed()).as("no SMTP in the test profile").isFalse();
		assertThat(issued.link()).startsWith(app + "/invitation/");
		assertThat(new Browser().signIn(email, PASSWORD)).as("no password yet").isFalse();

		TestTenants.signOut();
		InvitationCheck check = invitations.check(token(issued));
		assertThat(check.usable()).isTrue();
		assertThat(check.email()).isEqualTo(email);
		assertThat(invitations.accept(token(issued), PASSWORD, PASSWORD)).isEqualTo(email);

		assertThat(new Browser().signIn(email, PASSWORD)).isTrue();
		var user = db.selectFrom(APP_USER).where(APP_USER.EMAIL.eq(email)).fetchSingle();
		assertThat(user.getRole()).isEqualTo("CLIENT_VIEWER");
		assertThat(db.fetchCount(WORKSPACE_MEMBER, WORKSPACE_MEMBER.USER_ID.eq(user.getId()))).isEqualTo(1);
		assertThat(invitations.check(token(issued)).status()).isEqualTo(InvitationStatus.ACCEPTED);
	}

	@Test
	void the_token_is_stored_only_as_its_sha256_and_never_in_the_audit_trail() {
		String email = unique("hash");
		IssuedInvitation issued = invitations.invite(clientOf(email, bakery));
		String token = token(issued);

		var row = db.selectFrom(INVITATION)
			.where(INVITATION.AGENCY_ID.eq(agency.id().value()))
			.orderBy(INVITATION.CREATED_AT.desc())
			.limit(1)
			.fetchSingle();
		assertThat(token).hasSize(43);
		assertThat(row.getTokenHash()).isEqualTo(OneTimeToken.hash(token)).doesNotContain(token);
		assertThat(db.fetchCount(INVITATION, INVITATION.TOKEN_HASH.eq(token).or(INVITATION.ID.eq(token)))).isZero();
		assertThat(
				db.fetchCount(AUDIT_EVENT, AUDIT_EVENT.DETAILS.contains(token).or(AUDIT_EVENT.TARGET.contains(token))))
			.isZero();
		assertThat(db.fetchCount(AUDIT_EVENT,
				AUDIT_EVENT.AGENCY_ID.eq(agency.id().value())
					.and(AUDIT_EVENT.ACTION.eq("invitation.issued"))
					.and(AUDIT_EVENT.TARGET.eq(email))))
			.isOne();
	}

	@Test
	void an_expired_link_says_so_and_sets_no_password() {
		String email = unique("late");
		IssuedInvitation issued = invitations.invite(clientOf(email, bakery));
		db.update(INVITATION)
			.set(INVITATION.EXPIRES_AT, LocalDateTime.of(2020, 1, 1, 0, 0))
			.where(INVITATION.TOKEN_HASH.eq(OneTimeToken.hash(token(issued))))
			.execute();
		TestTenants.signOut();

		assertThat(invitations.check(token(issued)))
			.isEqualTo(new InvitationCheck(InvitationStatus.EXPIRED, null, null));
		assertThatThrownBy(() -> invitations.accept(token(issued), PASSWORD, PASSWORD)).isInstanceOfSatisfying(
				ValidationException.class, ex -> assertThat(ex.fieldErrors().get("token")).contains("expired"));
		assertThat(passwordHash(email)).isNull();
	}

	@Test
	void a_used_link_cannot_set_the_password_again() {
		String email = unique("twice");
		IssuedInvitation issued = invitations.invite(clientOf(email, bakery));
		TestTenants.signOut();
		invitations.accept(token(issued), PASSWORD, PASSWORD);
		String first = passwordHash(email);

		assertThatThrownBy(() -> invitations.accept(token(issued), "another-long-password", "another-long-password"))
			.isInstanceOfSatisfying(ValidationException.class,
					ex -> assertThat(ex.fieldErrors().get("token")).contains("already been used"));
		assertThat(passwordHash(email)).isEqualTo(first);
	}

	@Test
	void a_withdrawn_link_cannot_be_used_and_is_listed_as_withdrawn() {
		String email = unique("withdrawn");
		IssuedInvitation issued = invitations.invite(clientOf(email, bakery));
		InvitationSummary listed = invitations.invitations()
			.stream()
			.filter(row -> row.email().equals(email))
			.findFirst()
			.orElseThrow();
		assertThat(listed.status()).isEqualTo(InvitationStatus.PENDING);
		assertThat(listed.workspaces()).startsWith("Bakery");

		invitations.revoke(listed.id());

		assertThat(invitations.invitations()).filteredOn(row -> row.email().equals(email))
			.extracting(InvitationSummary::status)
			.containsExactly(InvitationStatus.REVOKED);
		assertThatThrownBy(() -> invitations.revoke(listed.id())).isInstanceOf(NotFoundException.class);
		TestTenants.signOut();
		assertThat(invitations.check(token(issued)).status()).isEqualTo(InvitationStatus.REVOKED);
		assertThatThrownBy(() -> invitations.accept(token(issued), PASSWORD, PASSWORD))
			.isInstanceOf(ValidationException.class);
		assertThat(passwordHash(email)).isNull();
	}

	@Test
	void inviting_again_replaces_the_earlier_link_and_workspaces() {
		String email = unique("again");
		WorkspaceId dental = agency.workspace("Dental");
		IssuedInvitation first = invitations.invite(clientOf(email, bakery));
		IssuedInvitation second = invitations.invite(clientOf(email, dental));
		TestTenants.signOut();

		assertThat(invitations.check(token(first)).status()).isEqualTo(InvitationStatus.REVOKED);
		assertThat(invitations.check(token(second)).usable()).isTrue();
		invitations.accept(token(second), PASSWORD, PASSWORD);
		String user = db.select(APP_USER.ID).from(APP_USER).where(APP_USER.EMAIL.eq(email)).fetchSingle().value1();
		assertThat(db.select(WORKSPACE_MEMBER.WORKSPACE_ID)
			.from(WORKSPACE_MEMBER)
			.where(WORKSPACE_MEMBER.USER_ID.eq(user))
			.fetch(WORKSPACE_MEMBER.WORKSPACE_ID)).containsExactly(dental.value());
	}

	@Test
	void an_unknown_or_malformed_token_is_simply_not_valid() {
		TestTenants.signOut();
		assertThat(invitations.check(OneTimeToken.generate()))
			.isEqualTo(new InvitationCheck(InvitationStatus.UNKNOWN, null, null));
		for (String malformed : List.of("short", "", "../../etc/passwd", "a".repeat(1 << 20))) {
			assertThatThrownBy(() -> invitations.check(malformed)).isInstanceOfSatisfying(ValidationException.class,
					ex -> assertThat(ex.fieldErrors()).containsOnlyKeys("token"));
		}
		for (String token : List.of(OneTimeToken.generate(), "short", "", "../../etc/passwd")) {
			assertThatThrownBy(() -> invitations.accept(token, PASSWORD, PASSWORD)).isInstanceOfSatisfying(
					ValidationException.class, ex -> assertThat(ex.fieldErrors()).containsOnlyKeys("token"));
		}
	}

	@Test
	void the_chosen_password_must_be_long_enough_not_the_email_and_typed_twice_alike() {
		String email = unique("rules");
		IssuedInvitation issued = invitations.invite(clientOf(email, bakery));
		TestTenants.signOut();

		assertThat(FieldErrors.of(() -> invitations.accept(token(issued), "short", "short"))).containsKey("password");
		assertThat(FieldErrors.of(() -> invitations.accept(token(issued), email.toUpperCase(), email.toUpperCase())))
			.containsEntry("password", "The password must not contain your e-mail address or its name part.");
		assertThat(FieldErrors.of(() -> invitations.accept(token(issued), PASSWORD, PASSWORD + "x")))
			.containsOnlyKeys("confirmation");
		assertThat(passwordHash(email)).isNull();
		assertThat(invitations.check(token(issued)).usable()).as("a refused password leaves the link usable").isTrue();
	}

	@Test
	void the_invitation_form_is_validated_per_field() {
		assertThat(
				FieldErrors.of(() -> invitations.invite(new InvitationRequest("not-an-address", " ", null, Set.of()))))
			.containsKeys("email", "displayName", "role", "workspaces");
		assertThat(FieldErrors.of(() -> invitations
			.invite(new InvitationRequest(unique("admin"), "Boss", Role.AGENCY_ADMIN, Set.of(bakery)))))
			.containsOnlyKeys("role");
	}

	@Test
	void someone_of_the_agency_who_can_already_sign_in_is_not_invited() {
		LocusUser manager = agency.user(Role.ACCOUNT_MANAGER, bakery);
		assertThat(FieldErrors.of(() -> invitations.invite(clientOf(manager.email(), bakery)))).containsKey("email");
	}

	@Test
	void inviting_an_address_of_another_agency_looks_exactly_like_inviting_a_fresh_one() throws Exception {
		TestAgency other = new TestTenants(provisioning).agency();
		LocusUser stranger = other.user(Role.CLIENT_VIEWER, other.workspace("Theirs"));
		String fresh = unique("fresh");

		IssuedInvitation toFresh = invitations.invite(clientOf(fresh, bakery));
		IssuedInvitation toStranger = invitations.invite(clientOf(stranger.email(), bakery));

		// What the admin sees of an invitation, declared: the address, not mailed, a link
		// of the same shape, and the same row in the list and the audit trail.
		for (var seen : List.of(new Object[] { toFresh, fresh }, new Object[] { toStranger, stranger.email() })) {
			IssuedInvitation issued = (IssuedInvitation) seen[0];
			assertThat(issued.email()).isEqualTo(seen[1]);
			assertThat(issued.mailed()).isFalse();
			assertThat(issued.link()).matches(app + "/invitation/[A-Za-z0-9_-]{43}");
			assertThat(invitations.invitations()).filteredOn(row -> row.email().equals(seen[1]))
				.singleElement()
				.satisfies(row -> {
					assertThat(row.status()).isEqualTo(InvitationStatus.PENDING);
					assertThat(row.role()).isEqualTo(Role.CLIENT_VIEWER);
					assertThat(row.workspaces()).startsWith("Bakery ");
				});
			assertThat(db.select(AUDIT_EVENT.ACTION, AUDIT_EVENT.OUTCOME, AUDIT_EVENT.DETAILS)
				.from(AUDIT_EVENT)
				.where(AUDIT_EVENT.AGENCY_ID.eq(agency.id().value()).and(AUDIT_EVENT.TARGET.eq((String) seen[1])))
				.fetch(r -> r.value1() + "|" + r.value2() + "|" + r.value3()))
				.containsExactly("invitation.issued|SUCCESS|role: CLIENT_VIEWER; workspaces: 1; delivery: link shown");
		}
		assertThat(Duration.between(toFresh.expiresAt(), toStranger.expiresAt()).abs())
			.isLessThan(Duration.ofMinutes(1));

		TestTenants.signOut();
		InvitationCheck check = invitations.check(token(toStranger));
		assertThat(check).isEqualTo(new InvitationCheck(InvitationStatus.PENDING, stranger.email(),
				invitations.check(token(toFresh)).agencyName()));
		String strangersHash = passwordHash(stranger.email());
		assertThat(FieldErrors.of(() -> invitations.accept(token(toStranger), PASSWORD, PASSWORD)))
			.containsEntry("token", InvitationService.UNUSABLE);
		assertThat(passwordHash(stranger.email())).as("the other agency's account is untouched")
			.isEqualTo(strangersHash);
		assertThat(new Browser().signIn(stranger.email(), TestTenants.PASSWORD)).isTrue();
		assertThat(new Browser().signIn(stranger.email(), PASSWORD)).isFalse();
	}

	@Test
	void only_agency_admins_invite_and_only_to_their_own_workspaces() {
		TestAgency other = new TestTenants(provisioning).agency();
		WorkspaceId foreign = other.workspace("Foreign");
		assertThatThrownBy(() -> invitations.invite(clientOf(unique("foreign"), foreign)))
			.isInstanceOf(NotFoundException.class);

		for (Role role : List.of(Role.ACCOUNT_MANAGER, Role.CLIENT_VIEWER)) {
			TestTenants.signIn(agency.user(role, bakery));
			assertThatThrownBy(() -> invitations.invite(clientOf(unique("nope"), bakery)))
				.isInstanceOf(ForbiddenException.class);
			assertThatThrownBy(() -> invitations.invitations()).isInstanceOf(ForbiddenException.class);
		}
	}

	@Test
	void an_admin_sees_only_the_invitations_of_their_own_agency() {
		TestAgency other = new TestTenants(provisioning).agency();
		TestTenants.signIn(other.user(Role.AGENCY_ADMIN));
		String theirs = unique("theirs");
		invitations.invite(clientOf(theirs, other.workspace("Theirs")));
		String theirId = invitations.invitations().get(0).id();

		TestTenants.signIn(admin);
		assertThat(invitations.invitations()).extracting(InvitationSummary::email).doesNotContain(theirs);
		assertThatThrownBy(() -> invitations.revoke(theirId)).isInstanceOf(NotFoundException.class);
	}

	@Test
	void the_link_opens_its_page_without_signing_in_while_the_invitations_page_needs_sign_in() throws Exception {
		HttpClient anonymous = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();

		HttpResponse<Void> invitationPage = anonymous.send(
				HttpRequest.newBuilder(URI.create(app + "/invitation/" + OneTimeToken.generate())).GET().build(),
				HttpResponse.BodyHandlers.discarding());
		HttpResponse<Void> adminPage = anonymous.send(
				HttpRequest.newBuilder(URI.create(app + "/agency/invitations")).GET().build(),
				HttpResponse.BodyHandlers.discarding());

		assertThat(invitationPage.statusCode()).isEqualTo(200);
		assertThat(adminPage.statusCode()).isEqualTo(302);
	}

	static String token(IssuedInvitation issued) {
		return issued.link().substring(issued.link().lastIndexOf('/') + 1);
	}

	static InvitationRequest clientOf(String email, WorkspaceId workspace) {
		return new InvitationRequest(email, "Client " + email, Role.CLIENT_VIEWER, Set.of(workspace));
	}

	static String unique(String prefix) {
		return prefix + "-" + OpaqueId.next().substring(0, 10).toLowerCase() + "@client.test";
	}

	private String passwordHash(String email) {
		return db.select(APP_USER.PASSWORD_HASH).from(APP_USER).where(APP_USER.EMAIL.eq(email)).fetchSingle().value1();
	}

	/** A browser posting the login form; signed in when a page behind sign-in opens. */
	private final class Browser {

		private final HttpClient client = HttpClient.newBuilder()
			.cookieHandler(new CookieManager())
			.followRedirects(HttpClient.Redirect.NEVER)
			.build();

		boolean signIn(String email, String password) throws IOException, InterruptedException {
			String loginPage = client
				.send(HttpRequest.newBuilder(URI.create(app + "/login")).GET().build(),
						HttpResponse.BodyHandlers.ofString())
				.body();
			String form = LoginForm.body(loginPage, email, password);
			client.send(HttpRequest.newBuilder(URI.create(app + "/login"))
				.header("Content-Type", "application/x-www-form-urlencoded")
				.POST(HttpRequest.BodyPublishers.ofString(form))
				.build(), HttpResponse.BodyHandlers.discarding());
			return client
				.send(HttpRequest.newBuilder(URI.create(app + LoginForm.SIGNED_IN_PAGE)).GET().build(),
						HttpResponse.BodyHandlers.discarding())
				.statusCode() == 200;
		}

	}

}
