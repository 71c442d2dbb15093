package app.locus.simulator.state;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;

/**
 * The simulator's clock: the configured one, except while a journaled request is
 * replayed, when it shows the instant that request first arrived at.
 */
public final class ReplayClock extends Clock {

	private final Clock live;

	private volatile Instant pinned;

	public ReplayClock(Clock live) {
		this.live = live;
	}

	public void pin(Instant at) {
		pinned = at;
	}

	public void release() {
		pinned = null;
	}

	@Override
	public Instant instant() {
		Instant at = pinned;
		return at != null ? at : live.instant();
	}

	@Override
	public ZoneId getZone() {
		return live.getZone();
	}

	@Override
	public Clock withZone(ZoneId zone) {
		return new ReplayClock(live.withZone(zone));
	}

}
