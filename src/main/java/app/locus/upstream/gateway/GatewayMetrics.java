package app.locus.upstream.gateway;

import java.time.Duration;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;

import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;

/**
 * The gateway's meters, tagged by lane and outcome, never by workspace (unbounded tags):
 * {@code locus.upstream.queue.depth} (calls waiting for a turn on this node),
 * {@code locus.upstream.queue.wait} (time until the turn came),
 * {@code locus.upstream.calls} (calls by outcome, with duration),
 * {@code locus.upstream.retries}, {@code locus.upstream.rate_limited} (429 answers) and
 * {@code locus.upstream.late_sends} (turns used later than their slot plus the margin, or
 * given up).
 */
public final class GatewayMetrics {

	static final String SUCCESS = "success";

	private final MeterRegistry registry;

	private final Map<Lane, AtomicInteger> depth = new EnumMap<>(Lane.class);

	public GatewayMetrics(MeterRegistry registry) {
		this.registry = registry;
		for (Lane lane : Lane.values()) {
			AtomicInteger waiting = new AtomicInteger();
			depth.put(lane, waiting);
			Gauge.builder("locus.upstream.queue.depth", waiting, AtomicInteger::get)
				.description("Calls waiting for their turn in the account's rate limit on this node")
				.tag("lane", tag(lane))
				.register(registry);
		}
	}

	void queued(Lane lane) {
		waiting(lane).incrementAndGet();
	}

	void leftQueue(Lane lane) {
		waiting(lane).decrementAndGet();
	}

	private AtomicInteger waiting(Lane lane) {
		return Objects.requireNonNull(depth.get(lane), "the constructor registers a gauge for every lane");
	}

	void queueWait(Lane lane, Duration waited) {
		Timer.builder("locus.upstream.queue.wait")
			.description("Time a call waited for its turn in the account's rate limit")
			.tag("lane", tag(lane))
			.register(registry)
			.record(waited);
	}

	void call(Lane lane, String outcome, Duration took) {
		Timer.builder("locus.upstream.calls")
			.description("Calls to the service, by final outcome")
			.tag("lane", tag(lane))
			.tag("outcome", outcome)
			.register(registry)
			.record(took);
	}

	void retry(Lane lane) {
		Counter.builder("locus.upstream.retries")
			.description("Attempts repeated after a network error, timeout or 5xx")
			.tag("lane", tag(lane))
			.register(registry)
			.increment();
	}

	void rateLimited(Lane lane) {
		Counter.builder("locus.upstream.rate_limited")
			.description("429 answers of the service")
			.tag("lane", tag(lane))
			.register(registry)
			.increment();
	}

	void lateSend() {
		Counter.builder("locus.upstream.late_sends")
			.description("Turns used later than their rate-limit slot plus the margin, or given up (node overloaded)")
			.register(registry)
			.increment();
	}

	/** Outcome tag of a failed call: the exception's kind in snake case. */
	static String outcome(UpstreamException failure) {
		return failure.getClass().getSimpleName().replaceAll("([a-z])([A-Z])", "$1_$2").toLowerCase(Locale.ROOT);
	}

	private static String tag(Lane lane) {
		return lane.name().toLowerCase(Locale.ROOT);
	}

}
