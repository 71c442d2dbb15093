package app.locus.base.db;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.scheduling.annotation.Scheduled;

/**
 * Starts the embedded MariaDB again when it ended by itself, as it does when its disk is
 * full (DD184): tried at once, then after a wait that doubles up to {@link #LONGEST_WAIT}
 * while it fails, told to the operator in the log each time.
 */
public final class EmbeddedDatabaseSupervisor {

	private static final Duration FIRST_WAIT = Duration.ofSeconds(5);

	private static final Duration LONGEST_WAIT = Duration.ofMinutes(2);

	private static final Logger log = LoggerFactory.getLogger(EmbeddedDatabaseSupervisor.class);

	private final EmbeddedMariaDb database;

	private final Clock clock;

	private @Nullable Instant stoppedAt;

	private Instant nextTry = Instant.MIN;

	private int failures;

	public EmbeddedDatabaseSupervisor(EmbeddedMariaDb database, Clock clock) {
		this.database = database;
		this.clock = clock;
	}

	/** One look at the server: started again if it stopped and its wait is over. */
	@Scheduled(fixedDelayString = "${locus.db.embedded-check-every:PT2S}")
	public synchronized void check() {
		if (!database.stoppedUnexpectedly()) {
			return;
		}
		Instant now = clock.instant();
		if (stoppedAt == null) {
			stoppedAt = now;
			log.error("The embedded database stopped (disk full?): free space in {}; Locus starts it again",
					database.dataDir());
		}
		if (now.isBefore(nextTry)) {
			return;
		}
		try {
			database.restart();
			log.warn("The embedded database runs again, {} s after it stopped",
					Duration.between(stoppedAt, clock.instant()).toSeconds());
			stoppedAt = null;
			nextTry = Instant.MIN;
			failures = 0;
		}
		catch (RuntimeException ex) {
			failures++;
			Duration wait = wait(failures);
			nextTry = clock.instant().plus(wait);
			log.error("The embedded database did not start again (disk still full?): free space in {}; "
					+ "next try in {} s", database.dataDir(), wait.toSeconds(), ex);
		}
	}

	static Duration wait(int failures) {
		Duration wait = FIRST_WAIT.multipliedBy(1L << Math.min(failures - 1, 10));
		return wait.compareTo(LONGEST_WAIT) > 0 ? LONGEST_WAIT : wait;
	}

}
