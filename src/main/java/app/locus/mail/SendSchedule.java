package app.locus.mail;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Configuration;
import org.springframework.scheduling.annotation.EnableScheduling;
import org.springframework.scheduling.annotation.Scheduled;

/**
 * Runs the {@link OutboxSender} every {@code locus.mail.send-interval} (default 10
 * seconds) on every node; the sender's lock lets one of them send. Without a mail server
 * a round does nothing.
 */
@Configuration(proxyBeanMethods = false)
@EnableScheduling
class SendSchedule {

	private static final Logger log = LoggerFactory.getLogger(SendSchedule.class);

	private final OutboxSender sender;

	SendSchedule(OutboxSender sender) {
		this.sender = sender;
	}

	@Scheduled(initialDelayString = "${locus.mail.send-interval:PT10S}",
			fixedDelayString = "${locus.mail.send-interval:PT10S}")
	void sendDue() {
		OutboxSender.Round round = sender.sendDue();
		if (round.failed() > 0) {
			log.info("Mail outbox: {} sent, {} failed", round.sent(), round.failed());
		}
	}

}
