package app.locus.clientreports;

import static app.locus.db.Tables.CLIENT_REPORT;
import static app.locus.db.Tables.CLIENT_REPORT_SCHEDULE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;

import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.lock.LeasedLocks;
import app.locus.base.mail.Mailer;
import app.locus.clientreports.repository.ScheduleRepository;
import app.locus.fixtures.FieldErrors;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.mail.LoopbackSmtp;
import app.locus.support.IntegrationTest;
import app.locus.support.TestDatabase;
import app.locus.tenancy.BrandingService;
import app.locus.tenancy.LanguageService;
import app.locus.tenancy.SiteBranding;
import jakarta.mail.BodyPart;
import jakarta.mail.Multipart;
import jakarta.mail.internet.MimeMessage;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * Schedules and their runs: checked input, who may change them, a due run made once by
 * two runners at the same moment, and the mail that arrives at a real SMTP server with
 * the PDF whose text is read back.
 */
@IntegrationTest
class ClientReportScheduleTest {

	static final String BRAND = "Harbor Local Marketing";

	@Autowired
	DSLContext db;

	@Autowired
	ApplicationContext context;

	@Autowired
	ClientReportScheduleService schedules;

	@Autowired
	ScheduleRepository repository;

	@Autowired
	ClientReportMaker maker;

	@Autowired
	BrandingService branding;

	@Autowired
	LanguageService languages;

	@Autowired
	LeasedLocks locks;

	@Autowired
	AuditLog audit;

	@Autowired
	PlatformTransactionManager transactions;

	Tenant tenant;

	LoopbackSmtp smtp;

	@BeforeEach
	void anAgencyWithAScanAndAMailServer() {
		smtp = new LoopbackSmtp(context);
		tenant = new TenantFixture(db).tenant();
		TenantFixture.signIn(tenant.admin());
		branding.update(BRAND, "#0a7d5a");
		new StoredScans(db).scan(tenant.agency(), tenant.workspace(), LocalDate.now(ZoneOffset.UTC).minusDays(1),
				"emergency plumber", StoredScans.SIXTY_FOUR, "48.5");
		TenantFixture.signIn(tenant.manager());
	}

	@AfterEach
	void stop() {
		TenantFixture.signOut();
		smtp.close();
	}

	@Test
	void refusesAnIncompleteScheduleAndBadContactsAndKeepsWhatWasSaved() {
		schedules.saveContacts(tenant.workspace(), List.of(" Owner@Bayside.test ", "owner@bayside.test", ""));
		schedules.saveSchedule(tenant.workspace(),
				new ScheduleInput(Frequency.WEEKLY, DayOfWeek.MONDAY, null, LocalTime.of(8, 0), "Europe/Berlin"));

		assertThat(FieldErrors.of(() -> schedules.saveSchedule(tenant.workspace(),
				new ScheduleInput(Frequency.MONTHLY, null, 29, null, "Mars/Olympus"))))
			.containsOnlyKeys("dayOfMonth", "time", "zone");
		assertThat(FieldErrors.of(() -> schedules.saveSchedule(tenant.workspace(),
				new ScheduleInput(Frequency.WEEKLY, null, null, LocalTime.NOON, "UTC"))))
			.containsOnlyKeys("weekday");
		assertThat(FieldErrors.of(() -> schedules.saveContacts(tenant.workspace(), List.of("not an address"))))
			.containsOnlyKeys("contacts");
		List<String> tooMany = IntStream.rangeClosed(1, ClientReportScheduleService.CONTACTS_MAX + 1)
			.mapToObj(i -> "contact" + i + "@bayside.test")
			.toList();
		assertThat(FieldErrors.of(() -> schedules.saveContacts(tenant.workspace(), tooMany)))
			.containsOnlyKeys("contacts");
		assertThat(schedules.contacts(tenant.workspace())).containsExactly("owner@bayside.test");
		assertThat(schedules.schedule(tenant.workspace()).orElseThrow().rule().weekday()).isEqualTo(DayOfWeek.MONDAY);
	}

	@Test
	void refusesAClientViewerAndAnotherAgency() {
		TenantFixture.signIn(tenant.viewer());
		assertThatThrownBy(() -> schedules.runNow(tenant.workspace())).isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> schedules.contacts(tenant.workspace())).isInstanceOf(ForbiddenException.class);

		Tenant other = new TenantFixture(db).tenant();
		TenantFixture.signIn(other.admin());
		assertThatThrownBy(() -> schedules.saveContacts(tenant.workspace(), List.of("x@other.test")))
			.isInstanceOf(NotFoundException.class);
	}

	@Test
	void makesADueRunOnceWhenTwoRunnersTakeItAtTheSameMoment() throws Exception {
		dueSchedule();
		ScheduleRepository.Due due = repository.due(Instant.now(), 1000)
			.stream()
			.filter(run -> run.workspace().equals(tenant.workspace()))
			.findFirst()
			.orElseThrow();
		ScheduledReports first = runner(Clock.systemUTC());
		ScheduledReports second = runner(Clock.systemUTC());
		CyclicBarrier start = new CyclicBarrier(2);
		ExecutorService threads = Executors.newFixedThreadPool(2);
		try {
			List<Future<Boolean>> runs = new ArrayList<>();
			for (ScheduledReports runner : List.of(first, second)) {
				Callable<Boolean> run = () -> {
					start.await(10, TimeUnit.SECONDS);
					return runner.runOne(due);
				};
				runs.add(threads.submit(run));
			}
			List<Boolean> outcomes = new ArrayList<>();
			for (Future<Boolean> run : runs) {
				outcomes.add(run.get(60, TimeUnit.SECONDS));
			}
			assertThat(outcomes).containsExactlyInAnyOrder(true, false);
		}
		finally {
			threads.shutdownNow();
		}
		assertThat(db.fetchCount(CLIENT_REPORT, CLIENT_REPORT.WORKSPACE_ID.eq(tenant.workspace().value())))
			.isEqualTo(1);
		assertThat(nextRun()).isAfter(Instant.now());
	}

	@Test
	void aDueRunMailsThePdfToTheContactsAndTheTextReadsBack() throws Exception {
		dueSchedule();
		TenantFixture.signOut();

		ScheduledReports runner = runner(Clock.systemUTC());
		runner.runDue();
		smtp.sender(Clock.systemUTC()).sendDue();

		MimeMessage message = theContactsMail();
		assertThat(message.getSubject()).startsWith("Local visibility report for Workspace");
		String text = PdfText.of(pdf(message));
		assertThat(text).contains(BRAND, "You appear in the top 3 in 64% of the area around your business");
		assertThat(text).doesNotContain(SiteBranding.PLATFORM_NAME);
		assertThat(db.fetchCount(CLIENT_REPORT,
				CLIENT_REPORT.WORKSPACE_ID.eq(tenant.workspace().value()).and(CLIENT_REPORT.ORIGIN.eq("SCHEDULE"))))
			.isEqualTo(1);
	}

	@Test
	void aGermanClientGetsTheMailAndThePdfInGermanWithGermanNumbers() throws Exception {
		languages.setForWorkspace(tenant.workspace(), "de");
		dueSchedule();
		TenantFixture.signOut();

		runner(Clock.systemUTC()).runDue();
		smtp.sender(Clock.systemUTC()).sendDue();

		MimeMessage message = theContactsMail();
		assertThat(message.getSubject()).startsWith("Bericht zur lokalen Sichtbarkeit für Workspace");
		assertThat(text(message)).startsWith("Guten Tag,").contains("im Anhang als PDF", BRAND);
		String pdf = PdfText.of(pdf(message)).replace('\u00a0', ' ');
		assertThat(pdf).contains("Zusammenfassung", "Erstellt von " + BRAND + " · Seite",
				"Sie erscheinen in 64 % des Gebiets um Ihr Unternehmen unter den Top 3",
				"1 Scan wurde in diesem Zeitraum durchgeführt.",
				"Im Durchschnitt hält Ihr Unternehmen 48,5 % der lokalen Suchergebnisse");
		assertThat(pdf).doesNotContain("Summary", "You appear", "Prepared by");
	}

	/**
	 * A run whose database connection is lost after the report and its PDF were made, its
	 * history entry and mail written, just before the commit (the server ends the
	 * connection, as it does when the node dies): nothing of the run is kept, the
	 * schedule is still due, and the next round makes the report once and its mail
	 * arrives once (DD147, DD193).
	 */
	@Test
	void aRunCutJustBeforeItsCommitLeavesNothingAndTheNextRoundMakesItOnce() throws Exception {
		dueSchedule();
		Instant dueAt = nextRun();
		TenantFixture.signOut();
		ScheduledReports cutBeforeCommit = new ScheduledReports(repository, maker,
				new ConnectionLostBeforeCommit(smtp.mailer(), branding, db), locks, audit, transactions,
				Clock.systemUTC());

		assertThat(cutBeforeCommit.runOne(dueRun())).as("the cut run did not happen").isFalse();
		smtp.sender(Clock.systemUTC()).sendDue();

		assertThat(db.fetchCount(CLIENT_REPORT, CLIENT_REPORT.WORKSPACE_ID.eq(tenant.workspace().value())))
			.as("no report kept")
			.isZero();
		assertThat(nextRun()).as("the schedule is still due").isEqualTo(dueAt);
		assertThat(arrivedForTheContact()).as("no mail sent").isZero();

		assertThat(runner(Clock.systemUTC()).runOne(dueRun())).isTrue();
		smtp.sender(Clock.systemUTC()).sendDue();

		assertThat(smtp.smtp().waitForIncomingEmail(10_000, 1)).isTrue();
		assertThat(arrivedForTheContact()).as("mailed once").isEqualTo(1);
		assertThat(db.fetchCount(CLIENT_REPORT, CLIENT_REPORT.WORKSPACE_ID.eq(tenant.workspace().value())))
			.as("made once")
			.isEqualTo(1);
		assertThat(nextRun()).isAfter(Instant.now());
	}

	/**
	 * Queues the report's mail, then, just before the run's transaction commits, has the
	 * database end that transaction's connection and waits until the server has dropped
	 * it.
	 */
	private static final class ConnectionLostBeforeCommit extends ReportMailing {

		private final DSLContext db;

		ConnectionLostBeforeCommit(Mailer mailer, BrandingService branding, DSLContext db) {
			super(mailer, branding);
			this.db = db;
		}

		@Override
		Mailer.Delivery send(AgencyId agency, List<String> contacts, ClientReportMaker.Made made) {
			Mailer.Delivery delivery = super.send(agency, contacts, made);
			long connection = db.select(DSL.field("connection_id()", Long.class)).fetchSingle().value1();
			TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {

				@Override
				public void beforeCommit(boolean readOnly) {
					kill(connection);
				}

			});
			return delivery;
		}

		private static void kill(long connection) {
			try (Connection other = DriverManager.getConnection(TestDatabase.url(), TestDatabase.user(),
					TestDatabase.password()); Statement statement = other.createStatement()) {
				statement.execute("KILL CONNECTION " + connection);
				await("the server dropped the connection").atMost(Duration.ofSeconds(10)).until(() -> {
					try (ResultSet rows = statement
						.executeQuery("SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE ID = " + connection)) {
						return rows.next() && rows.getInt(1) == 0;
					}
				});
			}
			catch (SQLException ex) {
				throw new IllegalStateException("The test could not end the run's connection", ex);
			}
		}

	}

	private ScheduleRepository.Due dueRun() {
		return repository.due(Instant.now(), 1000)
			.stream()
			.filter(run -> run.workspace().equals(tenant.workspace()))
			.findFirst()
			.orElseThrow(() -> new AssertionError("the schedule is not due"));
	}

	private long arrivedForTheContact() {
		return java.util.Arrays.stream(smtp.smtp().getReceivedMessages())
			.filter(received -> recipient(received).equals(contact()))
			.count();
	}

	private MimeMessage theContactsMail() {
		assertThat(smtp.smtp().waitForIncomingEmail(10_000, 1)).isTrue();
		return java.util.Arrays.stream(smtp.smtp().getReceivedMessages())
			.filter(received -> recipient(received).equals(contact()))
			.findFirst()
			.orElseThrow(() -> new AssertionError("nothing arrived for " + contact()));
	}

	private String contact() {
		return "owner-" + tenant.workspace().value().toLowerCase(java.util.Locale.ROOT) + "@bayside.test";
	}

	private void dueSchedule() {
		schedules.saveContacts(tenant.workspace(), List.of(contact()));
		schedules.saveSchedule(tenant.workspace(),
				new ScheduleInput(Frequency.MONTHLY, DayOfWeek.MONDAY, null, LocalTime.of(8, 0), "Europe/Berlin"));
		db.update(CLIENT_REPORT_SCHEDULE)
			.set(CLIENT_REPORT_SCHEDULE.NEXT_RUN_AT, DbTime.utc(Instant.now().minusSeconds(60)))
			.where(CLIENT_REPORT_SCHEDULE.WORKSPACE_ID.eq(tenant.workspace().value()))
			.execute();
	}

	private Instant nextRun() {
		return DbTime.instant(db.select(CLIENT_REPORT_SCHEDULE.NEXT_RUN_AT)
			.from(CLIENT_REPORT_SCHEDULE)
			.where(CLIENT_REPORT_SCHEDULE.WORKSPACE_ID.eq(tenant.workspace().value()))
			.fetchSingle(CLIENT_REPORT_SCHEDULE.NEXT_RUN_AT));
	}

	private ScheduledReports runner(Clock clock) {
		return new ScheduledReports(repository, maker, new ReportMailing(smtp.mailer(), branding), locks, audit,
				transactions, clock);
	}

	private static String recipient(MimeMessage message) {
		try {
			return message.getAllRecipients()[0].toString();
		}
		catch (jakarta.mail.MessagingException ex) {
			throw new IllegalStateException(ex);
		}
	}

	private static byte[] pdf(MimeMessage message) throws Exception {
		return partIn((Multipart) message.getContent(), "application/pdf")
			.orElseThrow(() -> new AssertionError("no PDF attached"));
	}

	private static String text(MimeMessage message) throws Exception {
		return new String(partIn((Multipart) message.getContent(), "text/plain")
			.orElseThrow(() -> new AssertionError("no text part")), StandardCharsets.UTF_8);
	}

	private static java.util.Optional<byte[]> partIn(Multipart parts, String type) throws Exception {
		for (int i = 0; i < parts.getCount(); i++) {
			BodyPart part = parts.getBodyPart(i);
			if (part.isMimeType(type)) {
				return java.util.Optional.of(part.getInputStream().readAllBytes());
			}
			if (part.getContent() instanceof Multipart nested) {
				java.util.Optional<byte[]> found = partIn(nested, type);
				if (found.isPresent()) {
					return found;
				}
			}
		}
		return java.util.Optional.empty();
	}

}
