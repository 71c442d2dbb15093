package app.locus.simulator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;

import app.locus.simulator.faults.FaultRule;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class SimulatorFaultsTest {

	static final String SCAN = "/v2/run-scan";

	@RegisterExtension
	final SimulatorFixture sim = new SimulatorFixture();

	final SimHttp http = sim.http;

	final AccountHandle account = sim.freshAccount(1_000, DemoData.BLUE_BOTTLE_DIVISION);

	HttpRequest scanRequest(Duration timeout) {
		String body = "api_key=" + account.key() + "&placeId=" + DemoData.BLUE_BOTTLE_DIVISION
				+ "&keyword=bakery&lat=45.504812&lng=-122.629771&gridSize=7&radius=3&measurement=mi";
		return http.request("/v2/run-scan/")
			.timeout(timeout)
			.header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers.ofString(body))
			.build();
	}

	SimHttp.Answer account() {
		return http.post("/v2/account", account.key());
	}

	@Test
	void server_errors_for_the_next_n_calls_then_recovery() {
		FaultRule rule = sim.simulator.faults().on("/v2/account").times(2).status(503);

		SimHttp.Answer first = account();
		SimHttp.Answer second = account();
		SimHttp.Answer third = account();

		assertThat(first.status()).isEqualTo(503);
		assertThat(first.json().get("code_desc").asText()).isEqualTo("Service Unavailable");
		assertThat(first.json().get("success").asBoolean()).isFalse();
		assertThat(second.status()).isEqualTo(503);
		assertThat(third.status()).isEqualTo(200);
		assertThat(rule.fired()).isEqualTo(2);
		assertThat(rule.spent()).isTrue();
		assertThat(sim.simulator.calls().count("/v2/account", account.id())).isEqualTo(3);
	}

	@Test
	void each_server_error_status_can_be_injected() {
		for (int status : new int[] { 500, 502, 503, 504 }) {
			sim.simulator.faults().on("/v2/account").times(1).status(status);

			assertThat(account().status()).isEqualTo(status);
		}
	}

	@Test
	void an_injected_server_error_does_not_handle_the_call() {
		sim.simulator.faults().on(SCAN).times(1).status(500);

		SimHttp.Answer answer = http.send(scanRequest(Duration.ofSeconds(10)));

		assertThat(answer.status()).isEqualTo(500);
		assertThat(account.balance()).isEqualTo(1_000);
	}

	@Test
	void latency_answers_late_after_handling_so_a_short_client_timeout_misses_a_spent_scan() {
		sim.simulator.faults().on(SCAN).times(1).latency(Duration.ofSeconds(3));

		assertThatThrownBy(() -> http.sendOrFail(scanRequest(Duration.ofMillis(300))))
			.isInstanceOf(HttpTimeoutException.class);

		assertThat(account.creditsSpent()).isEqualTo(49);
		assertThat(http.post("/v1/reports/", account.key()).data().get("count").asInt()).isEqualTo(1);
	}

	@Test
	void a_hang_never_answers_and_handles_nothing() {
		sim.simulator.faults().on(SCAN).hang();

		assertThatThrownBy(() -> http.sendOrFail(scanRequest(Duration.ofMillis(300))))
			.isInstanceOf(HttpTimeoutException.class);

		assertThat(account.creditsSpent()).isZero();
		assertThat(sim.simulator.calls().all()).singleElement().satisfies(call -> {
			assertThat(call.status()).isZero();
			assertThat(call.handled()).isFalse();
		});
	}

	@Test
	void a_reset_before_handling_loses_the_call() {
		sim.simulator.faults().on(SCAN).times(1).resetBeforeHandling();

		assertThatThrownBy(() -> http.sendOrFail(scanRequest(Duration.ofSeconds(10)))).isInstanceOf(IOException.class);

		assertThat(account.creditsSpent()).isZero();
		assertThat(http.send(scanRequest(Duration.ofSeconds(10))).status()).as("recovered").isEqualTo(200);
	}

	@Test
	void a_reset_after_handling_loses_only_the_answer() {
		sim.simulator.faults().on(SCAN).times(1).resetAfterHandling();

		assertThatThrownBy(() -> http.sendOrFail(scanRequest(Duration.ofSeconds(10)))).isInstanceOf(IOException.class);

		assertThat(account.creditsSpent()).isEqualTo(49);
		assertThat(sim.simulator.calls().all()).singleElement().satisfies(call -> assertThat(call.handled()).isTrue());
	}

	@Test
	void too_many_requests_bursts_with_and_without_retry_after() {
		sim.simulator.faults().on("/v2/account").times(2).tooManyRequests(Duration.ofSeconds(2));

		SimHttp.Answer withHeader = account();
		assertThat(withHeader.status()).isEqualTo(429);
		assertThat(withHeader.header("Retry-After")).hasValue("2");
		assertThat(withHeader.json().get("code_desc").asText()).isEqualTo("Too Many Requests");
		assertThat(account().status()).isEqualTo(429);

		sim.simulator.faults().on("/v2/account").times(1).tooManyRequestsWithoutRetryAfter();
		SimHttp.Answer withoutHeader = account();
		assertThat(withoutHeader.status()).isEqualTo(429);
		assertThat(withoutHeader.header("Retry-After")).isEmpty();
		assertThat(account().status()).isEqualTo(200);
	}

	@Test
	void a_malformed_body_is_not_json() {
		sim.simulator.faults().on("/v2/account").times(1).malformedBody();

		SimHttp.Answer answer = account();

		assertThat(answer.status()).isEqualTo(200);
		assertThatThrownBy(() -> new ObjectMapper().readTree(answer.body()))
			.isInstanceOf(JsonProcessingException.class);
	}

	@Test
	void a_truncated_body_fails_the_read() {
		sim.simulator.faults().on("/v2/account").times(1).truncatedBody();
		HttpRequest request = http.request("/v2/account")
			.header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers.ofString("api_key=" + account.key()))
			.build();

		assertThatThrownBy(() -> http.sendOrFail(request)).isInstanceOf(IOException.class);
		assertThat(account().status()).isEqualTo(200);
	}

	@Test
	void a_slow_drip_delivers_the_whole_body_in_small_pieces() throws Exception {
		FaultRule rule = sim.simulator.faults().on("/v2/account").times(1).slowDrip(16, Duration.ofMillis(5));
		HttpRequest request = http.request("/v2/account")
			.header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers.ofString("api_key=" + account.key()))
			.build();
		HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

		HttpResponse<Flow.Publisher<List<ByteBuffer>>> response = client.send(request,
				HttpResponse.BodyHandlers.ofPublisher());
		List<List<ByteBuffer>> deliveries = new ArrayList<>();
		CompletableFuture<Void> done = new CompletableFuture<>();
		response.body().subscribe(new Flow.Subscriber<>() {

			@Override
			public void onSubscribe(Flow.Subscription subscription) {
				subscription.request(Long.MAX_VALUE);
			}

			@Override
			public void onNext(List<ByteBuffer> item) {
				deliveries.add(item);
			}

			@Override
			public void onError(Throwable throwable) {
				done.completeExceptionally(throwable);
			}

			@Override
			public void onComplete() {
				done.complete(null);
			}

		});
		done.get(10, TimeUnit.SECONDS);
		StringBuilder body = new StringBuilder();
		deliveries.forEach(list -> list.forEach(buffer -> body.append(StandardCharsets.UTF_8.decode(buffer))));

		assertThat(new ObjectMapper().readTree(body.toString()).get("success").asBoolean()).isTrue();
		assertThat(deliveries.size()).isGreaterThan(3);
		assertThat(rule.fired()).isEqualTo(1);
	}

	@Test
	void faults_can_target_one_account() {
		sim.simulator.faults().on("/v2/account").forAccount(DemoData.HARBOR).status(502);

		assertThat(http.post("/v2/account", DemoData.HARBOR_KEY).status()).isEqualTo(502);
		assertThat(http.post("/v2/account", DemoData.PEAK_KEY).status()).isEqualTo(200);

		sim.simulator.faults().clear();
		assertThat(http.post("/v2/account", DemoData.HARBOR_KEY).status()).isEqualTo(200);
	}

	@Test
	void path_patterns_match_whole_areas() {
		sim.simulator.faults().on("/v2/gbp/*").times(2).status(500);

		assertThat(http.post("/v2/gbp/posts", DemoData.BLUE_BOTTLE_KEY, "place_id", DemoData.BLUE_BOTTLE_DIVISION)
			.status()).isEqualTo(500);
		assertThat(http.post("/v2/account", DemoData.BLUE_BOTTLE_KEY).status()).isEqualTo(200);
		assertThat(http.post("/v2/gbp/media/", DemoData.BLUE_BOTTLE_KEY, "place_id", DemoData.BLUE_BOTTLE_DIVISION)
			.status()).isEqualTo(500);
	}

	@Test
	void counters_count_calls_per_path_and_per_account_and_credits_per_account() {
		http.send(scanRequest(Duration.ofSeconds(10)));
		http.send(scanRequest(Duration.ofSeconds(10)));
		http.post("/v1/reports/", account.key());
		http.post("/v2/account", DemoData.PEAK_KEY);
		http.post("/v2/account", "wrong-key");

		assertThat(sim.simulator.calls().total()).isEqualTo(5);
		assertThat(sim.simulator.calls().count(SCAN)).isEqualTo(2);
		assertThat(sim.simulator.calls().count("/v1/**")).isEqualTo(1);
		assertThat(sim.simulator.calls().countForAccount(account.id())).isEqualTo(3);
		assertThat(sim.simulator.calls().count("/v2/account", DemoData.PEAK)).isEqualTo(1);
		assertThat(account.creditsSpent()).isEqualTo(98);
		assertThat(account.balance()).isEqualTo(1_000 - 98);

		sim.simulator.calls().reset();
		assertThat(sim.simulator.calls().total()).isZero();
	}

}
