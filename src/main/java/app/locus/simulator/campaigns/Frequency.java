package app.locus.simulator.campaigns;

import java.time.Instant;
import java.time.ZonedDateTime;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.stream.Collectors;

import app.locus.simulator.api.SimDates;

/**
 * How often a campaign or autoscan runs.
 */
public enum Frequency {

	ONE_TIME("one-time"), DAILY("daily"), WEEKLY("weekly"), BIWEEKLY("biweekly"), MONTHLY("monthly");

	public static final Set<String> CODES = Arrays.stream(values())
		.map(Frequency::code)
		.collect(Collectors.toCollection(LinkedHashSet::new));

	private final String code;

	Frequency(String code) {
		this.code = code;
	}

	public String code() {
		return code;
	}

	public static Frequency of(String code) {
		return Arrays.stream(values()).filter(f -> f.code.equals(code)).findFirst().orElseThrow();
	}

	/** The run after one at {@code at}; null for one-time. */
	public Instant after(Instant at) {
		ZonedDateTime time = at.atZone(SimDates.ZONE);
		return switch (this) {
			case ONE_TIME -> null;
			case DAILY -> time.plusDays(1).toInstant();
			case WEEKLY -> time.plusWeeks(1).toInstant();
			case BIWEEKLY -> time.plusWeeks(2).toInstant();
			case MONTHLY -> time.plusMonths(1).toInstant();
		};
	}

	/**
	 * The first run of the schedule that starts at {@code anchor} that is not before
	 * {@code now} (for one-time: the anchor, or null when it has passed).
	 */
	public Instant firstFrom(Instant anchor, Instant now) {
		Instant next = anchor;
		while (next != null && next.isBefore(now)) {
			next = after(next);
		}
		return next;
	}

}
