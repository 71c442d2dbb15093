package app.locus.upstream;

import java.time.Duration;

/**
 * The spec's timeouts: 30 s for standard calls, 60 s for grid searches, campaign reports
 * and keyword-at-coordinate.
 */
public enum TimeoutClass {

	STANDARD(Duration.ofSeconds(30)), LONG(Duration.ofSeconds(60));

	private final Duration duration;

	TimeoutClass(Duration duration) {
		this.duration = duration;
	}

	public Duration duration() {
		return duration;
	}

}
