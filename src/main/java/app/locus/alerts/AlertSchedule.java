package app.locus.alerts;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Configuration;
import org.springframework.scheduling.annotation.EnableScheduling;
import org.springframework.scheduling.annotation.Scheduled;

/**
 * Runs the alerts' background rounds on every node; each takes its own leased lock, so
 * one node does each at a time.
 */
@Configuration(proxyBeanMethods = false)
@EnableScheduling
class AlertSchedule {

	private static final Logger log = LoggerFactory.getLogger(AlertSchedule.class);

	private final ChangeWatch watch;

	private final AlertMail mail;

	private final WebhookSender webhooks;

	private final CreditsWatch credits;

	AlertSchedule(ChangeWatch watch, AlertMail mail, WebhookSender webhooks, CreditsWatch credits) {
		this.watch = watch;
		this.credits = credits;
		this.mail = mail;
		this.webhooks = webhooks;
	}

	@Scheduled(initialDelayString = "${locus.alerts.interval:PT15S}",
			fixedDelayString = "${locus.alerts.interval:PT15S}")
	void run() {
		// each round on its own: one failing does not hold up the others
		for (Runnable round : new Runnable[] { watch::watch, mail::mailDue, webhooks::sendDue }) {
			try {
				round.run();
			}
			catch (RuntimeException ex) {
				log.warn("An alerts round failed; the next run tries again", ex);
			}
		}
	}

	/**
	 * The credits round, less often: balances are read hourly (DD051) and the forecast
	 * reads every agency's calendar.
	 */
	@Scheduled(initialDelayString = "${locus.alerts.credits-interval:PT10M}",
			fixedDelayString = "${locus.alerts.credits-interval:PT10M}")
	void runCredits() {
		try {
			credits.watch();
		}
		catch (RuntimeException ex) {
			log.warn("The credits alerts round failed; the next run tries again", ex);
		}
	}

}
