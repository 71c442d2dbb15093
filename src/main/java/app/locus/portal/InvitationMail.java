package app.locus.portal;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

import app.locus.base.RedactedException;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.mail.MailException;
import org.springframework.mail.SimpleMailMessage;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.stereotype.Component;

/**
 * Sends invitation links through Spring Mail when SMTP is configured
 * ({@code spring.mail.host}); without it {@link #configured()} is false and the link is
 * shown to the admin instead. The message is plain text, so nothing in it is rendered as
 * markup.
 */
@Component
public class InvitationMail {

	private static final Logger log = LoggerFactory.getLogger(InvitationMail.class);

	private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("d MMM yyyy, HH:mm 'UTC'", Locale.ENGLISH)
		.withZone(ZoneOffset.UTC);

	private final JavaMailSender sender;

	private final String from;

	@Autowired
	InvitationMail(ObjectProvider<JavaMailSender> sender, @Value("${spring.mail.host:}") String host,
			@Value("${locus.mail.from:locus@localhost}") String from) {
		this(host.isBlank() ? null : sender.getIfAvailable(), from);
	}

	/** With a given sender (null for "no SMTP configured"). */
	public InvitationMail(JavaMailSender sender, String from) {
		this.sender = sender;
		this.from = from;
	}

	public boolean configured() {
		return sender != null;
	}

	/**
	 * Sends the link.
	 * @return whether the mail server took the message
	 */
	boolean send(String to, String agencyName, String link, Instant expiresAt) {
		if (sender == null) {
			return false;
		}
		SimpleMailMessage message = new SimpleMailMessage();
		message.setFrom(from);
		message.setTo(to);
		message.setSubject(agencyName + " invited you to their reporting portal");
		message.setText(agencyName + " invited you to see your local visibility reports.\n\n"
				+ "Open this link to choose your password:\n" + link + "\n\n" + "The link works once, until "
				+ WHEN.format(expiresAt) + ". If you did not expect this invitation, ignore this message.\n");
		try {
			sender.send(message);
			return true;
		}
		catch (MailException ex) {
			// The failure may quote the message, which holds the one-time link.
			log.warn("Invitation mail could not be sent", RedactedException.of(ex, link));
			return false;
		}
	}

}
