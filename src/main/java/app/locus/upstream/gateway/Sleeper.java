package app.locus.upstream.gateway;

import java.time.Duration;

/**
 * How the gateway waits between attempts: a seam so that tests of the 1-2-4 s retry
 * schedule can record the waits instead of spending them.
 */
@FunctionalInterface
public interface Sleeper {

	Sleeper REAL = duration -> Thread.sleep(duration.toMillis());

	void sleep(Duration duration) throws InterruptedException;

}
