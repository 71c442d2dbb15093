package app.locus.clientreports;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import app.locus.base.Counted;
import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.lock.Lease;
import app.locus.base.lock.LeasedLocks;
import app.locus.base.mail.Mailer;
import app.locus.clientreports.repository.ScheduleRepository;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Runs the client report schedules that are due (DD147), as the system: one node at a
 * time takes the lease (DD128), and each run first claims its schedule by moving the
 * stored next run on, in the same transaction as the report, its history entry and its
 * mail. So a run happens once across nodes, a restart goes on from the stored next run,
 * and a run that fails leaves nothing and is tried again at the next round.
 */
@Component
public class ScheduledReports {

	private static final Logger log = LoggerFactory.getLogger(ScheduledReports.class);

	static final String LOCK = "client-report-schedules";

	/** Runs per round; the next round takes the rest. */
	static final int BATCH = 20;

	private final ScheduleRepository schedules;

	private final ClientReportMaker maker;

	private final ReportMailing mailing;

	private final LeasedLocks locks;

	private final AuditLog audit;

	private final TransactionTemplate transaction;

	private final Clock clock;

	ScheduledReports(ScheduleRepository schedules, ClientReportMaker maker, ReportMailing mailing, LeasedLocks locks,
			AuditLog audit, PlatformTransactionManager transactions, Clock clock) {
		this.schedules = schedules;
		this.maker = maker;
		this.mailing = mailing;
		this.locks = locks;
		this.audit = audit;
		this.transaction = new TransactionTemplate(transactions);
		this.clock = clock;
	}

	/** Runs what is due now, unless another node is doing so; how many ran. */
	public int runDue() {
		Optional<Lease> taken = locks.take(LOCK, Duration.ZERO);
		if (taken.isEmpty()) {
			return 0;
		}
		int ran = 0;
		try (Lease lease = taken.get()) {
			List<ScheduleRepository.Due> due = schedules.due(clock.instant(), BATCH);
			for (ScheduleRepository.Due run : due) {
				if (!lease.held()) {
					break;
				}
				if (runOne(run)) {
					ran++;
				}
			}
		}
		return ran;
	}

	/**
	 * Claims and makes one run; false when another runner had claimed it or it failed.
	 */
	boolean runOne(ScheduleRepository.Due due) {
		try {
			return Boolean.TRUE.equals(transaction.execute(status -> {
				Instant now = clock.instant();
				if (!schedules.claim(due, due.rule().nextAfter(now), now)) {
					return false;
				}
				List<String> contacts = schedules.contacts(due.agency(), due.workspace());
				ClientReportMaker.Made made = maker.make(due.agency(), due.workspace(),
						ClientReportEntry.Origin.SCHEDULE, null);
				String mailed = "no contact to mail";
				if (!contacts.isEmpty()) {
					Mailer.Delivery delivery = mailing.send(due.agency(), contacts, made);
					mailed = "mailed to " + Counted.of(contacts.size(), "contact", "contacts") + ", " + delivery;
				}
				audit.record(AuditEntry.success(due.agency(), due.workspace(), "clientreports.schedule.run",
						made.entry().id().value(), mailed));
				return true;
			}));
		}
		catch (RuntimeException ex) {
			log.warn("Scheduled client report of workspace {} failed; it is tried again at the next round",
					due.workspace(), ex);
			return false;
		}
	}

}
