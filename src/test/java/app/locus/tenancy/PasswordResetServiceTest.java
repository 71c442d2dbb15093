package app.locus.tenancy;

import static app.locus.db.Tables.AUDIT_EVENT;
import static app.locus.db.Tables.PASSWORD_RESET;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.time.Duration;
import java.time.LocalDateTime;

import app.locus.base.NotFoundException;
import app.locus.base.OneTimeToken;
import app.locus.base.Role;
import app.locus.fixtures.FieldErrors;
import app.locus.security.LocusUser;
import app.locus.support.FormBrowser;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.TestTenants.TestAgency;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * One-time password reset links an agency admin issues (DD108).
 */
@IntegrationTest
class PasswordResetServiceTest {

	private static final String NEW_PASSWORD = "tide pools and ferry horns";

	@LocalServerPort
	int port;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	PasswordResetService resets;

	@Autowired
	DSLContext db;

	TestAgency agency;

	LocusUser admin;

	LocusUser manager;

	URI app;

	@BeforeEach
	void agency() {
		agency = new TestTenants(provisioning).agency();
		admin = agency.user(Role.AGENCY_ADMIN);
		manager = agency.user(Role.ACCOUNT_MANAGER, agency.workspace("Bakery"));
		app = URI.create("http://localhost:" + port);
		TestTenants.signIn(admin);
	}

	@AfterEach
	void signOut() {
		TestTenants.signOut();
	}

	@Test
	void the_link_sets_a_new_password_once_and_ends_every_session_of_the_user() throws Exception {
		FormBrowser open = new FormBrowser(port);
		assertThat(open.signIn(manager.email(), TestTenants.PASSWORD)).isTrue();
		IssuedReset issued = resets.issue(manager.id());
		assertThat(issued.mailed()).as("no SMTP in the test profile").isFalse();
		assertThat(issued.link()).matches(app + "/reset/[A-Za-z0-9_-]{43}");
		TestTenants.signOut();

		assertThat(resets.check(token(issued))).contains(manager.email());
		assertThat(resets.reset(token(issued), NEW_PASSWORD, NEW_PASSWORD)).isEqualTo(manager.email());

		assertThat(open.signedIn()).as("the session open before the reset").isFalse();
		assertThat(new FormBrowser(port).signIn(manager.email(), NEW_PASSWORD)).isTrue();
		assertThat(resets.check(token(issued))).as("used").isEmpty();
		assertThat(FieldErrors.of(() -> resets.reset(token(issued), NEW_PASSWORD + " 2", NEW_PASSWORD + " 2")))
			.containsOnlyKeys("token");
	}

	@Test
	void only_the_hash_is_stored_and_neither_token_nor_link_reaches_the_audit_trail() {
		IssuedReset issued = resets.issue(manager.id());

		assertThat(db.fetchExists(PASSWORD_RESET, PASSWORD_RESET.TOKEN_HASH.eq(OneTimeToken.hash(token(issued)))))
			.isTrue();
		assertThat(db.fetchExists(PASSWORD_RESET, PASSWORD_RESET.TOKEN_HASH.eq(token(issued)))).isFalse();
		assertThat(db.select(AUDIT_EVENT.DETAILS)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.AGENCY_ID.eq(agency.id().value()))
			.fetch(AUDIT_EVENT.DETAILS)).noneMatch(details -> details != null && details.contains(token(issued)));
	}

	@Test
	void a_link_expires_after_a_day_and_a_newer_one_replaces_it() {
		IssuedReset first = resets.issue(manager.id());
		IssuedReset second = resets.issue(manager.id());
		assertThat(Duration.between(java.time.Instant.now(), second.expiresAt())).isBetween(Duration.ofHours(23),
				Duration.ofHours(24));
		TestTenants.signOut();

		assertThat(resets.check(token(first))).as("replaced").isEmpty();
		db.update(PASSWORD_RESET)
			.set(PASSWORD_RESET.EXPIRES_AT, LocalDateTime.now(java.time.ZoneOffset.UTC).minusHours(1))
			.where(PASSWORD_RESET.TOKEN_HASH.eq(OneTimeToken.hash(token(second))))
			.execute();
		assertThat(FieldErrors.of(() -> resets.reset(token(second), NEW_PASSWORD, NEW_PASSWORD))).containsEntry("token",
				PasswordResetService.UNUSABLE);
	}

	@Test
	void the_new_password_follows_the_policy_and_a_refusal_leaves_the_link_usable() {
		IssuedReset issued = resets.issue(manager.id());
		TestTenants.signOut();

		assertThat(FieldErrors.of(() -> resets.reset(token(issued), "short", "short"))).containsKey("password");
		assertThat(FieldErrors.of(() -> resets.reset(token(issued), "Password2024!!", "Password2024!!")))
			.containsKey("password");
		assertThat(resets.check(token(issued))).isPresent();
	}

	@Test
	void an_admin_cannot_issue_a_link_for_a_user_of_another_agency() {
		TestAgency other = new TestTenants(provisioning).agency();
		LocusUser stranger = other.user(Role.AGENCY_ADMIN);

		assertThatThrownBy(() -> resets.issue(stranger.id())).isInstanceOf(NotFoundException.class);
		assertThat(db.fetchExists(PASSWORD_RESET, PASSWORD_RESET.USER_ID.eq(stranger.id().value()))).isFalse();
	}

	private static String token(IssuedReset issued) {
		return issued.link().substring(issued.link().lastIndexOf('/') + 1);
	}

}
