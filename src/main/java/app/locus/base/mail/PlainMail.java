package app.locus.base.mail;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import app.locus.base.RedactedException;

import org.jspecify.annotations.Nullable;
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
 * Plain-text mail through Spring Mail when SMTP is configured ({@code spring.mail.host});
 * without it {@link #configured()} is false and senders of links show them instead
 * (DD073, DD108). Messages often hold a one-time link, so a failure is logged with the
 * message's text and links redacted, and nothing in a message is rendered as markup.
 */
@Component
public class PlainMail {

	private static final Logger log = LoggerFactory.getLogger(PlainMail.class);

	private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("d MMM yyyy, HH:mm 'UTC'", Locale.ENGLISH)
		.withZone(ZoneOffset.UTC);

	private static final Pattern LINK = Pattern.compile("https?://\\S+");

	private final @Nullable JavaMailSender sender;

	private final String from;

	@Autowired
	PlainMail(ObjectProvider<JavaMailSender> sender, @Value("${spring.mail.host:}") String host,
			@Value("${locus.mail.from:locus@localhost}") String from) {
		this(host.isBlank() ? null : sender.getIfAvailable(), from);
	}

	/** With a given sender (null for "no SMTP configured"). */
	public PlainMail(@Nullable JavaMailSender sender, String from) {
		this.sender = sender;
		this.from = from;
	}

	public boolean configured() {
		return sender != null;
	}

	private static List<String> secretsOf(String text) {
		List<String> secrets = new ArrayList<>(List.of(text));
		Matcher links = LINK.matcher(text);
		while (links.find()) {
			secrets.add(links.group());
		}
		return secrets;
	}

	/** An instant as messages write it. */
	public static String when(Instant instant) {
		return WHEN.format(instant);
	}

	/**
	 * Sends the message.
	 * @return whether the mail server took it
	 */
	public boolean send(String to, String subject, String text) {
		if (sender == null) {
			return false;
		}
		SimpleMailMessage message = new SimpleMailMessage();
		message.setFrom(from);
		message.setTo(to);
		message.setSubject(subject);
		message.setText(text);
		try {
			sender.send(message);
			return true;
		}
		catch (MailException ex) {
			// The failure may quote the message, whose links are one-time secrets.
			log.warn("Mail could not be sent", RedactedException.of(ex, secretsOf(text)));
			return false;
		}
	}

}
