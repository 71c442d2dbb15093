package app.locus.tenancy;

import static app.locus.db.Tables.PASSWORD_RESET;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.util.Arrays;
import java.util.List;

import app.locus.audit.AuditLog;
import app.locus.base.ForbiddenException;
import app.locus.base.Role;
import app.locus.fixtures.FieldErrors;
import app.locus.mail.LoopbackSmtp;
import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;
import app.locus.security.PublicAddresses;
import app.locus.security.SessionRevocation;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.repository.PasswordResetRepository;
import app.locus.tenancy.repository.UserRepository;
import com.icegreen.greenmail.util.GreenMailUtil;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.internet.MimeMessage;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

/**
 * "Forgot password?": a person asks for a link by e-mail, signed out. It goes to the
 * mailbox only, once per quarter of an hour, only for an enabled account with a password
 * on its own agency's host, and the caller learns nothing of which addresses have
 * accounts.
 */
@IntegrationTest
class AskedResetTest {

	private static final String NEW_PASSWORD = "harbour lights at dusk";

	@Autowired
	WorkspaceAccess access;

	@Autowired
	CurrentUser currentUser;

	@Autowired
	UserRepository users;

	@Autowired
	PasswordResetRepository repository;

	@Autowired
	NewPasswords passwords;

	@Autowired
	SessionRevocation sessions;

	@Autowired
	BrandingService branding;

	@Autowired
	AuditLog audit;

	@Autowired
	Clock clock;

	@Autowired
	PublicAddresses addresses;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	PasswordResetService unmailed;

	@Autowired
	DSLContext db;

	@Autowired
	ApplicationContext context;

	LoopbackSmtp smtp;

	PasswordResetService mailing;

	TestAgency agency;

	LocusUser manager;

	@BeforeEach
	void anSmtpServerAndAnAccount() {
		smtp = new LoopbackSmtp(context);
		mailing = new PasswordResetService(access, currentUser, users, repository, passwords, sessions, branding,
				smtp.mailer(), audit, clock, addresses);
		agency = new TestTenants(provisioning).agency();
		manager = agency.user(Role.ACCOUNT_MANAGER, agency.workspace("Bakery"));
		TestTenants.signOut();
	}

	@AfterEach
	void stop() {
		smtp.close();
	}

	@Test
	void the_link_goes_to_the_mailbox_once_and_sets_the_password() throws Exception {
		mailing.ask("  " + manager.email().toUpperCase() + " ", agency.id());
		mailing.ask(manager.email(), agency.id());
		smtp.sender(clock).sendDue();

		List<MimeMessage> received = to(manager.email());
		assertThat(received).as("one link however often it is asked for within 15 minutes").hasSize(1);
		String body = GreenMailUtil.getBody(received.get(0));
		String link = body.lines().filter(line -> line.contains("/reset/")).findFirst().orElseThrow();
		String token = link.substring(link.lastIndexOf('/') + 1).strip();
		assertThat(mailing.check(token)).contains(manager.email());
		assertThat(mailing.reset(token, NEW_PASSWORD, NEW_PASSWORD)).isEqualTo(manager.email());
	}

	@Test
	void an_unknown_address_or_another_agencys_host_sends_nothing_and_answers_the_same() throws Exception {
		TestAgency other = new TestTenants(provisioning).agency();
		TestTenants.signOut();

		mailing.ask("nobody-" + System.nanoTime() + "@example.test", agency.id());
		mailing.ask(manager.email(), other.id());
		smtp.sender(clock).sendDue();

		assertThat(to(manager.email())).isEmpty();
		assertThat(db.fetchCount(PASSWORD_RESET, PASSWORD_RESET.USER_ID.eq(manager.id().value()))).isZero();
	}

	@Test
	void text_that_is_no_address_is_refused_on_the_field_and_without_mail_asking_is_refused() {
		assertThat(FieldErrors.of(() -> mailing.ask("not an address", null))).containsOnlyKeys("email");
		assertThat(unmailed.askingAvailable()).as("no SMTP in the test profile").isFalse();
		assertThatThrownBy(() -> unmailed.ask(manager.email(), null)).isInstanceOf(ForbiddenException.class);
	}

	private List<MimeMessage> to(String email) throws MessagingException {
		smtp.smtp().waitForIncomingEmail(2_000, 1);
		return Arrays.stream(smtp.smtp().getReceivedMessages()).filter(message -> {
			try {
				return Arrays.stream(message.getRecipients(Message.RecipientType.TO))
					.anyMatch(address -> address.toString().equalsIgnoreCase(email));
			}
			catch (MessagingException ex) {
				throw new IllegalStateException(ex);
			}
		}).toList();
	}

}
