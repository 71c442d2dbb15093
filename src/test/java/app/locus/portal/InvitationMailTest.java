package app.locus.portal;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;

import app.locus.audit.AuditLog;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
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
import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.GreenMailUtil;
import com.icegreen.greenmail.util.ServerSetup;
import jakarta.mail.internet.MimeMessage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.mail.javamail.JavaMailSenderImpl;

/**
 * With SMTP configured the link goes out by mail (to a real SMTP server started here) and
 * is not shown to the admin; without it, the admin sees the link. The shared test context
 * has no {@code spring.mail.host}, so the mailing service is built here around a sender
 * pointed at the test server.
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

	GreenMail smtp;

	TestAgency agency;

	WorkspaceId bakery;

	@BeforeEach
	void anSmtpServerAndAnAdmin() {
		smtp = new GreenMail(new ServerSetup(0, "127.0.0.1", ServerSetup.PROTOCOL_SMTP));
		smtp.start();
		agency = new TestTenants(provisioning).agency();
		bakery = agency.workspace("Bakery");
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
	}

	@AfterEach
	void stop() {
		TestTenants.signOut();
		smtp.stop();
	}

	@Test
	void with_smtp_configured_the_link_is_mailed_and_not_shown() throws Exception {
		JavaMailSenderImpl sender = new JavaMailSenderImpl();
		sender.setHost("127.0.0.1");
		sender.setPort(smtp.getSmtp().getPort());
		InvitationService mailing = new InvitationService(access, currentUser, repository, users, workspaces, branding,
				passwords, new InvitationMail(sender, "portal@agency.test"), audit, clock, addresses);
		String email = InvitationServiceTest.unique("mailed");

		IssuedInvitation issued = mailing.invite(InvitationServiceTest.clientOf(email, bakery));
		String app = addresses.platform().resolve("/").toString();

		assertThat(mailing.mailConfigured()).isTrue();
		assertThat(issued.mailed()).isTrue();
		assertThat(issued.link()).isNull();
		assertThat(smtp.waitForIncomingEmail(5_000, 1)).isTrue();
		MimeMessage message = smtp.getReceivedMessages()[0];
		assertThat(message.getAllRecipients()[0].toString()).isEqualTo(email);
		assertThat(message.getSubject()).contains("invited you");
		String body = GreenMailUtil.getBody(message);
		String link = body.lines().filter(line -> line.startsWith(app + "invitation/")).findFirst().orElseThrow();

		TestTenants.signOut();
		String token = link.substring(link.lastIndexOf('/') + 1);
		assertThat(mailing.check(token).email()).isEqualTo(email);
		assertThat(mailing.accept(token, "a-fine-long-password", "a-fine-long-password")).isEqualTo(email);
	}

	@Test
	void without_smtp_the_admin_is_shown_the_link_and_nothing_is_sent() {
		IssuedInvitation issued = unmailed
			.invite(InvitationServiceTest.clientOf(InvitationServiceTest.unique("shown"), bakery));

		assertThat(unmailed.mailConfigured()).isFalse();
		assertThat(issued.mailed()).isFalse();
		assertThat(issued.link()).startsWith(addresses.platform().resolve("/invitation/").toString());
		assertThat(smtp.getReceivedMessages()).isEmpty();
	}

}
