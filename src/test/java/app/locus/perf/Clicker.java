package app.locus.perf;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.stream.LongStream;

import app.locus.perf.DemoSessions.Kind;
import org.jspecify.annotations.Nullable;

/**
 * One person clicking between two pages with a think time between the clicks (uniform
 * 0.5x-1.5x {@code thinkMs}), and their tab's heartbeat: managers switch between the
 * report gallery and the dashboard, clients between their dashboard and the gallery. It
 * keeps the time of each round trip that succeeded and counts why the others failed in
 * {@link RoundTripFailures}.
 */
final class Clicker {

	private final FlowHttpSession session;

	private final Kind kind;

	private final String[] routes;

	private final ScheduledExecutorService driver;

	private final long thinkMs;

	private final RoundTripFailures failures;

	private final @Nullable Map<String, String> firstAnswers;

	private final long openedAt = System.nanoTime();

	private final ConcurrentLinkedQueue<Long> times = new ConcurrentLinkedQueue<>();

	// The server's answers per route, in characters: what Vaadin wrote for each page.
	private final Map<String, AnswerSizes> answers = new ConcurrentHashMap<>();

	private int next;

	/**
	 * @param firstAnswers where the first answer to each page of each kind of session is
	 * kept, null: nowhere
	 */
	Clicker(FlowHttpSession session, Kind kind, DemoSessions demo, ScheduledExecutorService driver, long thinkMs,
			RoundTripFailures failures, @Nullable Map<String, String> firstAnswers) {
		this.session = session;
		this.kind = kind;
		this.routes = kind == Kind.MANAGER_ON_GALLERY ? new String[] { demo.dashboardRoute(), demo.galleryRoute() }
				: new String[] { demo.galleryRoute(), demo.dashboardRoute() };
		this.driver = driver;
		this.thinkMs = thinkMs;
		this.failures = failures;
		this.firstAnswers = firstAnswers;
	}

	/**
	 * Starts clicking, and beating unless {@code heartbeats} is false, which shows what
	 * the driver did before issue 54: its UIs closed about three heartbeat intervals
	 * after they were opened.
	 */
	void start(boolean heartbeats) {
		driver.schedule(this::click, ThreadLocalRandom.current().nextLong(thinkMs), TimeUnit.MILLISECONDS);
		if (!heartbeats) {
			return;
		}
		long heartbeatMs = session.heartbeatInterval().toMillis();
		driver.scheduleWithFixedDelay(this::heartbeat, heartbeatMs, heartbeatMs, TimeUnit.MILLISECONDS);
	}

	private void click() {
		long start = System.nanoTime();
		try {
			String route = routes[next++ % 2];
			String answer = session.navigate(route);
			times.add(System.nanoTime() - start);
			answers.computeIfAbsent(route, key -> new AnswerSizes()).add(answer.length());
			if (firstAnswers != null) {
				firstAnswers.putIfAbsent(kind + "-" + page(route), answer);
			}
		}
		catch (Exception ex) {
			failures.record(ex, this, age());
		}
		if (Thread.currentThread().isInterrupted()) {
			return;
		}
		long think = ThreadLocalRandom.current().nextLong(thinkMs / 2, thinkMs * 3 / 2);
		driver.schedule(this::click, think, TimeUnit.MILLISECONDS);
	}

	private void heartbeat() {
		try {
			session.heartbeat();
		}
		catch (Exception ex) {
			failures.record(ex, this, age());
		}
	}

	private Duration age() {
		return Duration.ofNanos(System.nanoTime() - openedAt);
	}

	/** Forgets the round trips so far, for the next window. */
	void reset() {
		times.clear();
		answers.clear();
	}

	/** Nanoseconds of each round trip since the last {@link #reset}. */
	LongStream times() {
		return times.stream().mapToLong(Long::longValue);
	}

	/** Adds characters and number of answers per page since the last {@link #reset}. */
	void addAnswerSizes(Map<String, long[]> charsAndCount) {
		answers.forEach((route, sizes) -> {
			long[] sum = charsAndCount.computeIfAbsent(page(route), key -> new long[2]);
			sum[0] += sizes.chars.sum();
			sum[1] += sizes.count.sum();
		});
	}

	private static String page(String route) {
		return route.substring(route.lastIndexOf('/') + 1);
	}

	/** Characters and number of the answers to one route. */
	private static final class AnswerSizes {

		private final LongAdder chars = new LongAdder();

		private final LongAdder count = new LongAdder();

		void add(int length) {
			chars.add(length);
			count.increment();
		}

	}

}
