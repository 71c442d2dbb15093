package app.locus.simulator;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Predicate;

import app.locus.simulator.faults.PathPattern;

/**
 * Every request the simulator received, so tests can assert "exactly N upstream calls".
 * Counts include calls refused or hit by a fault. Path patterns are globs as in
 * {@link PathPattern}. Counts are kept per path and account for the simulator's whole
 * life; the calls themselves only for the most recent {@link #RECENT}, so a long-running
 * demo does not grow without bound.
 */
public final class CallCounters {

	/** How many calls {@link #all()} keeps. */
	public static final int RECENT = 10_000;

	private record Key(String path, String accountId) {

	}

	private final Map<Key, Integer> counts = new HashMap<>();

	private final Deque<ReceivedCall> recent = new ArrayDeque<>();

	synchronized void record(ReceivedCall call) {
		counts.merge(new Key(call.path(), call.accountId()), 1, Integer::sum);
		recent.addLast(call);
		if (recent.size() > RECENT) {
			recent.removeFirst();
		}
	}

	/** The most recent calls, oldest first. */
	public synchronized List<ReceivedCall> all() {
		return List.copyOf(recent);
	}

	public int total() {
		return sum(key -> true);
	}

	/** Calls whose path matches the pattern. */
	public int count(String pathPattern) {
		PathPattern pattern = new PathPattern(pathPattern);
		return sum(key -> pattern.matches(key.path()));
	}

	/** Calls made with the account's keys or tokens. */
	public int countForAccount(String accountId) {
		return sum(key -> Objects.equals(accountId, key.accountId()));
	}

	public int count(String pathPattern, String accountId) {
		PathPattern pattern = new PathPattern(pathPattern);
		return sum(key -> Objects.equals(accountId, key.accountId()) && pattern.matches(key.path()));
	}

	public synchronized void reset() {
		counts.clear();
		recent.clear();
	}

	private synchronized int sum(Predicate<Key> filter) {
		return counts.entrySet().stream().filter(e -> filter.test(e.getKey())).mapToInt(Map.Entry::getValue).sum();
	}

}
