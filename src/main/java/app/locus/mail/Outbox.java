package app.locus.mail;

import java.time.Clock;
import java.time.Instant;

import app.locus.base.EmailAddress;
import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.base.mail.MailAttachment;
import app.locus.base.mail.Mailer;
import app.locus.base.mail.OutgoingMail;
import app.locus.mail.repository.OutboxRepository;
import app.locus.tenancy.BrandingService;

import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * Every feature's way to send mail (DD144): the message is written to the outbox in the
 * caller's transaction, From the agency's brand name, and the {@link OutboxSender}
 * delivers it. Without a mail server it is kept, never sent; a personal message is then
 * kept without its text (the caller shows its link instead, DD108).
 */
@Component
public class Outbox implements Mailer {

	public static final int MAX_RECIPIENTS = 50;

	public static final int SUBJECT_MAX = 255;

	public static final int TEXT_MAX = 1_000_000;

	public static final int FILE_NAME_MAX = 200;

	public static final int CONTENT_TYPE_MAX = 100;

	/** All files of one mail together; most mail servers refuse far larger messages. */
	public static final int FILES_MAX_BYTES = 15 * 1024 * 1024;

	private final OutboxRepository outbox;

	private final BrandingService branding;

	private final SmtpServer server;

	private final Clock clock;

	Outbox(OutboxRepository outbox, BrandingService branding, SmtpServer server, Clock clock) {
		this.outbox = outbox;
		this.branding = branding;
		this.server = server;
		this.clock = clock;
	}

	/**
	 * @throws ValidationException for no or too many recipients, a malformed address, a
	 * blank or multi-line subject, or files without a name, type or beyond
	 * {@value #FILES_MAX_BYTES} bytes together
	 */
	@Override
	@Transactional
	public Delivery send(OutgoingMail mail) {
		check(mail);
		String fromName = branding.forAgency(mail.agency()).displayName();
		Instant now = clock.instant();
		boolean sent = server.configured();
		outbox.insert(MailId.random(), mail, fromName, sent ? MailStatus.QUEUED : MailStatus.KEPT, sent ? now : null,
				now, sent || !mail.personal());
		return sent ? Delivery.QUEUED : Delivery.KEPT;
	}

	@Override
	public boolean configured() {
		return server.configured();
	}

	private static void check(OutgoingMail mail) {
		String html = mail.html();
		Validation validation = new Validation()
			.check(!mail.to().isEmpty() && mail.to().size() <= MAX_RECIPIENTS, "to",
					"A mail needs from 1 to " + MAX_RECIPIENTS + " recipients.")
			.check(mail.to().stream().allMatch(to -> EmailAddress.isWellFormed(EmailAddress.normalise(to))), "to",
					"Every recipient must be an e-mail address.")
			.check(!mail.subject().isBlank() && mail.subject().length() <= SUBJECT_MAX
					&& mail.subject().chars().noneMatch(c -> c == '\r' || c == '\n'), "subject",
					"The subject must be one line of 1 to " + SUBJECT_MAX + " characters.")
			.check(mail.text().length() <= TEXT_MAX && (html == null || html.length() <= TEXT_MAX), "text",
					"The text must be at most " + TEXT_MAX + " characters.");
		long bytes = 0;
		for (MailAttachment file : mail.attachments()) {
			bytes += file.content().length;
			validation
				.check(!file.name().isBlank() && file.name().length() <= FILE_NAME_MAX, "attachments",
						"Every file needs a name of at most " + FILE_NAME_MAX + " characters.")
				.check(!file.contentType().isBlank() && file.contentType().length() <= CONTENT_TYPE_MAX, "attachments",
						"Every file needs a type.");
		}
		validation
			.check(bytes <= FILES_MAX_BYTES, "attachments",
					"The files must be at most " + FILES_MAX_BYTES / (1024 * 1024) + " MB together.")
			.throwIfInvalid();
	}

}
