package app.locus.simulator.state;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * The simulator's sense of time passing. Jobs (a queued scan finishing) and schedules
 * (campaign and autoscan runs) happen when the clock reaches them; the simulator catches
 * up before it handles each request, in time order, so nothing needs a background thread
 * and a test that moves its clock sees exactly what happened in between.
 */
public final class Timeline {

	/** Something that is due at times of its own choosing (a set of schedules). */
	public interface Schedule {

		/** The earliest of the items' due times (null ones ignored), or null. */
		static <T> Instant earliest(List<T> items, Function<T, Instant> due) {
			return items.stream().map(due).filter(Objects::nonNull).min(Comparator.naturalOrder()).orElse(null);
		}

		/** When it is next due, or null when never. */
		Instant nextDue();

		/** Does what is due at that instant and moves its next due time past it. */
		void fire(Instant at);

	}

	private record Job(Instant at, long order, Runnable action) {

	}

	/** Guards against a schedule that never moves on. */
	private static final int MAX_EVENTS_PER_CATCH_UP = 20_000;

	private final List<Job> jobs = new ArrayList<>();

	private final List<Schedule> schedules = new ArrayList<>();

	private long sequence;

	public void at(Instant when, Runnable action) {
		jobs.add(new Job(when, sequence++, action));
	}

	public void add(Schedule schedule) {
		schedules.add(schedule);
	}

	/** Runs everything due up to and including {@code now}, earliest first. */
	public void catchUp(Instant now) {
		for (int i = 0; i < MAX_EVENTS_PER_CATCH_UP; i++) {
			Job job = jobs.stream().min(Comparator.comparing(Job::at).thenComparingLong(Job::order)).orElse(null);
			Schedule schedule = null;
			Instant scheduleDue = null;
			for (Schedule s : schedules) {
				Instant due = s.nextDue();
				if (due != null && (scheduleDue == null || due.isBefore(scheduleDue))) {
					schedule = s;
					scheduleDue = due;
				}
			}
			boolean jobFirst = job != null && (scheduleDue == null || !scheduleDue.isBefore(job.at()));
			Instant next = jobFirst ? job.at() : scheduleDue;
			if (next == null || next.isAfter(now)) {
				return;
			}
			if (jobFirst) {
				jobs.remove(job);
				job.action().run();
			}
			else {
				schedule.fire(scheduleDue);
			}
		}
		throw new IllegalStateException("The simulator's schedules do not move forward");
	}

}
