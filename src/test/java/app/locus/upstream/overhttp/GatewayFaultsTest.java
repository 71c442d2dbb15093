package app.locus.upstream.overhttp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

import javax.sql.DataSource;

import app.locus.base.WorkspaceId;
import app.locus.support.IntegrationTest;
import app.locus.upstream.FormBody;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.UpstreamRequest;
import app.locus.upstream.api.Keyword;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.Radius;
import app.locus.upstream.api.scans.ScanRequest;
import app.locus.upstream.gateway.GatewayNode;
import app.locus.upstream.gateway.GatewayProperties;
import app.locus.upstream.gateway.UpstreamCredential;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.SimulatorServer;
import app.locus.simulator.faults.Faults;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import org.springframework.beans.factory.annotation.Autowired;

/**
 * The gateway and the typed client against the simulator's fault modes on a real socket
 * (a standalone simulator server, one hand-built gateway node with short timeouts on the
 * test database; waits between attempts are recorded, not spent). For each fault: how
 * often the simulator was called, that no write or spend is sent twice, and the typed
 * error the caller gets (DD032).
 */
@IntegrationTest
class GatewayFaultsTest {

	private static final String ACCOUNT_PATH = "/v2/account";

	private static final String SCAN_PATH = "/v2/run-scan";

	private static final ScanRequest SCAN = ScanRequest.google(new PlaceId(DemoData.BLUE_BOTTLE_DIVISION),
			Keyword.of("bakery"), LatLng.of("45.504812", "-122.629771"), Radius.of("3"), Measurement.MI);

	private static final String WRITE_PATH = "/v2/gbp/posts/create";

	private static final Duration TIMEOUT = Duration.ofMillis(700);

	@Autowired
	DataSource dataSource;

	private final WorkspaceId workspace = WorkspaceId.random();

	private SimulatorServer server;

	private AccountHandle account;

	private String key;

	private GatewayNode node;

	private LocalVisibilityClient client;

	@BeforeEach
	void simulatorAndGateway() {
		server = SimulatorServer.start(0);
		account = server.simulator().createAccount("Faults", 10_000);
		account.saveLocation(DemoData.BLUE_BOTTLE_DIVISION, true);
		key = account.key();
		gatewayWithTimeout(Duration.ofSeconds(30));
	}

	/** Replaces the gateway node by one whose calls time out after {@code timeout}. */
	private void gatewayWithTimeout(Duration timeout) {
		if (node != null) {
			node.close();
		}
		node = new GatewayNode(dataSource, GatewayProperties.defaults(server.baseUrl()).withTimeouts(timeout, timeout),
				ws -> Optional.of(new UpstreamCredential(key, "simulator key")));
		client = new LocalVisibilityClient(node.gateway);
	}

	@AfterEach
	void stop() {
		node.close();
		server.close();
	}

	private Faults.RuleBuilder on(String path) {
		return server.simulator().faults().on(path).forAccount(account.id());
	}

	/**
	 * Calls of the path this test's own simulator received, whatever key came with them.
	 */
	private int calls(String path) {
		return server.simulator().calls().count(path);
	}

	private Throwable readAccount() {
		return catchThrowable(() -> client.account().account(workspace, Lane.BACKGROUND));
	}

	private Throwable writeProfile() {
		return catchThrowable(() -> node.gateway.call(workspace, Lane.BACKGROUND,
				UpstreamRequest.write(WRITE_PATH, FormBody.create().add("title", "Fault test"))));
	}

	/** Points the gateway at a port where nobody listens any more. */
	private void refusingConnections() {
		SimulatorServer gone = SimulatorServer.start(0);
		gone.close();
		node.close();
		node = new GatewayNode(dataSource, GatewayProperties.defaults(gone.baseUrl()),
				ws -> Optional.of(new UpstreamCredential(key, "simulator key")));
		client = new LocalVisibilityClient(node.gateway);
	}

	private Throwable runScan() {
		return catchThrowable(() -> client.scans().run(workspace, Lane.BACKGROUND, SCAN));
	}

	/** Each 5xx, recovering on the 2nd, 3rd and 4th attempt. */
	@ParameterizedTest(name = "{0} answered {1} time(s), then success")
	@CsvSource({ "500,1", "500,2", "500,3", "502,1", "502,2", "502,3", "503,1", "503,2", "503,3", "504,1", "504,2",
			"504,3" })
	void a_read_answered_5xx_recovers_on_a_later_attempt(int status, int failures) {
		on(ACCOUNT_PATH).times(failures).status(status);

		assertThat(readAccount()).isNull();

		assertThat(calls(ACCOUNT_PATH)).isEqualTo(failures + 1);
		assertThat(node.sleeper.sleeps).containsExactlyElementsOf(
				List.of(Duration.ofSeconds(1), Duration.ofSeconds(2), Duration.ofSeconds(4)).subList(0, failures));
	}

	@ParameterizedTest
	@ValueSource(ints = { 500, 502, 503, 504 })
	void a_read_answered_5xx_every_time_ends_as_server_error_after_three_retries(int status) {
		on(ACCOUNT_PATH).status(status);

		assertThat(readAccount()).isInstanceOf(UpstreamException.ServerError.class)
			.hasMessageContaining("internal error (HTTP " + status + ") (after 3 retries)");

		assertThat(calls(ACCOUNT_PATH)).isEqualTo(4);
	}

	@ParameterizedTest
	@ValueSource(ints = { 500, 502, 503, 504 })
	void a_scan_answered_5xx_is_not_sent_again_and_spends_nothing(int status) {
		on(SCAN_PATH).status(status);

		assertThat(runScan()).isInstanceOf(UpstreamException.ServerError.class)
			.hasMessageContaining("internal error (HTTP " + status + ")")
			.hasMessageNotContaining("retries");

		assertThat(calls(SCAN_PATH)).isEqualTo(1);
		assertThat(node.sleeper.sleeps).isEmpty();
		assertThat(account.creditsSpent()).isZero();
	}

	@ParameterizedTest
	@ValueSource(ints = { 502, 503 })
	void a_profile_write_answered_5xx_is_not_sent_again(int status) {
		on(WRITE_PATH).status(status);

		assertThat(writeProfile()).isInstanceOf(UpstreamException.ServerError.class);

		assertThat(calls(WRITE_PATH)).isEqualTo(1);
		assertThat(node.sleeper.sleeps).isEmpty();
	}

	@Test
	void a_read_lost_before_it_reaches_the_service_times_out_is_retried_and_ends_unavailable() {
		gatewayWithTimeout(TIMEOUT);
		on(ACCOUNT_PATH).lose();

		assertThat(readAccount()).isInstanceOf(UpstreamException.Unavailable.class)
			.hasMessageContaining("did not answer")
			.hasMessageContaining("(after 3 retries)");

		assertThat(calls(ACCOUNT_PATH)).isZero();
		assertThat(node.sleeper.sleeps).hasSize(3);
	}

	@Test
	void a_read_lost_once_before_it_reaches_the_service_succeeds_on_the_next_attempt() {
		gatewayWithTimeout(TIMEOUT);
		on(ACCOUNT_PATH).times(1).lose();

		assertThat(readAccount()).isNull();

		assertThat(calls(ACCOUNT_PATH)).isEqualTo(1);
	}

	@Test
	void a_scan_lost_before_it_reaches_the_service_is_outcome_unknown_never_sent_again_and_spends_nothing() {
		gatewayWithTimeout(TIMEOUT);
		on(SCAN_PATH).lose();

		// The gateway cannot tell a lost request from a lost answer: unknown, not resent.
		assertThat(runScan()).isInstanceOf(UpstreamException.OutcomeUnknown.class)
			.hasMessageContaining("may have been carried out and spent credits")
			.hasMessageContaining("not sent again");

		assertThat(calls(SCAN_PATH)).isZero();
		assertThat(node.sleeper.sleeps).isEmpty();
		assertThat(account.creditsSpent()).isZero();
	}

	@Test
	void a_read_whose_connection_is_refused_is_retried_and_ends_unavailable_saying_nothing_was_sent() {
		refusingConnections();

		assertThat(readAccount()).isInstanceOf(UpstreamException.Unavailable.class)
			.hasMessage("The service could not be reached (after 3 retries); nothing was sent.");

		assertThat(node.sleeper.sleeps).hasSize(3);
	}

	@Test
	void a_scan_whose_connection_is_refused_is_not_sent_and_says_so() {
		refusingConnections();

		assertThat(runScan()).isInstanceOf(UpstreamException.Unavailable.class)
			.hasMessage("The service could not be reached; nothing was sent.");

		assertThat(node.sleeper.sleeps).isEmpty();
		assertThat(account.creditsSpent()).isZero();
	}

	@Test
	void a_429_with_retry_after_is_waited_out_for_as_long_as_the_service_asks() {
		on(ACCOUNT_PATH).times(1).tooManyRequests(Duration.ofSeconds(3));

		assertThat(readAccount()).isNull();

		assertThat(calls(ACCOUNT_PATH)).isEqualTo(2);
		assertThat(node.sleeper.sleeps).containsExactly(Duration.ofSeconds(3));
	}

	@Test
	void a_429_without_retry_after_is_waited_out_with_the_default_backoff() {
		on(ACCOUNT_PATH).times(2).tooManyRequestsWithoutRetryAfter();

		assertThat(readAccount()).isNull();

		assertThat(calls(ACCOUNT_PATH)).isEqualTo(3);
		assertThat(node.sleeper.sleeps).containsExactly(Duration.ofSeconds(1), Duration.ofSeconds(2));
	}

	@Test
	void a_scan_answered_429_is_sent_again_and_paid_once() {
		on(SCAN_PATH).times(1).tooManyRequests(Duration.ofSeconds(1));

		assertThat(runScan()).isNull();

		assertThat(calls(SCAN_PATH)).isEqualTo(2);
		assertThat(account.creditsSpent()).isEqualTo(SCAN.credits());
	}

	@Test
	void a_429_that_lasts_longer_than_the_call_may_wait_ends_as_rate_limited() {
		gatewayWithTimeout(Duration.ofSeconds(3));
		on(ACCOUNT_PATH).tooManyRequestsWithoutRetryAfter();

		assertThat(readAccount()).isInstanceOf(UpstreamException.RateLimited.class);

		// Waits of 1 and 2 s fit into the 3 s the call may wait; the next (4 s) would
		// not.
		assertThat(calls(ACCOUNT_PATH)).isEqualTo(3);
		assertThat(node.sleeper.sleeps).containsExactly(Duration.ofSeconds(1), Duration.ofSeconds(2));
	}

	@Test
	void a_read_that_hangs_times_out_is_retried_and_ends_unavailable() {
		gatewayWithTimeout(TIMEOUT);
		on(ACCOUNT_PATH).hang();

		assertThat(readAccount()).isInstanceOf(UpstreamException.Unavailable.class);

		assertThat(calls(ACCOUNT_PATH)).isEqualTo(4);
	}

	@Test
	void a_scan_that_hangs_is_outcome_unknown_and_never_sent_again() {
		gatewayWithTimeout(TIMEOUT);
		on(SCAN_PATH).hang();

		assertThat(runScan()).isInstanceOf(UpstreamException.OutcomeUnknown.class)
			.hasMessageContaining("no answer came")
			.hasMessageContaining("settled by reading the service's listings");

		assertThat(calls(SCAN_PATH)).isEqualTo(1);
		assertThat(node.sleeper.sleeps).isEmpty();
	}

	@Test
	void a_profile_write_that_hangs_is_outcome_unknown_and_never_sent_again() {
		gatewayWithTimeout(TIMEOUT);
		on(WRITE_PATH).hang();

		assertThat(writeProfile()).isInstanceOf(UpstreamException.OutcomeUnknown.class)
			.hasMessageContaining("may have been carried out.");

		assertThat(calls(WRITE_PATH)).isEqualTo(1);
		assertThat(node.sleeper.sleeps).isEmpty();
	}

	@Test
	void a_read_whose_connection_is_reset_is_retried() {
		on(ACCOUNT_PATH).times(1).resetBeforeHandling();

		assertThat(readAccount()).isNull();

		assertThat(calls(ACCOUNT_PATH)).isEqualTo(2);
	}

	@Test
	void a_scan_reset_before_handling_is_outcome_unknown_and_spends_nothing() {
		on(SCAN_PATH).resetBeforeHandling();

		assertThat(runScan()).isInstanceOf(UpstreamException.OutcomeUnknown.class);

		assertThat(calls(SCAN_PATH)).isEqualTo(1);
		assertThat(account.creditsSpent()).isZero();
	}

	@Test
	void a_scan_reset_after_handling_is_outcome_unknown_and_paid_exactly_once() {
		on(SCAN_PATH).resetAfterHandling();

		assertThat(runScan()).isInstanceOf(UpstreamException.OutcomeUnknown.class);

		assertThat(calls(SCAN_PATH)).isEqualTo(1);
		assertThat(account.creditsSpent()).isEqualTo(SCAN.credits());
	}

	@Test
	void a_read_with_a_malformed_or_truncated_body_is_retried() {
		on(ACCOUNT_PATH).times(1).malformedBody();
		on(ACCOUNT_PATH).times(1).truncatedBody();

		assertThat(readAccount()).isNull();

		assertThat(calls(ACCOUNT_PATH)).isEqualTo(3);
	}

	@Test
	void a_read_whose_body_stays_malformed_ends_as_server_error() {
		on(ACCOUNT_PATH).malformedBody();

		assertThat(readAccount()).isInstanceOf(UpstreamException.ServerError.class);

		assertThat(calls(ACCOUNT_PATH)).isEqualTo(4);
	}

	@Test
	void a_scan_whose_answer_arrives_truncated_is_outcome_unknown_and_paid_once() {
		on(SCAN_PATH).truncatedBody();

		assertThat(runScan()).isInstanceOf(UpstreamException.OutcomeUnknown.class);

		assertThat(calls(SCAN_PATH)).isEqualTo(1);
		assertThat(account.creditsSpent()).isEqualTo(SCAN.credits());
	}

	@Test
	void a_body_that_drips_in_within_the_timeout_is_read_whole() {
		gatewayWithTimeout(TIMEOUT);
		on(ACCOUNT_PATH).times(1).slowDrip(64, Duration.ofMillis(10));

		assertThat(readAccount()).isNull();

		assertThat(calls(ACCOUNT_PATH)).isEqualTo(1);
	}

	@Test
	void a_body_that_drips_past_the_timeout_is_abandoned_and_the_read_retried() {
		gatewayWithTimeout(TIMEOUT);
		on(ACCOUNT_PATH).times(1).slowDrip(4, Duration.ofMillis(200));

		assertThat(readAccount()).isNull();

		assertThat(calls(ACCOUNT_PATH)).isEqualTo(2);
	}

	@Test
	void a_revoked_key_is_refused_once_as_unauthorized() {
		account.revokeKey(account.key());

		assertThat(readAccount()).isInstanceOf(UpstreamException.Unauthorized.class).hasMessageNotContaining(key);

		assertThat(calls(ACCOUNT_PATH)).isEqualTo(1);
		assertThat(node.sleeper.sleeps).isEmpty();
	}

}
