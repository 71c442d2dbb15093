package app.locus.mail;

import java.io.UnsupportedEncodingException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

import app.locus.base.lock.Lease;
import app.locus.base.lock.LeasedLocks;
import app.locus.base.mail.MailAttachment;
import app.locus.mail.repository.OutboxRepository;
import app.locus.mail.repository.OutboxRepository.Due;
import jakarta.activation.DataHandler;
import jakarta.mail.MessagingException;
import jakarta.mail.Part;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeBodyPart;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeUtility;
import jakarta.mail.util.ByteArrayDataSource;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.NestedExceptionUtils;
import org.springframework.mail.MailException;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.mail.javamail.MimeMessageHelper;
import org.springframework.stereotype.Component;
import org.springframework.util.backoff.BackOffExecution;
import org.springframework.util.backoff.ExponentialBackOff;

/**
 * Delivers the outbox's due mails (DD144), on one node at a time (a leased lock, DD128).
 * A mail whose attempt fails is tried again after Spring's {@link ExponentialBackOff} (by
 * default 1 minute, doubling, at most an hour apart) until it has had
 * {@code locus.mail.max-attempts} tries, then given up. The outcome is written after each
 * mail, so a restart goes on where the round stopped; a node that dies between the mail
 * server's answer and that write sends that one mail again (at least once).
 */
@Component
public class OutboxSender {

	private static final Logger log = LoggerFactory.getLogger(OutboxSender.class);

	static final String LOCK = "mail-outbox";

	/** Mails taken per round; the next round takes the rest. */
	static final int BATCH = 50;

	private static final int ERROR_MAX = 500;

	private static final String LINK = "https?://\\S+";

	/** What a round did. */
	public record Round(boolean ran, int sent, int failed) {

		static Round skipped() {
			return new Round(false, 0, 0);
		}

	}

	private final OutboxRepository outbox;

	private final LeasedLocks locks;

	private final SmtpServer server;

	private final Clock clock;

	private final ExponentialBackOff backOff;

	@Autowired
	OutboxSender(OutboxRepository outbox, LeasedLocks locks, SmtpServer server, Clock clock,
			@Value("${locus.mail.retry-first:PT1M}") Duration first,
			@Value("${locus.mail.retry-longest:PT1H}") Duration longest,
			@Value("${locus.mail.max-attempts:8}") int maxAttempts) {
		this.outbox = outbox;
		this.locks = locks;
		this.server = server;
		this.clock = clock;
		this.backOff = new ExponentialBackOff(first.toMillis(), 2);
		backOff.setMaxInterval(longest.toMillis());
		// the first attempt is not a retry
		backOff.setMaxAttempts(maxAttempts - 1);
	}

	/**
	 * Sends what is due now, unless another node is doing so or no server is configured.
	 */
	public Round sendDue() {
		JavaMailSender sender = server.sender();
		if (sender == null) {
			return Round.skipped();
		}
		Optional<Lease> taken = locks.take(LOCK, Duration.ZERO);
		if (taken.isEmpty()) {
			return Round.skipped();
		}
		try (Lease lease = taken.get()) {
			int sent = 0;
			int failed = 0;
			for (Due mail : outbox.due(clock.instant(), BATCH)) {
				if (!lease.held()) {
					break;
				}
				if (send(sender, mail, lease)) {
					sent++;
				}
				else {
					failed++;
				}
			}
			return new Round(true, sent, failed);
		}
	}

	private boolean send(JavaMailSender sender, Due mail, Lease lease) {
		int attempts = mail.attempts() + 1;
		try {
			sender.send(message(sender, mail));
		}
		catch (MailException | MessagingException | UnsupportedEncodingException ex) {
			lease.requireHeld();
			String error = error(ex);
			Instant next = nextTry(attempts);
			outbox.markFailed(mail.id(), attempts, error, next, next == null && mail.personal());
			// no stack trace: a mail server's answer may quote the mail, and a mail may
			// carry a one-time link; only the summary with links replaced is logged
			// (DD144)
			log.warn("Mail {} could not be sent (attempt {}, {}): {}", mail.id(), attempts,
					next == null ? "given up" : "next try " + next, error);
			return false;
		}
		lease.requireHeld();
		outbox.markSent(mail.id(), attempts, clock.instant(), mail.personal());
		return true;
	}

	/** When to try again after this many failed attempts; null to give up. */
	@Nullable
	Instant nextTry(int attempts) {
		BackOffExecution execution = backOff.start();
		long wait = BackOffExecution.STOP;
		for (int i = 0; i < attempts; i++) {
			wait = execution.nextBackOff();
		}
		return wait == BackOffExecution.STOP ? null : clock.instant().plusMillis(wait);
	}

	private MimeMessage message(JavaMailSender sender, Due mail)
			throws MessagingException, UnsupportedEncodingException {
		MimeMessage message = sender.createMimeMessage();
		String html = mail.html();
		MimeMessageHelper helper = new MimeMessageHelper(message, html != null || !mail.attachments().isEmpty(),
				StandardCharsets.UTF_8.name());
		helper.setFrom(new InternetAddress(server.fromAddress(), mail.fromName(), StandardCharsets.UTF_8.name()));
		helper.setTo(mail.to().toArray(String[]::new));
		helper.setSubject(mail.subject());
		String text = mail.text() == null ? "" : mail.text();
		if (html != null) {
			helper.setText(text, html);
		}
		else {
			helper.setText(text);
		}
		for (MailAttachment file : mail.attachments()) {
			helper.getRootMimeMultipart().addBodyPart(attachment(file));
		}
		return message;
	}

	/**
	 * A file always in base64: a file that happens to be ASCII (a small PDF) would
	 * otherwise go as text, and its line ends would be rewritten on the way.
	 */
	private static MimeBodyPart attachment(MailAttachment file)
			throws MessagingException, UnsupportedEncodingException {
		MimeBodyPart part = new MimeBodyPart();
		part.setDataHandler(new DataHandler(new ByteArrayDataSource(file.content(), file.contentType())));
		part.setDisposition(Part.ATTACHMENT);
		part.setFileName(MimeUtility.encodeText(file.name(), StandardCharsets.UTF_8.name(), null));
		part.setHeader("Content-Transfer-Encoding", "base64");
		return part;
	}

	/**
	 * What the admin sees of a failure: its cause, without any link a message carried.
	 */
	private static String error(Exception failure) {
		Throwable cause = NestedExceptionUtils.getMostSpecificCause(failure);
		String error = (cause.getClass().getSimpleName() + ": " + cause.getMessage()).replaceAll(LINK, "[link]");
		return error.length() <= ERROR_MAX ? error : error.substring(0, ERROR_MAX);
	}

}
