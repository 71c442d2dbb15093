package app.locus.upstream.api.gbp;

import java.time.DayOfWeek;
import java.util.Objects;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/** A weekly opening period; it may close on a later day (e.g. a night shift). */
public record RegularPeriod(DayOfWeek openDay, TimeOfDay openTime, DayOfWeek closeDay, TimeOfDay closeTime) {

	public RegularPeriod {
		Objects.requireNonNull(openDay, "openDay");
		Objects.requireNonNull(openTime, "openTime");
		Objects.requireNonNull(closeDay, "closeDay");
		Objects.requireNonNull(closeTime, "closeTime");
	}

	/** Open and close on the same day. */
	public static RegularPeriod sameDay(DayOfWeek day, TimeOfDay open, TimeOfDay close) {
		return new RegularPeriod(day, open, day, close);
	}

	/** {@code {openDay, openTime, closeDay, closeTime}}; null when a part is missing. */
	static RegularPeriod from(JsonNode node) {
		DayOfWeek open = day(Lenient.text(node, "openDay"));
		DayOfWeek close = day(Lenient.text(node, "closeDay"));
		TimeOfDay openTime = TimeOfDay.from(Lenient.object(node, "openTime"));
		TimeOfDay closeTime = TimeOfDay.from(Lenient.object(node, "closeTime"));
		if (open == null || close == null || openTime == null || closeTime == null) {
			return null;
		}
		return new RegularPeriod(open, openTime, close, closeTime);
	}

	private static DayOfWeek day(String text) {
		for (DayOfWeek day : DayOfWeek.values()) {
			if (day.name().equalsIgnoreCase(text)) {
				return day;
			}
		}
		return null;
	}

}
