package app.locus.base.mail;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import app.locus.base.DisplayDates;
import app.locus.base.AgencyId;

import org.jspecify.annotations.Nullable;

/**
 * A message one agency sends: plain text, optionally an HTML version of it, and files. A
 * personal message (one that carries the recipient's own secret, such as a password reset
 * link) is never shown to admins in the outbox, and its text is not kept once it is
 * delivered (DD144).
 */
public record OutgoingMail(AgencyId agency, List<String> to, String subject, String text, @Nullable String html,
		List<MailAttachment> attachments, boolean personal) {

	public OutgoingMail {
		to = List.copyOf(to);
		attachments = List.copyOf(attachments);
	}

	/** A plain-text message to one address, shown to the agency's admins. */
	public static OutgoingMail text(AgencyId agency, String to, String subject, String text) {
		return new OutgoingMail(agency, List.of(to), subject, text, null, List.of(), false);
	}

	/** The same message, marked as carrying the recipient's own secret. */
	public OutgoingMail asPersonal() {
		return new OutgoingMail(agency, to, subject, text, html, attachments, true);
	}

	public OutgoingMail withHtml(String html) {
		return new OutgoingMail(agency, to, subject, text, html, attachments, personal);
	}

	public OutgoingMail withAttachment(MailAttachment attachment) {
		List<MailAttachment> more = new ArrayList<>(attachments);
		more.add(attachment);
		return new OutgoingMail(agency, to, subject, text, html, more, personal);
	}

	/** An instant as messages write it. */
	public static String when(Instant instant) {
		return DisplayDates.instant(instant);
	}

}
