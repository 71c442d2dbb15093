package app.locus.upstream.gateway;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import javax.sql.DataSource;

import app.locus.base.WorkspaceId;
import app.locus.support.IntegrationTest;
import app.locus.upstream.Envelope;
import app.locus.upstream.FormBody;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.UpstreamRequest;
import app.locus.upstream.gateway.ScriptedUpstream.Reply;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.IThrowableProxy;
import ch.qos.logback.core.read.ListAppender;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The credential never leaves the gateway: not in the envelope's echoed parameters, not
 * in exception messages, not in any log line (captured with a Logback appender at DEBUG),
 * even when the service quotes it back.
 */
@IntegrationTest
class GatewayRedactionTest {

	private static final String SECRET = "sk_live_" + "Zr9Kd3Wq6Hn2Vb8Y";

	@Autowired
	DataSource dataSource;

	private final ScriptedUpstream upstream = ScriptedUpstream.start();

	private final WorkspaceId workspace = WorkspaceId.random();

	private final ListAppender<ILoggingEvent> logs = new ListAppender<>();

	private final Logger root = ((LoggerContext) LoggerFactory.getILoggerFactory())
		.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);

	private Level rootLevel;

	private GatewayNode node;

	@BeforeEach
	void captureLogs() {
		rootLevel = root.getLevel();
		root.setLevel(Level.DEBUG);
		logs.start();
		root.addAppender(logs);
		node = new GatewayNode(dataSource, GatewayProperties.defaults(upstream.baseUrl()),
				ws -> Optional.of(new UpstreamCredential(SECRET, "test key")));
	}

	@AfterEach
	void stop() {
		root.detachAppender(logs);
		root.setLevel(rootLevel);
		node.close();
		upstream.close();
	}

	@Test
	void the_echoed_api_key_is_redacted_from_the_envelope_parameters() {
		Envelope envelope = node.gateway.call(workspace, Lane.INTERACTIVE,
				UpstreamRequest.read("/v2/account", FormBody.create().add("fieldmask", "credits")));

		assertThat(upstream.received().get(0).fields()).containsEntry("api_key", SECRET);
		assertThat(envelope.parameters().path("api_key").asText()).isEqualTo(SecretRedactor.REDACTED);
		assertThat(envelope.parameters().path("fieldmask").asText()).isEqualTo("credits");
		assertThat(envelope.toString()).doesNotContain(SECRET);
		assertNoSecretLogged();
	}

	@Test
	void a_message_that_quotes_the_key_is_redacted_in_the_exception() {
		upstream.then(Reply.error(401, "Unauthorized", "Invalid API key " + SECRET + " for this account"));

		UpstreamException failure = catchThrowableOfType(() -> node.gateway.call(workspace, Lane.INTERACTIVE,
				UpstreamRequest.read("/v2/account", FormBody.create())), UpstreamException.Unauthorized.class);

		assertThat(failure.getMessage()).doesNotContain(SECRET).contains(SecretRedactor.REDACTED);
		assertNoSecretLogged();
	}

	@Test
	void nothing_logged_on_retries_timeouts_and_knowledge_base_gets_holds_the_key() {
		upstream.then(Reply.error(500, "Server Error", "key " + SECRET + " broke us"), Reply.drop());

		node.gateway.call(workspace, Lane.BACKGROUND,
				new UpstreamRequest(UpstreamRequest.Method.GET, "/v1/knowledge-base/search",
						FormBody.create().add("q", "hours"), app.locus.upstream.CallKind.READ,
						app.locus.upstream.TimeoutClass.STANDARD));
		upstream.otherwise(Reply.error(500, "Server Error", "still " + SECRET));
		UpstreamException failure = catchThrowableOfType(
				() -> node.gateway.call(workspace, Lane.BACKGROUND,
						UpstreamRequest.write("/v2/gbp/create-post", FormBody.create().add("summary", "Hello"))),
				UpstreamException.ServerError.class);

		assertThat(failure.getMessage()).doesNotContain(SECRET);
		assertThat(logs.list).isNotEmpty();
		assertNoSecretLogged();
	}

	private void assertNoSecretLogged() {
		List<ILoggingEvent> events;
		// Other threads (scheduled jobs of the running context) append while this reads;
		// Logback appends under the appender's lock.
		synchronized (logs) {
			events = new ArrayList<>(logs.list);
		}
		List<String> texts = new ArrayList<>();
		for (ILoggingEvent event : events) {
			if (event.getLoggerName().startsWith("com.sun.net.httpserver")) {
				// The scripted server stands in for the service; its own request log is
				// not Locus's.
				continue;
			}
			texts.add(event.getFormattedMessage());
			texts.add(String.valueOf(event.getMDCPropertyMap()));
			for (IThrowableProxy thrown = event.getThrowableProxy(); thrown != null; thrown = thrown.getCause()) {
				texts.add(thrown.getMessage());
			}
		}
		assertThat(texts).noneMatch(text -> text != null && text.contains(SECRET));
	}

}
