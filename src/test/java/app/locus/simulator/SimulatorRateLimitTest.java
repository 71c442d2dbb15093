package app.locus.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The rate limit over real HTTP, on a frozen rate-limit clock so that every request falls
 * in the same second however slow the machine is.
 */
class SimulatorRateLimitTest {

	final AtomicLong nanos = new AtomicLong(0);

	SimulatorServer server;

	SimHttp http;

	AccountHandle account;

	String secondKey;

	@BeforeEach
	void start() {
		Simulator simulator = Simulator.builder().nanoTime(nanos::get).build();
		server = SimulatorServer.start(0, simulator);
		http = new SimHttp(server.baseUrl());
		account = simulator.createAccount("Two keys", 100);
		secondKey = account.addKey();
	}

	@AfterEach
	void stop() {
		server.close();
	}

	@Test
	void above_five_requests_per_second_per_account_the_answer_is_429_whichever_key_is_used() throws Exception {
		ExecutorService pool = Executors.newFixedThreadPool(10);
		List<Callable<SimHttp.Answer>> calls = new ArrayList<>();
		for (int i = 0; i < 12; i++) {
			String key = i % 2 == 0 ? account.key() : secondKey;
			calls.add(() -> http.post("/v2/account", key));
		}
		List<SimHttp.Answer> answers = new ArrayList<>();
		for (Future<SimHttp.Answer> future : pool.invokeAll(calls)) {
			answers.add(future.get());
		}
		pool.shutdown();

		assertThat(answers.stream().filter(a -> a.status() == 200)).hasSize(5);
		List<SimHttp.Answer> refused = answers.stream().filter(a -> a.status() == 429).toList();
		assertThat(refused).hasSize(7);
		refused.forEach(answer -> {
			assertThat(answer.header("Retry-After")).hasValue("1");
			assertThat(answer.json().get("code_desc").asText()).isEqualTo("Too Many Requests");
			assertThat(answer.json().get("success").asBoolean()).isFalse();
		});
	}

	@Test
	void another_account_is_not_held_back() {
		for (int i = 0; i < 6; i++) {
			http.post("/v2/account", account.key());
		}

		assertThat(http.post("/v2/account", secondKey).status()).isEqualTo(429);
		assertThat(http.post("/v2/account", DemoData.PEAK_KEY).status()).isEqualTo(200);
	}

	@Test
	void requests_pass_again_once_the_second_has_gone_by() {
		for (int i = 0; i < 5; i++) {
			assertThat(http.post("/v2/account", account.key()).status()).isEqualTo(200);
		}
		assertThat(http.post("/v2/account", account.key()).status()).isEqualTo(429);

		nanos.addAndGet(1_000_000_000L);

		assertThat(http.post("/v2/account", secondKey).status()).isEqualTo(200);
	}

	@Test
	void a_request_with_an_unknown_key_is_401_and_uses_no_slot() {
		for (int i = 0; i < 10; i++) {
			assertThat(http.post("/v2/account", "unknown").status()).isEqualTo(401);
		}

		assertThat(http.post("/v2/account", account.key()).status()).isEqualTo(200);
	}

}
