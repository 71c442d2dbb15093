package app.locus.mail;

import static app.locus.db.Tables.MAIL_OUTBOX;
import static app.locus.db.Tables.SHEDLOCK;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.OpaqueId;
import app.locus.base.Role;
import app.locus.base.ValidationException;
import app.locus.base.lock.Lease;
import app.locus.base.lock.LeasedLocks;
import app.locus.base.mail.MailAttachment;
import app.locus.base.mail.Mailer;
import app.locus.base.mail.Mailer.Delivery;
import app.locus.base.mail.OutgoingMail;
import app.locus.mail.repository.OutboxRepository;
import app.locus.security.LocusUser;
import app.locus.stuck.StuckItem;
import app.locus.stuck.StuckKind;
import app.locus.stuck.StuckWorkService;
import app.locus.support.CuttableLocks;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.BrandingService;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.TestTenants.TestAgency;
import com.icegreen.greenmail.util.GreenMailUtil;
import jakarta.mail.BodyPart;
import jakarta.mail.MessagingException;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import org.jooq.DSLContext;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
import org.springframework.mail.javamail.JavaMailSenderImpl;

/**
 * The outbox over a real SMTP server on loopback (DD144): what a feature sends arrives
 * with its text, HTML and files, From the agency's name; a server that is away leaves the
 * mail failed and tried again with back-off until it is back; one node sends at a time;
 * without a server mails are kept for the admin to read, except personal ones.
 */
@IntegrationTest
class OutboxTest {

	static final String BRAND = "Harbor Local Marketing";

	/** The first node's lease in the in-flight test: renewed every second. */
	private static final Duration SHORT_LEASE = Duration.ofSeconds(3);

	static final byte[] PDF = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"
		.getBytes(StandardCharsets.US_ASCII);

	@Autowired
	ApplicationContext context;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	BrandingService branding;

	@Autowired
	OutboxService outbox;

	@Autowired
	OutboxRepository repository;

	@Autowired
	Mailer unconfigured;

	@Autowired
	DSLContext db;

	@Autowired
	StuckWorkService stuck;

	@Autowired
	LeasedLocks locks;

	LoopbackSmtp smtp;

	TestAgency agency;

	LocusUser admin;

	@BeforeEach
	void anAgencyWithItsBrandAndAMailServer() {
		smtp = new LoopbackSmtp(context);
		agency = new TestTenants(provisioning).agency();
		admin = agency.user(Role.AGENCY_ADMIN);
		TestTenants.signIn(admin);
		branding.update(BRAND, "#1f6feb");
	}

	@AfterEach
	void stop() {
		TestTenants.signOut();
		smtp.close();
	}

	@Test
	void aReportWithItsPdfArrivesFromTheAgencysNameAndReadsBack() throws Exception {
		String to = unique("client");
		Delivery delivery = smtp.mailer()
			.send(OutgoingMail.text(agency.id(), to, "Your April report", "Hello,\n\nyour report is attached.\n")
				.withHtml("<p>Hello, your report is attached.</p>")
				.withAttachment(new MailAttachment("april-report.pdf", "application/pdf", PDF)));

		OutboxSender.Round round = smtp.sender(Clock.systemUTC()).sendDue();

		assertThat(delivery).isEqualTo(Delivery.QUEUED);
		assertThat(round.ran()).isTrue();
		MimeMessage message = received(to);
		assertThat(message.getSubject()).isEqualTo("Your April report");
		InternetAddress from = (InternetAddress) message.getFrom()[0];
		assertThat(from.getPersonal()).isEqualTo(BRAND);
		assertThat(from.getAddress()).isEqualTo(LoopbackSmtp.FROM);
		List<Part> parts = parts(message);
		assertThat(parts).filteredOn(part -> isType(part, "text/plain"))
			.extracting(part -> content(part).replace("\r\n", "\n"))
			.containsExactly("Hello,\n\nyour report is attached.\n");
		assertThat(parts).filteredOn(part -> isType(part, "text/html"))
			.extracting(OutboxTest::content)
			.containsExactly("<p>Hello, your report is attached.</p>");
		Part pdf = parts.stream().filter(part -> "april-report.pdf".equals(fileName(part))).findFirst().orElseThrow();
		assertThat(pdf.isMimeType("application/pdf")).isTrue();
		assertThat(pdf.getInputStream().readAllBytes()).isEqualTo(PDF);
		assertThat(entry(to).status()).isEqualTo(MailStatus.SENT);
	}

	@Test
	void aServerThatIsAwayLeavesTheMailFailedAndTriedAgainWithBackOffUntilItIsBack() throws Exception {
		smtp.stop();
		String to = unique("waiting");
		smtp.mailer().send(OutgoingMail.text(agency.id(), to, "Weekly report", "See the attached report."));
		Instant start = Instant.now().truncatedTo(ChronoUnit.MILLIS);

		smtp.sender(at(start)).sendDue();
		OutboxEntry first = entry(to);
		smtp.sender(at(start.plusSeconds(30))).sendDue();
		OutboxEntry notYetDue = entry(to);
		Instant second = start.plus(LoopbackSmtp.FIRST_RETRY);
		smtp.sender(at(second)).sendDue();
		OutboxEntry afterSecond = entry(to);
		smtp.restart();
		smtp.sender(at(second.plus(LoopbackSmtp.FIRST_RETRY.multipliedBy(2)))).sendDue();

		assertThat(first.status()).isEqualTo(MailStatus.FAILED);
		assertThat(first.attempts()).isEqualTo(1);
		assertThat(first.nextTryAt()).isEqualTo(start.plus(LoopbackSmtp.FIRST_RETRY));
		assertThat(first.lastError()).isNotBlank();
		assertThat(notYetDue.attempts()).isEqualTo(1);
		assertThat(afterSecond.attempts()).isEqualTo(2);
		assertThat(afterSecond.nextTryAt()).isEqualTo(second.plus(LoopbackSmtp.FIRST_RETRY.multipliedBy(2)));
		assertThat(entry(to).status()).isEqualTo(MailStatus.SENT);
		assertThat(entry(to).attempts()).isEqualTo(3);
		assertThat(received(to).getSubject()).isEqualTo("Weekly report");
	}

	@Test
	void aMailIsGivenUpAfterItsLastTry() {
		smtp.stop();
		String to = unique("never");
		smtp.mailer().send(OutgoingMail.text(agency.id(), to, "Alert", "A keyword left the top 3."));
		Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);

		for (int attempt = 1; attempt <= LoopbackSmtp.MAX_ATTEMPTS; attempt++) {
			smtp.sender(at(now)).sendDue();
			now = now.plus(Duration.ofDays(1));
		}

		assertThat(entry(to).status()).isEqualTo(MailStatus.FAILED);
		assertThat(entry(to).attempts()).isEqualTo(LoopbackSmtp.MAX_ATTEMPTS);
		assertThat(entry(to).nextTryAt()).isNull();
	}

	@Test
	void whileAnotherNodeHoldsTheLockThisOneSendsNothing() {
		String to = unique("once");
		smtp.mailer().send(OutgoingMail.text(agency.id(), to, "Once", "Sent by one node."));

		OutboxSender.Round round;
		try (Lease other = locks.take(OutboxSender.LOCK, Duration.ZERO).orElseThrow()) {
			round = smtp.sender(Clock.systemUTC()).sendDue();
		}

		OutboxEntry whileHeld = entry(to);
		OutboxSender.Round afterwards = smtp.sender(Clock.systemUTC()).sendDue();

		assertThat(round.ran()).isFalse();
		assertThat(whileHeld.status()).isEqualTo(MailStatus.QUEUED);
		assertThat(afterwards.ran()).isTrue();
		assertThat(entry(to).status()).isEqualTo(MailStatus.SENT);
	}

	/**
	 * A node killed while sending (DD193): the mail is still QUEUED (rows are never
	 * claimed) and the dead node's lock stays until its lease runs out, unrenewed.
	 * Meanwhile the mail is stuck work; then the next node sends it once.
	 */
	@Test
	void aMailAKilledNodeWasSendingIsSentOnceByTheNextNodeWhenTheDeadNodesLeaseEnds() throws Exception {
		String to = unique("killed");
		smtp.mailer().send(OutgoingMail.text(agency.id(), to, "Left by a dead node", "Sent once."));
		db.update(MAIL_OUTBOX)
			.set(MAIL_OUTBOX.CREATED_AT, LocalDateTime.now(ZoneOffset.UTC).minusHours(1))
			.set(MAIL_OUTBOX.NEXT_TRY_AT, LocalDateTime.now(ZoneOffset.UTC).minusHours(1))
			.where(MAIL_OUTBOX.AGENCY_ID.eq(agency.id().value()))
			.execute();
		db.insertInto(SHEDLOCK)
			.set(SHEDLOCK.NAME, OutboxSender.LOCK)
			.set(SHEDLOCK.LOCKED_BY, "the killed node")
			.set(SHEDLOCK.LOCKED_AT, LocalDateTime.now(ZoneOffset.UTC).minusSeconds(30))
			.set(SHEDLOCK.LOCK_UNTIL, LocalDateTime.now(ZoneOffset.UTC).plusSeconds(30))
			.onDuplicateKeyUpdate()
			.set(SHEDLOCK.LOCKED_BY, "the killed node")
			.set(SHEDLOCK.LOCK_UNTIL, LocalDateTime.now(ZoneOffset.UTC).plusSeconds(30))
			.execute();

		try {
			assertThat(smtp.sender(Clock.systemUTC()).sendDue().ran()).as("the dead node's lease still holds")
				.isFalse();
			assertThat(stuck.list()).extracting(StuckItem::kind).containsExactly(StuckKind.MAIL_WAITING);
		}
		finally {
			// the lease runs out: the dead node renews nothing
			db.update(SHEDLOCK)
				.set(SHEDLOCK.LOCK_UNTIL, LocalDateTime.now(ZoneOffset.UTC).minusSeconds(1))
				.where(SHEDLOCK.NAME.eq(OutboxSender.LOCK))
				.execute();
		}
		OutboxSender.Round takeover = smtp.sender(Clock.systemUTC()).sendDue();

		assertThat(takeover.ran()).isTrue();
		assertThat(entry(to).status()).isEqualTo(MailStatus.SENT);
		assertThat(received(to).getSubject()).isEqualTo("Left by a dead node");
		assertThat(Arrays.stream(smtp.smtp().getReceivedMessages())
			.filter(message -> recipient(message).equals(to))
			.count()).as("sent once").isEqualTo(1);
		assertThat(stuck.list()).isEmpty();
	}

	/**
	 * The sending node loses its lease in the middle of a mail's SMTP transfer (its
	 * database link cut, DD128, DD193): the next node takes the lock once the lease ran
	 * out and sends the mail; the first node's transfer is then cut too, and it writes
	 * nothing more, so the mail reads as sent and no later round sends it again.
	 */
	@Test
	void aMailInFlightWhenItsNodeLosesTheLeaseIsSentOnceByTheNextNodeAndNeverAgain() throws Exception {
		smtp.mailer().send(OutgoingMail.text(agency.id(), unique("in-flight"), "In flight", "Sent once."));
		ExecutorService firstNode = Executors.newSingleThreadExecutor();
		try (CuttableLocks firstNodesLocks = new CuttableLocks("the node that loses its lease", SHORT_LEASE);
				HeldSmtpLink link = HeldSmtpLink.to(smtp.smtp().getSmtp().getPort())) {
			OutboxSender sending = new OutboxSender(repository, firstNodesLocks.locks(),
					new SmtpServer(patientSender(link.port()), LoopbackSmtp.FROM), Clock.systemUTC(),
					LoopbackSmtp.FIRST_RETRY, Duration.ofHours(1), LoopbackSmtp.MAX_ATTEMPTS);
			Future<OutboxSender.Round> firstRound = firstNode.submit(sending::sendDue);
			assertThat(link.awaitHeld(Duration.ofSeconds(30))).as("the first node's transfer is in flight").isTrue();
			String to = link.recipient();
			assertThat(to).isNotNull();

			firstNodesLocks.cut();
			await("the next node takes the lock once the first node's lease ran out").pollInSameThread()
				.atMost(Duration.ofSeconds(30))
				.until(() -> smtp.sender(Clock.systemUTC()).sendDue().ran());
			link.cut();
			// the server's handler fails on the cut stream in its own thread, as it
			// should
			await("the first node's round ended").dontCatchUncaughtExceptions()
				.atMost(Duration.ofSeconds(30))
				.until(firstRound::isDone);

			assertThat(entry(to).status()).isEqualTo(MailStatus.SENT);
			assertThat(entry(to).attempts()).as("the next node's attempt only").isEqualTo(1);
			smtp.sender(Clock.offset(Clock.systemUTC(), Duration.ofHours(2))).sendDue();
			assertThat(Arrays.stream(smtp.smtp().getReceivedMessages())
				.filter(message -> recipient(message).equals(to))
				.count()).as("arrived once").isEqualTo(1);
		}
		finally {
			firstNode.shutdownNow();
		}
	}

	/**
	 * A sender that waits long for the server, so that only the cut ends its transfer.
	 */
	private static JavaMailSenderImpl patientSender(int port) {
		JavaMailSenderImpl sender = new JavaMailSenderImpl();
		sender.setHost("127.0.0.1");
		sender.setPort(port);
		Properties properties = new Properties();
		properties.put("mail.smtp.connectiontimeout", "5000");
		properties.put("mail.smtp.timeout", "120000");
		sender.setJavaMailProperties(properties);
		return sender;
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
	void aPersonalMailIsHiddenFromAdminsAndItsTextErasedOnceSent() throws Exception {
		String to = unique("reset");
		smtp.mailer()
			.send(OutgoingMail.text(agency.id(), to, "Reset your password", "Open https://portal.test/reset/secret")
				.asPersonal());
		OpenedMail queued = outbox.open(entry(to).id());

		smtp.sender(Clock.systemUTC()).sendDue();

		assertThat(queued.hidden()).isTrue();
		assertThat(queued.text()).isNull();
		assertThat(GreenMailUtil.getBody(received(to))).contains("https://portal.test/reset/secret");
		assertThat(repository.find(agency.id(), entry(to).id()).orElseThrow().text()).isNull();
	}

	@Test
	void withoutAServerTheMailIsKeptForTheAdminToReadWithItsFile() {
		String to = unique("kept");
		Delivery delivery = unconfigured.send(OutgoingMail.text(agency.id(), to, "Kept report", "Kept text.")
			.withAttachment(new MailAttachment("report.pdf", "application/pdf", PDF)));

		OutboxEntry kept = entry(to);
		OpenedMail opened = outbox.open(kept.id());

		assertThat(delivery).isEqualTo(Delivery.KEPT);
		assertThat(kept.status()).isEqualTo(MailStatus.KEPT);
		assertThat(opened.text()).isEqualTo("Kept text.");
		assertThat(opened.fromName()).isEqualTo(BRAND);
		assertThat(opened.files()).extracting(MailFile::name).containsExactly("report.pdf");
		assertThat(outbox.attachment(kept.id(), 0).content()).isEqualTo(PDF);
		assertThat(smtp.smtp().getReceivedMessages()).isEmpty();
	}

	@Test
	void aPersonalMailKeptWithoutAServerIsStoredWithoutItsText() {
		String to = unique("shown");
		unconfigured.send(
				OutgoingMail.text(agency.id(), to, "Invitation", "https://portal.test/invitation/secret").asPersonal());

		assertThat(repository.find(agency.id(), entry(to).id()).orElseThrow().text()).isNull();
	}

	@Test
	void onlyTheAgencysAdminsReadItsOutbox() {
		String to = unique("private");
		unconfigured.send(OutgoingMail.text(agency.id(), to, "Agency only", "For this agency."));
		MailId mail = entry(to).id();

		TestTenants.signIn(agency.user(Role.ACCOUNT_MANAGER));
		assertThatThrownBy(() -> outbox.open(mail)).isInstanceOf(ForbiddenException.class);
		TestTenants.signIn(new TestTenants(provisioning).agency().user(Role.AGENCY_ADMIN));
		assertThatThrownBy(() -> outbox.open(mail)).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> outbox.attachment(mail, 0)).isInstanceOf(NotFoundException.class);
		assertThat(outbox.page(0, 50)).extracting(OutboxEntry::recipients).doesNotContain(to);
	}

	@Test
	void aMailWithoutARecipientOrWithAMultiLineSubjectIsRefused() {
		assertThatThrownBy(() -> unconfigured
			.send(new OutgoingMail(agency.id(), List.of(), "Subject", "Text", null, List.of(), false)))
			.isInstanceOfSatisfying(ValidationException.class, ex -> assertThat(ex.fieldErrors()).containsKey("to"));
		assertThatThrownBy(() -> unconfigured
			.send(OutgoingMail.text(agency.id(), unique("header"), "Subject\r\nBcc: all@example.test", "Text")))
			.isInstanceOfSatisfying(ValidationException.class,
					ex -> assertThat(ex.fieldErrors()).containsKey("subject"));
	}

	private OutboxEntry entry(String to) {
		TestTenants.signIn(admin);
		return outbox.page(0, 50)
			.stream()
			.filter(row -> row.recipients().equals(to))
			.findFirst()
			.orElseThrow(() -> new AssertionError("no mail to " + to));
	}

	private MimeMessage received(String to) throws MessagingException {
		assertThat(smtp.smtp().waitForIncomingEmail(5_000, 1)).isTrue();
		for (MimeMessage message : smtp.smtp().getReceivedMessages()) {
			if (message.getAllRecipients()[0].toString().equals(to)) {
				return message;
			}
		}
		throw new AssertionError("nothing arrived for " + to);
	}

	private static Clock at(Instant instant) {
		return Clock.fixed(instant, ZoneOffset.UTC);
	}

	static String unique(String prefix) {
		return prefix + "-" + OpaqueId.next().substring(14).toLowerCase(Locale.ROOT) + "@example.test";
	}

	private static List<Part> parts(Part part) throws MessagingException, IOException {
		List<Part> parts = new ArrayList<>();
		if (part.getContent() instanceof Multipart multipart) {
			for (int i = 0; i < multipart.getCount(); i++) {
				BodyPart body = multipart.getBodyPart(i);
				parts.addAll(parts(body));
			}
		}
		else {
			parts.add(part);
		}
		return parts;
	}

	private static boolean isType(Part part, String type) {
		try {
			return part.isMimeType(type) && fileName(part) == null;
		}
		catch (MessagingException ex) {
			throw new IllegalStateException(ex);
		}
	}

	private static String content(Part part) {
		try {
			return (String) part.getContent();
		}
		catch (MessagingException | IOException ex) {
			throw new IllegalStateException(ex);
		}
	}

	private static @Nullable String fileName(Part part) {
		try {
			return part.getFileName();
		}
		catch (MessagingException ex) {
			throw new IllegalStateException(ex);
		}
	}

}
