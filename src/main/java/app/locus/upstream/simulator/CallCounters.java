package app.locus.upstream.simulator;

import java.util.ArrayList;
import java.util.List;

import app.locus.upstream.simulator.faults.PathPattern;

/**
 * Every request the simulator received, so tests can assert "exactly N upstream calls".
 * Counts include calls refused or hit by a fault. Path patterns are globs as in
 * {@link PathPattern}.
 */
public final class CallCounters {

	private final List<ReceivedCall> calls = new ArrayList<>();

	synchronized void record(ReceivedCall call) {
		calls.add(call);
	}

	public synchronized List<ReceivedCall> all() {
		return List.copyOf(calls);
	}

	public synchronized int total() {
		return calls.size();
	}

	/** Calls whose path matches the pattern. */
	public int count(String pathPattern) {
		PathPattern pattern = new PathPattern(pathPattern);
		return (int) all().stream().filter(c -> pattern.matches(c.path())).count();
	}

	/** Calls made with the account's keys or tokens. */
	public int countForAccount(String accountId) {
		return (int) all().stream().filter(c -> accountId.equals(c.accountId())).count();
	}

	public int count(String pathPattern, String accountId) {
		PathPattern pattern = new PathPattern(pathPattern);
		return (int) all().stream().filter(c -> accountId.equals(c.accountId()) && pattern.matches(c.path())).count();
	}

	public synchronized void reset() {
		calls.clear();
	}

}
