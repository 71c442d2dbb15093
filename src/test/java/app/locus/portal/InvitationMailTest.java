package app.locus.portal;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.util.Arrays;

import app.locus.audit.AuditLog;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.mail.LoopbackSmtp;
import app.locus.portal.repository.InvitationRepository;
import app.locus.security.CurrentUser;
import app.locus.security.PublicAddresses;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.BrandingService;
import app.locus.tenancy.NewPasswords;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.tenancy.repository.UserRepository;
import app.locus.tenancy.repository.WorkspaceRepository;
import com.icegreen.greenmail.util.GreenMailUtil;
import jakarta.mail.MessagingException;
import jakarta.mail.internet.MimeMessage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

/**
 * With SMTP configured the link goes out by mail (to a real SMTP server started here) and
 * is not shown to the admin; without it, the admin sees the link. The shared test context
 * has no {@code spring.mail.host}, so the mailing service is built here around the outbox
 * of a server started here (DD144).
 */
@IntegrationTest
class InvitationMailTest {

	@Autowired
	WorkspaceAccess access;

	@Autowired
	CurrentUser currentUser;

	@Autowired
	InvitationRepository repository;

	@Autowired
	UserRepository users;

	@Autowired
	WorkspaceRepository workspaces;

	@Autowired
	BrandingService branding;

	@Autowired
	NewPasswords passwords;

	@Autowired
	AuditLog audit;

	@Autowired
	Clock clock;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	InvitationService unmailed;

	@Autowired
	PublicAddresses addresses;

	@Autowired
	ApplicationContext context;

	LoopbackSmtp smtp;

	TestAgency agency;

	WorkspaceId bakery;

	@BeforeEach
	void anSmtpServerAndAnAdmin() {
		smtp = new LoopbackSmtp(context);
		agency = new TestTenants(provisioning).agency();
		bakery = agency.workspace("Bakery");
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
	}

	@AfterEach
	void stop() {
		TestTenants.signOut();
		smtp.close();
	}

	@Test
	void with_smtp_configured_the_link_is_mailed_and_not_shown() throws Exception {
		InvitationService mailing = new InvitationService(access, currentUser, repository, users, workspaces, branding,
				passwords, new InvitationMail(smtp.mailer()), audit, clock, addresses);
		String email = InvitationServiceTest.unique("mailed");

		IssuedInvitation issued = mailing.invite(InvitationServiceTest.clientOf(email, bakery));
		smtp.sender(clock).sendDue();
		String app = addresses.platform().resolve("/").toString();

		assertThat(mailing.mailConfigured()).isTrue();
		assertThat(issued.mailed()).isTrue();
		assertThat(issued.link()).isNull();
		assertThat(smtp.smtp().waitForIncomingEmail(5_000, 1)).isTrue();
		MimeMessage message = Arrays.stream(smtp.smtp().getReceivedMessages())
			.filter(received -> InvitationMailTest.recipient(received).equals(email))
			.findFirst()
			.orElseThrow();
		assertThat(message.getSubject()).contains("invited you");
		String body = GreenMailUtil.getBody(message);
		String link = body.lines().filter(line -> line.startsWith(app + "invitation/")).findFirst().orElseThrow();

		TestTenants.signOut();
		String token = link.substring(link.lastIndexOf('/') + 1);
		assertThat(mailing.check(token).email()).isEqualTo(email);
		assertThat(mailing.accept(token, "a-fine-long-password", "a-fine-long-password")).isEqualTo(email);
	}

	private static String recipient(MimeMessage message) {
		try {
			return message.getAllRecipients()[0].toString();
		}
		catch (MessagingException ex) {
			throw new IllegalStateException(ex);
		}
	}

	@Test
	void without_smtp_the_admin_is_shown_the_link_and_nothing_is_sent() {
		IssuedInvitation issued = unmailed
			.invite(InvitationServiceTest.clientOf(InvitationServiceTest.unique("shown"), bakery));

		assertThat(unmailed.mailConfigured()).isFalse();
		assertThat(issued.mailed()).isFalse();
		assertThat(issued.link()).startsWith(addresses.platform().resolve("/invitation/").toString());
		assertThat(smtp.smtp().getReceivedMessages()).isEmpty();
	}

}
