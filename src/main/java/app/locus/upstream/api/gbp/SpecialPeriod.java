package app.locus.upstream.api.gbp;

import java.time.DateTimeException;
import java.time.LocalDate;

import app.locus.base.Validation;
import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * Hours for one date that differ from the regular ones: either closed all day or open
 * between two times. Special hours are keyed by date, so writing one date leaves the
 * others alone.
 */
public record SpecialPeriod(LocalDate date, TimeOfDay openTime, TimeOfDay closeTime, boolean closed) {

	public SpecialPeriod {
		new Validation().check(date != null, "special.date", "Special hours need a date.")
			.check(closed || (openTime != null && closeTime != null), "special.openTime",
					"Special hours need opening and closing times unless closed all day.")
			.throwIfInvalid();
		if (closed) {
			openTime = null;
			closeTime = null;
		}
	}

	public static SpecialPeriod closedOn(LocalDate date) {
		return new SpecialPeriod(date, null, null, true);
	}

	public static SpecialPeriod openOn(LocalDate date, TimeOfDay open, TimeOfDay close) {
		return new SpecialPeriod(date, open, close, false);
	}

	/**
	 * {@code {startDate {year, month, day}, openTime, closeTime, closed}}; null without a
	 * date.
	 */
	static SpecialPeriod from(JsonNode node) {
		JsonNode start = Lenient.object(node, "startDate");
		Integer year = Lenient.integer(start, "year");
		Integer month = Lenient.integer(start, "month");
		Integer day = Lenient.integer(start, "day");
		if (year == null || month == null || day == null) {
			return null;
		}
		boolean closed = Lenient.flag(node, "closed");
		TimeOfDay open = TimeOfDay.from(Lenient.object(node, "openTime"));
		TimeOfDay close = TimeOfDay.from(Lenient.object(node, "closeTime"));
		if (!closed && (open == null || close == null)) {
			return null;
		}
		try {
			return new SpecialPeriod(LocalDate.of(year, month, day), open, close, closed);
		}
		catch (DateTimeException ex) {
			return null;
		}
	}

}
