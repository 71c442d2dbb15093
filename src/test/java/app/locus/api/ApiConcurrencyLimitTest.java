package app.locus.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;

/**
 * The node's cap on API requests: a request runs while a slot is free, waits a moment
 * when a few are waiting already, and is otherwise told at once to come back; a slot is
 * given back however the request ends.
 */
class ApiConcurrencyLimitTest {

	private static final ObjectMapper JSON = new ObjectMapper();

	private final CountDownLatch entered = new CountDownLatch(1);

	private final CountDownLatch release = new CountDownLatch(1);

	/** Holds its slot until released. */
	private final FilterChain slow = (request, response) -> {
		entered.countDown();
		await(release);
	};

	@Test
	void with_every_slot_taken_and_no_room_to_wait_a_request_is_told_to_come_back_in_a_second() throws Exception {
		ApiConcurrencyLimit limit = new ApiConcurrencyLimit(1, 0, Duration.ofSeconds(5), JSON);
		CompletableFuture<MockHttpServletResponse> first = CompletableFuture.supplyAsync(() -> call(limit, slow));
		await(entered);

		MockHttpServletResponse refused = call(limit, answering(200));
		release.countDown();

		assertThat(refused.getStatus()).isEqualTo(503);
		assertThat(refused.getHeader("Retry-After")).isEqualTo("1");
		assertThat(JSON.readTree(refused.getContentAsString()).get("type").asText())
			.isEqualTo(ProblemResponses.TYPES + "busy");
		assertThat(first.get(10, TimeUnit.SECONDS).getStatus()).isEqualTo(200);
		assertThat(call(limit, answering(204)).getStatus()).as("the slot is free again").isEqualTo(204);
	}

	@Test
	void a_request_with_room_to_wait_runs_when_the_slot_comes_free() throws Exception {
		ApiConcurrencyLimit limit = new ApiConcurrencyLimit(1, 1, Duration.ofSeconds(10), JSON);
		CompletableFuture<MockHttpServletResponse> first = CompletableFuture.supplyAsync(() -> call(limit, slow));
		await(entered);

		CompletableFuture<MockHttpServletResponse> waiting = CompletableFuture
			.supplyAsync(() -> call(limit, answering(204)));
		Thread.sleep(200);
		assertThat(waiting).as("still waiting for the slot").isNotDone();
		release.countDown();

		assertThat(waiting.get(10, TimeUnit.SECONDS).getStatus()).isEqualTo(204);
		assertThat(first.get(10, TimeUnit.SECONDS).getStatus()).isEqualTo(200);
	}

	@Test
	void a_request_that_fails_gives_its_slot_back() {
		ApiConcurrencyLimit limit = new ApiConcurrencyLimit(1, 0, Duration.ZERO, JSON);

		assertThatThrownBy(() -> limit.doFilter(new MockHttpServletRequest(), new MockHttpServletResponse(),
				(request, response) -> {
					throw new ServletException("planted");
				}))
			.hasMessage("planted");

		assertThat(call(limit, answering(204)).getStatus()).isEqualTo(204);
	}

	@Test
	void a_node_has_at_least_one_slot() {
		assertThat(ApiConcurrencyLimit.halfTheProcessors()).isPositive();
		assertThatThrownBy(() -> new ApiConcurrencyLimit(0, 0, Duration.ZERO, JSON))
			.isInstanceOf(IllegalArgumentException.class);
	}

	private static FilterChain answering(int status) {
		return (request, response) -> ((MockHttpServletResponse) response).setStatus(status);
	}

	private static MockHttpServletResponse call(ApiConcurrencyLimit limit, FilterChain chain) {
		MockHttpServletResponse response = new MockHttpServletResponse();
		try {
			limit.doFilter(new MockHttpServletRequest("GET", "/api/v1/workspaces"), response, chain);
		}
		catch (Exception ex) {
			throw new IllegalStateException(ex);
		}
		return response;
	}

	private static void await(CountDownLatch latch) {
		try {
			assertThat(latch.await(10, TimeUnit.SECONDS)).as("latch released in time").isTrue();
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

}
