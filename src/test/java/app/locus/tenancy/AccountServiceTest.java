package app.locus.tenancy;

import static app.locus.db.Tables.APP_USER;
import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;

import app.locus.base.Role;
import app.locus.fixtures.FieldErrors;
import app.locus.security.LocusUser;
import app.locus.security.repository.AccountRepository;
import app.locus.support.FormBrowser;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.TestTenants.TestAgency;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpSession;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

/**
 * A signed-in person changes their own password (DD107).
 */
@IntegrationTest
class AccountServiceTest {

	private static final String NEW_PASSWORD = "tide pools and ferry horns";

	@LocalServerPort
	int port;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	AccountService account;

	@Autowired
	AccountRepository accounts;

	@Autowired
	DSLContext db;

	LocusUser manager;

	@BeforeEach
	void person() {
		TestAgency agency = new TestTenants(provisioning).agency();
		manager = agency.user(Role.ACCOUNT_MANAGER, agency.workspace("Bakery"));
		TestTenants.signIn(manager);
	}

	@AfterEach
	void signOut() {
		TestTenants.signOut();
		RequestContextHolder.resetRequestAttributes();
	}

	@Test
	void the_new_password_signs_in_and_the_old_one_no_longer_does() throws Exception {
		account.changePassword(TestTenants.PASSWORD, NEW_PASSWORD, NEW_PASSWORD);

		assertThat(new FormBrowser(port).signIn(manager.email(), NEW_PASSWORD)).isTrue();
		assertThat(new FormBrowser(port).signIn(manager.email(), TestTenants.PASSWORD)).isFalse();
	}

	@Test
	void a_wrong_current_password_is_refused_audited_and_throttled_like_a_sign_in() {
		assertThat(FieldErrors.of(() -> account.changePassword("not my password", NEW_PASSWORD, NEW_PASSWORD)))
			.containsEntry("currentPassword", "The current password is not correct.");
		assertThat(db.fetchCount(AUDIT_EVENT,
				AUDIT_EVENT.ACTION.eq("account.password_change")
					.and(AUDIT_EVENT.OUTCOME.eq("FAILURE"))
					.and(AUDIT_EVENT.TARGET.eq(manager.email()))))
			.isOne();

		for (int attempt = 2; attempt < 5; attempt++) {
			FieldErrors.of(() -> account.changePassword("not my password", NEW_PASSWORD, NEW_PASSWORD));
		}
		// The fifth failure starts the account's first wait (DD185); that the right
		// password is refused during a wait is the sign-in's, in LookAlikeSpellingsTest.
		assertThat(FieldErrors.of(() -> account.changePassword("not my password", NEW_PASSWORD, NEW_PASSWORD)))
			.containsEntry("currentPassword", "Too many wrong passwords: try again in 1 second.");
	}

	@Test
	void the_new_password_follows_the_policy() {
		assertThat(FieldErrors.of(() -> account.changePassword(TestTenants.PASSWORD, "Password2024!", "Password2024!")))
			.containsKey("password");
		assertThat(FieldErrors.of(() -> account.changePassword(TestTenants.PASSWORD, NEW_PASSWORD, NEW_PASSWORD + "!")))
			.containsOnlyKeys("confirmation");
	}

	@Test
	void other_sessions_end_and_the_current_one_goes_on() throws Exception {
		FormBrowser elsewhere = new FormBrowser(port);
		assertThat(elsewhere.signIn(manager.email(), TestTenants.PASSWORD)).isTrue();
		MockHttpSession current = currentSessionSignedInAt(Instant.now().minusSeconds(60));

		account.changePassword(TestTenants.PASSWORD, NEW_PASSWORD, NEW_PASSWORD);

		assertThat(elsewhere.signedIn()).as("the other session").isFalse();
		assertThat(accounts.standing(manager.agencyId(), manager.id()).orElseThrow().allows(signedInAt(current)))
			.as("the session that changed the password")
			.isTrue();
		assertThat(db.select(APP_USER.PASSWORD_HASH)
			.from(APP_USER)
			.where(APP_USER.ID.eq(manager.id().value()))
			.fetchOne()
			.value1()).doesNotContain(NEW_PASSWORD);
	}

	/** The session of the request the change comes in, as the filter left it. */
	private static MockHttpSession currentSessionSignedInAt(Instant at) {
		MockHttpSession session = new MockHttpSession();
		session.setAttribute("app.locus.security.SignInInstant", at);
		MockHttpServletRequest request = new MockHttpServletRequest();
		request.setSession(session);
		RequestContextHolder.setRequestAttributes(new ServletRequestAttributes(request));
		return session;
	}

	private static Instant signedInAt(MockHttpSession session) {
		return (Instant) session.getAttribute("app.locus.security.SignInInstant");
	}

}
