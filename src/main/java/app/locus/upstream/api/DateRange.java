package app.locus.upstream.api;

import org.jspecify.annotations.Nullable;

import java.time.LocalDate;

import app.locus.base.ValidationException;
import app.locus.upstream.FormBody;

/**
 * An inclusive range of days sent as {@code start_date}/{@code end_date} in MM/DD/YYYY;
 * either end may be open (null) in listing filters.
 */
public record DateRange(@Nullable LocalDate start, @Nullable LocalDate end) {

	public DateRange {
		if (start != null && end != null && end.isBefore(start)) {
			throw ValidationException.of("end_date", "End date must not be before the start date.");
		}
	}

	public static DateRange between(@Nullable LocalDate start, @Nullable LocalDate end) {
		return new DateRange(start, end);
	}

	public boolean isBounded() {
		return start != null && end != null;
	}

	/** Adds {@code start_date} and {@code end_date} where set. */
	public FormBody addTo(FormBody body) {
		return body.add("start_date", SpecDates.formatDate(start)).add("end_date", SpecDates.formatDate(end));
	}

}
