package app.locus.clientreports;

import java.time.LocalDate;

/** The days a client report covers, counted back from the day it is made. */
public enum ReportPeriod {

	LAST_7_DAYS("Last 7 days"), LAST_30_DAYS("Last 30 days"), LAST_MONTH("Last calendar month");

	private final String label;

	ReportPeriod(String label) {
		this.label = label;
	}

	public String label() {
		return label;
	}

	/** The days covered when the report is made on {@code today} (today included). */
	public DateRange range(LocalDate today) {
		return switch (this) {
			case LAST_7_DAYS -> new DateRange(today.minusDays(6), today);
			case LAST_30_DAYS -> new DateRange(today.minusDays(29), today);
			case LAST_MONTH -> {
				LocalDate first = today.withDayOfMonth(1).minusMonths(1);
				yield new DateRange(first, first.plusMonths(1).minusDays(1));
			}
		};
	}

}
