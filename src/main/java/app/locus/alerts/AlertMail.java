package app.locus.alerts;

import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

import app.locus.alerts.repository.AlertRepository;
import app.locus.alerts.repository.AlertRepository.MailDue;
import app.locus.base.AgencyId;
import app.locus.base.UserId;
import app.locus.base.lock.Lease;
import app.locus.base.lock.LeasedLocks;
import app.locus.base.mail.Mailer;
import app.locus.base.mail.OutgoingMail;
import app.locus.security.PublicAddresses;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Mails the alerts people want by e-mail, on one node at a time (DD148). A person's
 * alerts wait until the oldest is {@code locus.alerts.digest-window} old (default a
 * minute), so alerts that fire together are seen together: more than
 * {@value #DIGEST_AFTER} go in one digest mail, fewer each in its own. The mails go
 * through the outbox ({@link Mailer}), in the same transaction that marks them mailed.
 */
@Component
class AlertMail {

	static final String LOCK = "alerts-mail";

	static final int DIGEST_AFTER = 5;

	private static final int BATCH = 500;

	private final AlertRepository alerts;

	private final Mailer mailer;

	private final PublicAddresses addresses;

	private final LeasedLocks locks;

	private final TransactionTemplate transactions;

	private final Clock clock;

	private final Duration digestWindow;

	AlertMail(AlertRepository alerts, Mailer mailer, PublicAddresses addresses, LeasedLocks locks,
			TransactionTemplate transactions, Clock clock,
			@Value("${locus.alerts.digest-window:PT1M}") Duration digestWindow) {
		this.alerts = alerts;
		this.mailer = mailer;
		this.addresses = addresses;
		this.locks = locks;
		this.transactions = transactions;
		this.clock = clock;
		this.digestWindow = digestWindow;
	}

	/**
	 * @return how many mails were put in the outbox, or -1 when another node is at it
	 */
	int mailDue() {
		Optional<Lease> taken = locks.take(LOCK, Duration.ZERO);
		if (taken.isEmpty()) {
			return -1;
		}
		try (Lease lease = taken.get()) {
			Map<UserId, List<MailDue>> byPerson = alerts.mailDue(clock.instant().minus(digestWindow), BATCH)
				.stream()
				.collect(Collectors.groupingBy(MailDue::user, LinkedHashMap::new, Collectors.toList()));
			int mails = 0;
			for (List<MailDue> due : byPerson.values()) {
				lease.requireHeld();
				mails += Objects.requireNonNull(transactions.execute(status -> send(due)));
			}
			return mails;
		}
	}

	private int send(List<MailDue> due) {
		MailDue first = due.get(0);
		String portal = addresses.agency(first.agency()).resolve("/alerts").toString();
		if (due.size() > DIGEST_AFTER) {
			String lines = due.stream().map(AlertMail::line).collect(Collectors.joining("\n"));
			mail(first.agency(), first.email(), due.size() + " alerts",
					due.size() + " alerts fired at about the same time:\n\n" + lines + "\n\nSee them all: " + portal);
		}
		else {
			for (MailDue alert : due) {
				mail(alert.agency(), alert.email(), alert.title(),
						alert.workspaceName() + "\n\n" + alert.title() + "\n" + alert.detail() + "\n\n"
								+ OutgoingMail.when(alert.firedAt()) + "\nSee your alerts: " + portal);
			}
		}
		alerts.mailed(first.user(), due.stream().map(MailDue::alert).toList());
		return due.size() > DIGEST_AFTER ? 1 : due.size();
	}

	private void mail(AgencyId agency, String to, String subject, String text) {
		mailer.send(OutgoingMail.text(agency, to, "Alert: " + subject, text));
	}

	private static String line(MailDue alert) {
		return "- " + OutgoingMail.when(alert.firedAt()) + ", " + alert.workspaceName() + ": " + alert.title();
	}

}
