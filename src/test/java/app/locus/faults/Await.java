package app.locus.faults;

import java.time.Duration;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * Waits on a condition with a deadline, for tests whose parts run in other threads or
 * processes: the check is the condition, never the time waited.
 */
final class Await {

	private static final Duration POLL = Duration.ofMillis(50);

	private Await() {
	}

	static void until(String what, Duration max, BooleanSupplier condition) {
		long deadline = System.nanoTime() + max.toNanos();
		while (!condition.getAsBoolean()) {
			if (System.nanoTime() > deadline) {
				throw new AssertionError("Not within " + max + ": " + what);
			}
			LockSupport.parkNanos(POLL.toNanos());
		}
	}

}
