package app.locus.mail;

import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.stereotype.Component;

/**
 * The mail server Spring Mail is configured with ({@code spring.mail.host}, port, user,
 * password), or none, and the address mails are sent from ({@code locus.mail.from}); the
 * display name is each agency's own.
 */
@Component
public class SmtpServer {

	private final @Nullable JavaMailSender sender;

	private final String fromAddress;

	@Autowired
	SmtpServer(ObjectProvider<JavaMailSender> sender, @Value("${spring.mail.host:}") String host,
			@Value("${locus.mail.from:locus@localhost}") String fromAddress) {
		this(host.isBlank() ? null : sender.getIfAvailable(), fromAddress);
	}

	/** A given server, or none. */
	public SmtpServer(@Nullable JavaMailSender sender, String fromAddress) {
		this.sender = sender;
		this.fromAddress = fromAddress;
	}

	@Nullable
	JavaMailSender sender() {
		return sender;
	}

	String fromAddress() {
		return fromAddress;
	}

	boolean configured() {
		return sender != null;
	}

}
