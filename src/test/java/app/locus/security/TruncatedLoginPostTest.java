package app.locus.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;

import app.locus.support.IntegrationTest;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A multipart POST to {@code /login} cut short before its closing boundary is bad input
 * from outside: it gets an answer and leaves at most one WARN line without a stack trace
 * in the log, never an ERROR (issue 54, finding 7). Only the lines of the request's own
 * thread count: background jobs of the shared context log on theirs.
 */
@IntegrationTest
class TruncatedLoginPostTest {

	private static final String BOUNDARY = "----probe54";

	@LocalServerPort
	int port;

	private final ListAppender<ILoggingEvent> logs = new ListAppender<>();

	private final Logger root = ((LoggerContext) LoggerFactory.getILoggerFactory())
		.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);

	@BeforeEach
	void captureLogs() {
		logs.start();
		root.addAppender(logs);
	}

	@AfterEach
	void stopCapturing() {
		root.detachAppender(logs);
	}

	@Test
	void a_truncated_multipart_login_leaves_no_error_and_at_most_one_warning_without_a_trace() throws Exception {
		String body = "--" + BOUNDARY + "\r\nContent-Disposition: form-data; name=\"username\"\r\n\r\n"
				+ "admin@northwind.test\r\n--" + BOUNDARY
				+ "\r\nContent-Disposition: form-data; name=\"password\"\r\n\r\nnorth";
		byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
		String head = "POST /login HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n"
				+ "Content-Type: multipart/form-data; boundary=" + BOUNDARY + "\r\nContent-Length: " + bytes.length
				+ "\r\n\r\n";

		String answer = RawHttp.exchange(port, (head + body).getBytes(StandardCharsets.UTF_8));

		assertThat(answer).startsWith("HTTP/1.1 ");
		List<ILoggingEvent> requestLines = logs.list.stream()
			.filter(event -> event.getThreadName().startsWith("http-nio"))
			.filter(event -> event.getLevel().isGreaterOrEqual(Level.WARN))
			.toList();
		assertThat(requestLines).noneMatch(event -> event.getLevel() == Level.ERROR);
		assertThat(requestLines).hasSizeLessThanOrEqualTo(1).allMatch(event -> event.getThrowableProxy() == null);
	}

}
