package app.locus.security;

import java.time.Duration;
import java.time.Instant;

import app.locus.security.repository.ThrottleState;

/**
 * Throttling that slows a guesser down without locking the owner out (DD185, after NIST
 * SP 800-63B 5.2.2): once a subject has failed {@code freeFailures} times, each further
 * failure makes the next attempt wait, twice as long each time from {@code firstDelay},
 * never longer than {@code longestDelay}; the {@code freeFailures}-th failure starts the
 * first wait. Attempts during a wait neither count nor extend it. A subject without a
 * failure for {@code forgetAfter} starts over.
 */
record GrowingDelay(String kind, int freeFailures, Duration firstDelay, Duration longestDelay,
		Duration forgetAfter) implements FailureRule {

	@Override
	public ThrottleState afterFailure(ThrottleState state, Instant now) {
		if (state.lockedAt(now)) {
			return state;
		}
		boolean forgotten = state.failures() == 0 || now.isAfter(state.updatedAt().plus(forgetAfter));
		int failures = forgotten ? 1 : state.failures() + 1;
		Instant firstFailure = forgotten ? now : state.windowStartedAt();
		Instant waitUntil = failures < freeFailures ? null : now.plus(delay(failures - freeFailures));
		return new ThrottleState(failures, firstFailure, 0, waitUntil, now);
	}

	Duration delay(int furtherFailures) {
		Duration delay = firstDelay.multipliedBy(1L << Math.min(furtherFailures, 20));
		return delay.compareTo(longestDelay) > 0 ? longestDelay : delay;
	}

}
