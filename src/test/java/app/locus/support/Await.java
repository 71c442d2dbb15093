package app.locus.support;

import java.time.Duration;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Waits on a condition with a deadline, for tests whose parts run in other threads or
 * processes: the check is the condition, never the time waited.
 */
public final class Await {

	private static final Duration POLL = Duration.ofMillis(50);

	private Await() {
	}

	public static void until(String what, Duration max, BooleanSupplier condition) {
		until(() -> what, max, condition);
	}

	/**
	 * @param what said when the condition never holds, read only then
	 */
	public static void until(Supplier<String> what, Duration max, BooleanSupplier condition) {
		long deadline = System.nanoTime() + max.toNanos();
		while (!condition.getAsBoolean()) {
			if (System.nanoTime() > deadline) {
				throw new AssertionError("Not within " + max + ": " + what.get());
			}
			LockSupport.parkNanos(POLL.toNanos());
		}
	}

}
