package app.locus.clientreports;

import java.time.LocalDate;

/** Days from {@code from} to {@code to}, both included. */
public record DateRange(LocalDate from, LocalDate to) {

	public DateRange {
		if (to.isBefore(from)) {
			throw new IllegalArgumentException("A range ends before it starts: " + from + " to " + to);
		}
	}

}
