package app.locus.alerts;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import app.locus.alerts.repository.AlertRepository;
import app.locus.alerts.repository.AlertRepository.Recipient;
import app.locus.alerts.repository.WebhookRepository;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * Fires what the detectors found (DD148): once per kind and subject in a workspace within
 * {@code locus.alerts.dedup-window} (default 6 hours), or for good for the kinds whose
 * subject names one occurrence (DD152), stored with a receipt for each person who
 * receives the workspace's alerts (in the bell, and marked for the mail round when they
 * want mail), and queued for the workspace's webhook. The rule is checked by the
 * detector, which knows its threshold.
 */
@Component
class AlertDispatch {

	private final AlertRepository alerts;

	private final WebhookRepository webhooks;

	private final Clock clock;

	private final Duration dedupWindow;

	AlertDispatch(AlertRepository alerts, WebhookRepository webhooks, Clock clock,
			@Value("${locus.alerts.dedup-window:PT6H}") Duration dedupWindow) {
		this.alerts = alerts;
		this.webhooks = webhooks;
		this.clock = clock;
		this.dedupWindow = dedupWindow;
	}

	/**
	 * @return whether it fired (false when the same alert fired within the window)
	 */
	@Transactional
	public boolean fire(Firing firing) {
		Instant now = clock.instant();
		Instant since = firing.kind().oncePerSubject() ? Instant.EPOCH : now.minus(dedupWindow);
		if (alerts.firedSince(firing.workspace(), firing.kind(), firing.subject(), since)) {
			return false;
		}
		AlertId id = AlertId.random();
		alerts.insert(id, firing, now);
		List<Recipient> recipients = alerts.recipients(firing.agency(), firing.workspace(), firing.kind())
			.stream()
			.filter(person -> person.wants(AlertChannel.IN_APP) || person.wants(AlertChannel.EMAIL))
			.toList();
		if (!recipients.isEmpty()) {
			alerts.insertReceipts(id, firing.agency(), recipients, now);
		}
		webhooks.queue(firing.agency(), firing.workspace(), id, now);
		return true;
	}

}
