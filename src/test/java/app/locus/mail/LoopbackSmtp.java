package app.locus.mail;

import java.time.Clock;
import java.time.Duration;
import java.util.Properties;

import app.locus.base.lock.LeasedLocks;
import app.locus.base.mail.Mailer;
import app.locus.mail.repository.OutboxRepository;
import app.locus.tenancy.BrandingService;
import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;

import org.springframework.context.ApplicationContext;
import org.springframework.mail.javamail.JavaMailSenderImpl;

/**
 * A real SMTP server (GreenMail) on a loopback port of this JVM, and the outbox and
 * sender of the application pointed at it: the shared test context has no mail server, so
 * its own outbox only keeps mails. The server can be stopped and started again on the
 * same port to stand for a mail server that is away for a while.
 */
public final class LoopbackSmtp implements AutoCloseable {

	public static final String FROM = "reports@locus.test";

	/** The sender's back-off in these tests: one minute, doubling; four tries. */
	public static final Duration FIRST_RETRY = Duration.ofMinutes(1);

	public static final int MAX_ATTEMPTS = 4;

	private final int port;

	private final SmtpServer server;

	private final ApplicationContext context;

	private GreenMail smtp;

	public LoopbackSmtp(ApplicationContext context) {
		this.context = context;
		smtp = new GreenMail(new ServerSetup(0, "127.0.0.1", ServerSetup.PROTOCOL_SMTP));
		smtp.start();
		port = smtp.getSmtp().getPort();
		JavaMailSenderImpl sender = new JavaMailSenderImpl();
		sender.setHost("127.0.0.1");
		sender.setPort(port);
		Properties properties = new Properties();
		properties.put("mail.smtp.connectiontimeout", "5000");
		properties.put("mail.smtp.timeout", "5000");
		sender.setJavaMailProperties(properties);
		server = new SmtpServer(sender, FROM);
	}

	public GreenMail smtp() {
		return smtp;
	}

	/** The outbox that queues for this server. */
	public Mailer mailer() {
		return new Outbox(context.getBean(OutboxRepository.class), context.getBean(BrandingService.class), server,
				context.getBean(Clock.class));
	}

	/** The sender to this server, at the clock's time. */
	public OutboxSender sender(Clock clock) {
		return new OutboxSender(context.getBean(OutboxRepository.class), context.getBean(LeasedLocks.class), server,
				clock, FIRST_RETRY, Duration.ofHours(1), MAX_ATTEMPTS);
	}

	public void stop() {
		smtp.stop();
	}

	/** Starts the server again on its port, as a mail server that is back. */
	public void restart() {
		smtp = new GreenMail(new ServerSetup(port, "127.0.0.1", ServerSetup.PROTOCOL_SMTP));
		smtp.start();
	}

	@Override
	public void close() {
		smtp.stop();
	}

}
