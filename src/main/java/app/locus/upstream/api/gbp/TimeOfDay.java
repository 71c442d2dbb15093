package app.locus.upstream.api.gbp;

import java.time.LocalTime;

import app.locus.base.ValidationException;
import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * A time in opening hours: midnight is 0:00, and a period running to the end of the day
 * closes at 24:00 (which {@link LocalTime} cannot hold).
 */
public record TimeOfDay(int hours, int minutes) {

	public static final TimeOfDay MIDNIGHT = new TimeOfDay(0, 0);

	public static final TimeOfDay END_OF_DAY = new TimeOfDay(24, 0);

	public TimeOfDay {
		if (hours < 0 || hours > 24 || minutes < 0 || minutes > 59 || (hours == 24 && minutes != 0)) {
			throw ValidationException.of("time", "Time must be from 0:00 to 24:00.");
		}
	}

	public static TimeOfDay of(LocalTime time) {
		return new TimeOfDay(time.getHour(), time.getMinute());
	}

	/**
	 * {@code {hours, minutes}}; the platform leaves out zero parts, so {} is midnight.
	 * Null when the time is absent or out of range.
	 */
	public static TimeOfDay from(JsonNode node) {
		if (node == null || !node.isObject()) {
			return null;
		}
		Integer hours = Lenient.integer(node, "hours");
		Integer minutes = Lenient.integer(node, "minutes");
		int h = hours == null ? 0 : hours;
		int m = minutes == null ? 0 : minutes;
		boolean valid = h >= 0 && h <= 24 && m >= 0 && m <= 59 && (h < 24 || m == 0);
		return valid ? new TimeOfDay(h, m) : null;
	}

	@Override
	public String toString() {
		return hours + ":" + (minutes < 10 ? "0" : "") + minutes;
	}

}
