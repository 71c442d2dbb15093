package app.locus.calendar;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;

/**
 * When a plan runs, as local date-times of the agency's zone: a campaign's schedule
 * ({@link RunSchedule}) or a scheduled scan's run chain at the service
 * ({@link ServiceRunChain}).
 */
public interface Recurrence {

	/**
	 * The runs whose local date is from {@code from} to {@code to}, inclusive, in order.
	 */
	List<LocalDateTime> runsOn(LocalDate from, LocalDate to);

}
