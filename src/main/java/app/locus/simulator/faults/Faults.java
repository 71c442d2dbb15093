package app.locus.simulator.faults;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Fault injection for tests, programmable per path pattern and per account:
 *
 * <pre>
 * faults.on("/v2/run-scan").times(2).status(503);      // the next two calls get 503, then recovery
 * faults.on("/v1/**").forAccount("harbor").latency(Duration.ofSeconds(2));
 * faults.on("**").times(1).resetAfterHandling();
 * </pre>
 *
 * A call can be hit by any number of latency rules (their delays add up) and by the first
 * matching rule of any other kind. Rules stay until their count runs out or
 * {@link #clear()}.
 */
public final class Faults {

	/** The faults that hit one call. */
	public record Plan(Duration latency, FaultRule rule) {

		public static final Plan NONE = new Plan(Duration.ZERO, null);

		public boolean preempts() {
			return rule != null && rule.kind().preempts();
		}

	}

	private final List<FaultRule> rules = new ArrayList<>();

	/** Starts a rule for the paths matching the glob (see {@link PathPattern}). */
	public RuleBuilder on(String pathPattern) {
		return new RuleBuilder(new PathPattern(pathPattern));
	}

	public synchronized void clear() {
		rules.clear();
	}

	public synchronized void remove(FaultRule rule) {
		rules.remove(rule);
	}

	/** Finds and uses up the faults that hit a call. */
	public synchronized Plan match(String path, String accountId) {
		Duration latency = Duration.ZERO;
		FaultRule chosen = null;
		for (FaultRule rule : rules) {
			if (!rule.hits(path, accountId)) {
				continue;
			}
			if (rule.kind() == FaultRule.Kind.LATENCY) {
				latency = latency.plus(rule.duration());
				rule.consume();
			}
			else if (chosen == null) {
				chosen = rule;
				rule.consume();
			}
		}
		return latency.isZero() && chosen == null ? Plan.NONE : new Plan(latency, chosen);
	}

	private synchronized FaultRule add(FaultRule rule) {
		rules.add(rule);
		return rule;
	}

	/** Builds one rule; each terminal method adds it and returns it. */
	public final class RuleBuilder {

		private final PathPattern path;

		private String accountId;

		private int times = -1;

		private RuleBuilder(PathPattern path) {
			this.path = path;
		}

		/** Only calls made with this account's keys or tokens. */
		public RuleBuilder forAccount(String account) {
			this.accountId = account;
			return this;
		}

		/** Only the next {@code n} matching calls (default: every one until cleared). */
		public RuleBuilder times(int n) {
			if (n < 1) {
				throw new IllegalArgumentException("times must be at least 1");
			}
			this.times = n;
			return this;
		}

		/** Handle normally, answer after the delay ("answer after a delay"). */
		public FaultRule latency(Duration delay) {
			return rule(FaultRule.Kind.LATENCY, 0, delay, 0);
		}

		/** Answer this status (e.g. 500, 502, 503, 504) without handling the call. */
		public FaultRule status(int status) {
			return rule(FaultRule.Kind.STATUS, status, null, 0);
		}

		/** Answer 429 with {@code Retry-After} in whole seconds, without handling. */
		public FaultRule tooManyRequests(Duration retryAfter) {
			return rule(FaultRule.Kind.TOO_MANY_REQUESTS, 429, retryAfter, 0);
		}

		/** Answer 429 without a Retry-After header, without handling. */
		public FaultRule tooManyRequestsWithoutRetryAfter() {
			return rule(FaultRule.Kind.TOO_MANY_REQUESTS, 429, null, 0);
		}

		/** Accept and never answer ("timeout"); the call is not handled. */
		public FaultRule hang() {
			return rule(FaultRule.Kind.HANG, 0, null, 0);
		}

		/**
		 * Lose the request before it reaches the service: no answer, not handled, not
		 * counted in {@code calls()} (a timeout before sending, as the caller sees it).
		 */
		public FaultRule lose() {
			return rule(FaultRule.Kind.LOST, 0, null, 0);
		}

		/** Reset the connection without handling the call. */
		public FaultRule resetBeforeHandling() {
			return rule(FaultRule.Kind.RESET_BEFORE_HANDLING, 0, null, 0);
		}

		/** Handle the call, then reset the connection instead of answering. */
		public FaultRule resetAfterHandling() {
			return rule(FaultRule.Kind.RESET_AFTER_HANDLING, 0, null, 0);
		}

		/** Handle the call, answer 200 with a body that is not valid JSON. */
		public FaultRule malformedBody() {
			return rule(FaultRule.Kind.MALFORMED_BODY, 0, null, 0);
		}

		/** Handle the call, send half the declared body and close. */
		public FaultRule truncatedBody() {
			return rule(FaultRule.Kind.TRUNCATED_BODY, 0, null, 0);
		}

		/**
		 * Handle the call, send the body {@code chunkBytes} at a time, pausing between.
		 */
		public FaultRule slowDrip(int chunkBytes, Duration pause) {
			if (chunkBytes < 1) {
				throw new IllegalArgumentException("chunkBytes must be at least 1");
			}
			return rule(FaultRule.Kind.SLOW_DRIP, 0, pause, chunkBytes);
		}

		private FaultRule rule(FaultRule.Kind kind, int status, Duration duration, int chunkBytes) {
			return add(new FaultRule(path, accountId, times, kind, status, duration, chunkBytes));
		}

	}

}
