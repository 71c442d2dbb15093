package app.locus.clientreports;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/** A workspace's schedule: its rule, the stored next run and the last one. */
public record ReportSchedule(ScheduleRule rule, Instant nextRunAt, @Nullable Instant lastRunAt) {

}
