package app.locus.simulator.state;

import java.time.Duration;

/**
 * The simulator's tunables.
 *
 * @param pendingDelay how long after submission a queued scan (every platform but google,
 * or eager) and a campaign run finish
 * @param scanDelay how long a synchronous google scan holds its answer
 * @param requestsPerSecond the rate limit per account
 */
public record SimConfig(Duration pendingDelay, Duration scanDelay, int requestsPerSecond) {

	public static final SimConfig DEFAULTS = new SimConfig(Duration.ofSeconds(5), Duration.ofSeconds(1), 5);

}
