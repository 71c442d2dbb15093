package app.locus.api;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * How much of a node the API and the MCP server may take at once. Each token has its own
 * rate, but fifty tokens at theirs took every database connection and the portal's own
 * pages waited for one until they failed (BENCHMARKS.md, API under load). So at most
 * {@code slots} API requests run at a time on a node (by default half its processors, so
 * that tools never take more than half of the machine), a few more wait a moment for a
 * slot, and the rest are told at once to come back (503 with {@code Retry-After}). The
 * waiting is bounded too, because a waiting request holds one of the web server's
 * threads, which the portal needs as much as connections. It runs after the token's own
 * rate, so that a token over its rate hears 429 (its own doing) and one within it hears
 * 503 only when the node is busy.
 */
final class ApiConcurrencyLimit extends OncePerRequestFilter {

	private final Semaphore slots;

	private final int waiting;

	private final Duration wait;

	private final ObjectMapper json;

	ApiConcurrencyLimit(int slots, int waiting, Duration wait, ObjectMapper json) {
		if (slots < 1 || waiting < 0 || wait.isNegative()) {
			throw new IllegalArgumentException("API slots must be at least 1, waiting and wait not negative");
		}
		this.slots = new Semaphore(slots, true);
		this.waiting = waiting;
		this.wait = wait;
		this.json = json;
	}

	static int halfTheProcessors() {
		return Math.max(1, Runtime.getRuntime().availableProcessors() / 2);
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		if (!acquired()) {
			response.setHeader(HttpHeaders.RETRY_AFTER, "1");
			ProblemResponses.write(response, json, ProblemResponses.problem(HttpStatus.SERVICE_UNAVAILABLE, "busy",
					"Locus is answering as many API calls as it can at the moment. Try again in a second."));
			return;
		}
		try {
			chain.doFilter(request, response);
		}
		finally {
			slots.release();
		}
	}

	private boolean acquired() {
		if (slots.tryAcquire()) {
			return true;
		}
		if (slots.getQueueLength() >= waiting) {
			return false;
		}
		try {
			return slots.tryAcquire(wait.toMillis(), TimeUnit.MILLISECONDS);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			return false;
		}
	}

}
