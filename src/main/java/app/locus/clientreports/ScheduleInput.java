package app.locus.clientreports;

import java.time.DayOfWeek;
import java.time.LocalTime;

import org.jspecify.annotations.Nullable;

/**
 * A schedule as the form sends it: monthly with a weekday means the month's first such
 * weekday; checked by the service.
 */
public record ScheduleInput(@Nullable Frequency frequency, @Nullable DayOfWeek weekday, @Nullable Integer dayOfMonth,
		@Nullable LocalTime time, @Nullable String zone) {

}
