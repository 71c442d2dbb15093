package app.locus.upstream.gateway;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

import io.github.bucket4j.TimeMeter;

/** Wall-clock time for the rate buckets that moves only when told to. */
final class HandClock implements TimeMeter {

	private volatile long nanos = TimeUnit.MILLISECONDS.toNanos(System.currentTimeMillis());

	void advance(Duration duration) {
		nanos += duration.toNanos();
	}

	@Override
	public long currentTimeNanos() {
		return nanos;
	}

	@Override
	public boolean isWallClockBased() {
		return true;
	}

}
