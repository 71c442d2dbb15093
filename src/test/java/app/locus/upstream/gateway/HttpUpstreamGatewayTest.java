package app.locus.upstream.gateway;

import static app.locus.upstream.gateway.ScriptedUpstream.Reply.drop;
import static app.locus.upstream.gateway.ScriptedUpstream.Reply.error;
import static app.locus.upstream.gateway.ScriptedUpstream.Reply.ok;
import static app.locus.upstream.gateway.ScriptedUpstream.Reply.raw;
import static app.locus.upstream.gateway.ScriptedUpstream.Reply.tooManyRequests;
import static app.locus.upstream.gateway.ScriptedUpstream.Reply.truncated;
import static java.time.Duration.ofMillis;
import static java.time.Duration.ofSeconds;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import javax.sql.DataSource;

import app.locus.base.WorkspaceId;
import app.locus.support.IntegrationTest;
import app.locus.upstream.CallKind;
import app.locus.upstream.Envelope;
import app.locus.upstream.FormBody;
import app.locus.upstream.Lane;
import app.locus.upstream.TimeoutClass;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.UpstreamRequest;
import app.locus.upstream.gateway.ScriptedUpstream.Reply;
import app.locus.upstream.gateway.UpstreamWaitListener.WaitReason;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The gateway's HTTP behaviour against a scripted server on a real socket, with its real
 * rate limiter on the test MariaDB; waits between attempts are recorded, not spent.
 */
@IntegrationTest
class HttpUpstreamGatewayTest {

	private static final String SECRET = "sk_live_" + "Q8vX2mN4pL7rT1wZ";

	private static final UpstreamRequest READ = UpstreamRequest.read("/v1/reports/",
			FormBody.create().add("limit", 10));

	private static final UpstreamRequest WRITE = UpstreamRequest.write("/v2/campaigns/pause",
			FormBody.create().add("campaign_key", "abcdef0123456789"));

	private static final UpstreamRequest SPEND = UpstreamRequest.spend("/v2/run-scan/",
			FormBody.create().add("placeId", "ChIJ1").add("keyword", "bakery"), TimeoutClass.LONG);

	@Autowired
	DataSource dataSource;

	private final ScriptedUpstream upstream = ScriptedUpstream.start();

	private final WorkspaceId workspace = WorkspaceId.random();

	private final List<GatewayNode> nodes = new ArrayList<>();

	@AfterEach
	void stop() {
		nodes.forEach(GatewayNode::close);
		upstream.close();
	}

	private GatewayNode node(GatewayProperties settings) {
		GatewayNode node = new GatewayNode(dataSource, settings,
				ws -> Optional.of(new UpstreamCredential(SECRET, "test key")));
		nodes.add(node);
		return node;
	}

	private GatewayNode node() {
		return node(GatewayProperties.defaults(upstream.baseUrl()));
	}

	static Stream<Arguments> failuresBeforeSuccess() {
		return Stream.of(Arguments.of(1, List.of(ofSeconds(1))), Arguments.of(2, List.of(ofSeconds(1), ofSeconds(2))),
				Arguments.of(3, List.of(ofSeconds(1), ofSeconds(2), ofSeconds(4))));
	}

	@ParameterizedTest
	@MethodSource("failuresBeforeSuccess")
	void a_read_that_fails_with_5xx_recovers_on_a_later_attempt_after_waiting_1_2_4_seconds(int failures,
			List<Duration> expectedWaits) {
		GatewayNode node = node();
		for (int i = 0; i < failures; i++) {
			upstream.then(error(500, "Server Error", "boom"));
		}

		Envelope envelope = node.gateway.call(workspace, Lane.BACKGROUND, READ);

		assertThat(envelope.success()).isTrue();
		assertThat(upstream.received()).hasSize(failures + 1);
		assertThat(node.sleeper.sleeps).containsExactlyElementsOf(expectedWaits);
		assertThat(node.meters.counter("locus.upstream.retries", "lane", "background").count()).isEqualTo(failures);
	}

	@Test
	void a_read_gives_up_with_server_error_after_three_retries() {
		GatewayNode node = node();
		upstream.otherwise(error(503, "Service Unavailable", "down for maintenance"));

		UpstreamException.ServerError failure = catchThrowableOfType(
				() -> node.gateway.call(workspace, Lane.BACKGROUND, READ), UpstreamException.ServerError.class);

		assertThat(failure.status()).isEqualTo(503);
		assertThat(failure.getMessage()).contains("after 3 retries").contains("down for maintenance");
		assertThat(upstream.received()).hasSize(4);
		assertThat(node.sleeper.sleeps).containsExactly(ofSeconds(1), ofSeconds(2), ofSeconds(4));
		assertThat(node.meters.timer("locus.upstream.calls", "lane", "background", "outcome", "server_error").count())
			.isEqualTo(1);
	}

	@Test
	void a_read_is_retried_after_the_connection_drops_and_after_a_truncated_body() {
		GatewayNode node = node();
		upstream.then(drop(), truncated());

		Envelope envelope = node.gateway.call(workspace, Lane.INTERACTIVE, READ);

		assertThat(envelope.success()).isTrue();
		assertThat(upstream.received()).hasSize(3);
		assertThat(node.sleeper.sleeps).containsExactly(ofSeconds(1), ofSeconds(2));
	}

	@Test
	void a_read_is_retried_after_a_malformed_body_and_fails_as_server_error_when_it_stays_malformed() {
		GatewayNode node = node();
		upstream.otherwise(raw(200, "{\"code\":200,\"success\":tr"));

		assertThatThrownBy(() -> node.gateway.call(workspace, Lane.BACKGROUND, READ))
			.isInstanceOf(UpstreamException.ServerError.class)
			.hasMessageContaining("could not be read");
		assertThat(upstream.received()).hasSize(4);
	}

	@Test
	void a_read_times_out_retries_and_ends_unavailable() {
		GatewayNode node = node(
				GatewayProperties.defaults(upstream.baseUrl()).withTimeouts(ofMillis(300), ofSeconds(2)));
		upstream.otherwise(Reply.after(ofMillis(1500), ok()));

		assertThatThrownBy(() -> node.gateway.call(workspace, Lane.BACKGROUND, READ))
			.isInstanceOf(UpstreamException.Unavailable.class)
			.hasMessageContaining("did not answer");
		assertThat(upstream.received()).hasSize(4);
	}

	@Test
	void a_429_is_waited_out_and_not_counted_as_a_failure() {
		GatewayNode node = node();
		upstream.then(error(500, "Server Error", "boom"), tooManyRequests("3"), error(500, "Server Error", "boom"),
				tooManyRequests(null), error(500, "Server Error", "boom"), tooManyRequests("0"));

		Envelope envelope = node.gateway.call(workspace, Lane.BACKGROUND, READ);

		assertThat(envelope.success()).isTrue();
		assertThat(upstream.received()).hasSize(7);
		assertThat(node.sleeper.sleeps).containsExactly(ofSeconds(1), ofSeconds(3), ofSeconds(2), ofSeconds(2),
				ofSeconds(4), Duration.ZERO);
		assertThat(node.meters.counter("locus.upstream.rate_limited", "lane", "background").count()).isEqualTo(3);
		assertThat(node.meters.counter("locus.upstream.retries", "lane", "background").count()).isEqualTo(3);
	}

	@Test
	void a_write_answered_429_is_sent_again_because_the_service_did_nothing_with_it() {
		GatewayNode node = node();
		upstream.then(tooManyRequests("1"));

		assertThat(node.gateway.call(workspace, Lane.INTERACTIVE, WRITE).success()).isTrue();
		assertThat(upstream.received()).hasSize(2);
	}

	@Test
	void endless_429s_end_as_rate_limited_once_the_waits_would_exceed_the_call_timeout() {
		GatewayNode node = node();
		upstream.otherwise(tooManyRequests(null));

		assertThatThrownBy(() -> node.gateway.call(workspace, Lane.BACKGROUND, READ))
			.isInstanceOf(UpstreamException.RateLimited.class);
		Duration waited = node.sleeper.sleeps.stream().reduce(Duration.ZERO, Duration::plus);
		assertThat(waited).isLessThanOrEqualTo(TimeoutClass.STANDARD.duration());
		assertThat(node.sleeper.sleeps).startsWith(ofSeconds(1), ofSeconds(2), ofSeconds(4), ofSeconds(4));
	}

	@ParameterizedTest
	@ValueSource(strings = { "WRITE", "SPENDS_CREDITS" })
	void a_call_that_writes_or_spends_is_sent_exactly_once_on_5xx(CallKind kind) {
		GatewayNode node = node();
		upstream.otherwise(error(500, "Server Error", "boom"));

		assertThatThrownBy(() -> node.gateway.call(workspace, Lane.INTERACTIVE, request(kind)))
			.isInstanceOf(UpstreamException.ServerError.class);
		assertThat(upstream.received()).hasSize(1);
		assertThat(node.sleeper.sleeps).isEmpty();
	}

	@ParameterizedTest
	@ValueSource(strings = { "WRITE", "SPENDS_CREDITS" })
	void a_timeout_after_sending_a_write_or_spend_is_outcome_unknown_and_never_resent(CallKind kind) {
		GatewayNode node = node(
				GatewayProperties.defaults(upstream.baseUrl()).withTimeouts(ofMillis(300), ofMillis(300)));
		upstream.otherwise(Reply.after(ofMillis(1500), ok()));

		assertThatThrownBy(() -> node.gateway.call(workspace, Lane.INTERACTIVE, request(kind)))
			.isInstanceOf(UpstreamException.OutcomeUnknown.class)
			.hasMessageContaining("not sent again");
		assertThat(upstream.received()).hasSize(1);
		assertThat(node.sleeper.sleeps).isEmpty();
	}

	@ParameterizedTest
	@ValueSource(strings = { "WRITE", "SPENDS_CREDITS" })
	void a_connection_dropped_after_sending_a_write_or_spend_is_outcome_unknown(CallKind kind) {
		GatewayNode node = node();
		upstream.otherwise(drop());

		assertThatThrownBy(() -> node.gateway.call(workspace, Lane.INTERACTIVE, request(kind)))
			.isInstanceOf(UpstreamException.OutcomeUnknown.class);
		assertThat(upstream.received()).hasSize(1);
	}

	@Test
	void a_spend_whose_success_answer_arrives_truncated_is_outcome_unknown() {
		GatewayNode node = node();
		upstream.otherwise(raw(200, "{\"code\":200,\"code_desc\":\"OK\",\"success\":true,\"data\":{\"report_"));

		assertThatThrownBy(() -> node.gateway.call(workspace, Lane.INTERACTIVE, SPEND))
			.isInstanceOf(UpstreamException.OutcomeUnknown.class)
			.hasMessageContaining("spent credits");
		assertThat(upstream.received()).hasSize(1);
	}

	@Test
	void a_refused_connection_is_unavailable_for_a_write_at_once_and_for_a_read_after_retries() {
		GatewayNode node = node(GatewayProperties.defaults(ScriptedUpstream.refusingBaseUrl()));

		assertThatThrownBy(() -> node.gateway.call(workspace, Lane.INTERACTIVE, SPEND))
			.isInstanceOf(UpstreamException.Unavailable.class)
			.hasMessageContaining("nothing was sent");
		assertThat(node.sleeper.sleeps).isEmpty();

		assertThatThrownBy(() -> node.gateway.call(workspace, Lane.INTERACTIVE, READ))
			.isInstanceOf(UpstreamException.Unavailable.class);
		assertThat(node.sleeper.sleeps).containsExactly(ofSeconds(1), ofSeconds(2), ofSeconds(4));
	}

	static Stream<Arguments> refusals() {
		return Stream.of(Arguments.of(400, "Bad Request", UpstreamException.BadRequest.class),
				Arguments.of(400, "GBP_CONFIRMATION_REQUIRED", UpstreamException.ConfirmationRequired.class),
				Arguments.of(401, "Unauthorized", UpstreamException.Unauthorized.class),
				Arguments.of(402, null, UpstreamException.InsufficientCredits.class),
				Arguments.of(404, "Not Found", UpstreamException.NotFound.class));
	}

	@ParameterizedTest
	@MethodSource("refusals")
	void each_refusal_becomes_its_typed_exception_and_is_not_retried(int status, String codeDesc,
			Class<? extends UpstreamException> expected) {
		GatewayNode node = node();
		upstream.otherwise(error(status, codeDesc, "refused for a reason"));

		UpstreamException failure = catchThrowableOfType(() -> node.gateway.call(workspace, Lane.BACKGROUND, READ),
				UpstreamException.class);

		assertThat(failure).isExactlyInstanceOf(expected).hasMessage("refused for a reason");
		assertThat(failure.status()).isEqualTo(status);
		assertThat(upstream.received()).hasSize(1);
		if (failure instanceof UpstreamException.BadRequest badRequest) {
			assertThat(badRequest.codeDesc()).isEqualTo(codeDesc);
		}
	}

	@Test
	void a_202_pending_answer_is_an_answer_even_when_its_envelope_says_success_false_and_is_not_retried() {
		GatewayNode node = node();
		upstream.otherwise(raw(202, "{\"code\": 202, \"code_desc\": false, \"success\": false, \"message\": "
				+ "\"Report is still processing\", \"parameters\": {}, \"data\": {\"status\": \"pending\"}}"));

		Envelope envelope = node.gateway.call(workspace, Lane.BACKGROUND, READ);

		assertThat(envelope.code()).isEqualTo(202);
		assertThat(envelope.data().path("status").asText()).isEqualTo("pending");
		assertThat(upstream.received()).hasSize(1);
		assertThat(node.sleeper.sleeps).isEmpty();
	}

	@Test
	void a_post_sends_the_key_as_the_api_key_form_field_and_a_get_as_a_bearer_header_never_in_its_url() {
		GatewayNode node = node();

		node.gateway.call(workspace, Lane.INTERACTIVE, READ);
		node.gateway.call(workspace, Lane.INTERACTIVE,
				new UpstreamRequest(UpstreamRequest.Method.GET, "/v1/knowledge-base/search",
						FormBody.create().add("q", "grid size"), CallKind.READ, TimeoutClass.STANDARD));

		ScriptedUpstream.Received post = upstream.received().get(0);
		assertThat(post.method()).isEqualTo("POST");
		assertThat(post.contentType()).isEqualTo("application/x-www-form-urlencoded");
		assertThat(post.fields()).containsEntry("api_key", SECRET).containsEntry("limit", "10");
		assertThat(post.rawQuery()).isNull();
		ScriptedUpstream.Received get = upstream.received().get(1);
		assertThat(get.method()).isEqualTo("GET");
		assertThat(get.fields()).containsEntry("q", "grid size").doesNotContainKey("api_key");
		assertThat(get.rawQuery()).doesNotContain(SECRET);
		assertThat(get.authorization()).isEqualTo("Bearer " + SECRET);
		assertThat(post.authorization()).isNull();
	}

	@Test
	void a_timeout_class_long_call_may_take_longer_than_a_standard_one() {
		GatewayNode node = node(
				GatewayProperties.defaults(upstream.baseUrl()).withTimeouts(ofMillis(300), ofSeconds(5)));
		upstream.otherwise(Reply.after(ofMillis(800), ok()));

		assertThat(node.gateway.call(workspace, Lane.INTERACTIVE, READ.withTimeout(TimeoutClass.LONG)).success())
			.isTrue();
		assertThatThrownBy(() -> node.gateway.call(workspace, Lane.INTERACTIVE, WRITE))
			.isInstanceOf(UpstreamException.OutcomeUnknown.class);
	}

	@Test
	void a_workspace_without_a_credential_fails_with_no_credential_and_sends_nothing() {
		GatewayNode node = new GatewayNode(dataSource, GatewayProperties.defaults(upstream.baseUrl()),
				ws -> Optional.empty());
		nodes.add(node);

		assertThatThrownBy(() -> node.gateway.call(workspace, Lane.INTERACTIVE, READ))
			.isInstanceOf(UpstreamException.NoCredential.class);
		assertThat(upstream.received()).isEmpty();
	}

	@Test
	void the_caller_hears_when_its_call_waits_for_the_service_and_when_it_goes() {
		GatewayNode node = node(GatewayProperties.defaults(upstream.baseUrl()).withWaitNoticeAfter(Duration.ZERO));
		upstream.then(tooManyRequests("1"), error(502, "Bad Gateway", "proxy"));
		List<String> heard = new ArrayList<>();
		UpstreamWaitListener listener = new UpstreamWaitListener() {

			@Override
			public void waiting(WaitReason reason) {
				heard.add(reason.name());
			}

			@Override
			public void sending() {
				heard.add("sending");
			}

		};

		try (UpstreamWaitNotices.Scope scope = UpstreamWaitNotices.listen(listener)) {
			node.gateway.call(workspace, Lane.INTERACTIVE, READ);
		}

		assertThat(heard).contains(WaitReason.SERVICE_BUSY.name(), WaitReason.RETRYING.name())
			.endsWith("sending")
			.filteredOn(WaitReason.QUEUED.name()::equals)
			.isNotEmpty();
	}

	@Test
	void calls_are_metered_by_lane_and_outcome_and_never_by_workspace() {
		GatewayNode node = node();
		upstream.then(ok(), error(404, "Not Found", "no such report"));

		node.gateway.call(workspace, Lane.INTERACTIVE, READ);
		assertThatThrownBy(() -> node.gateway.call(workspace, Lane.BACKGROUND, READ))
			.isInstanceOf(UpstreamException.NotFound.class);

		assertThat(node.meters.timer("locus.upstream.calls", "lane", "interactive", "outcome", "success").count())
			.isEqualTo(1);
		assertThat(node.meters.timer("locus.upstream.calls", "lane", "background", "outcome", "not_found").count())
			.isEqualTo(1);
		assertThat(node.meters.timer("locus.upstream.queue.wait", "lane", "interactive").count()).isEqualTo(1);
		assertThat(node.meters.getMeters()).allSatisfy(meter -> assertThat(meter.getId().getTags())
			.noneMatch(tag -> tag.getValue().contains(workspace.value())));
	}

	private static UpstreamRequest request(CallKind kind) {
		return kind == CallKind.WRITE ? WRITE : SPEND;
	}

}
