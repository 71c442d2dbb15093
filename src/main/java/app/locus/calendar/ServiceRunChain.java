package app.locus.calendar;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import app.locus.upstream.api.Frequency;

/**
 * The runs of a scheduled scan as the service makes them (DD055): from its next run, each
 * run one period after the one before in the service's own zone (monthly: one month
 * later, clamped, so a run on the 31st falls on the 28th after February and stays there),
 * shown at the local date and time of the agency's zone. Unlike a campaign's schedule the
 * anchor is an instant, so the local time follows the service across daylight-saving
 * changes of the agency's zone.
 */
public record ServiceRunChain(Instant nextRun, Frequency frequency, ZoneId serviceZone,
		ZoneId shownZone) implements Recurrence {

	public ServiceRunChain {
		Objects.requireNonNull(nextRun, "nextRun");
		Objects.requireNonNull(frequency, "frequency");
		Objects.requireNonNull(serviceZone, "serviceZone");
		Objects.requireNonNull(shownZone, "shownZone");
	}

	@Override
	public List<LocalDateTime> runsOn(LocalDate from, LocalDate to) {
		List<LocalDateTime> runs = new ArrayList<>();
		ZonedDateTime run = nextRun.atZone(serviceZone);
		while (true) {
			LocalDateTime shown = LocalDateTime.ofInstant(run.toInstant(), shownZone);
			if (shown.toLocalDate().isAfter(to)) {
				return runs;
			}
			if (!shown.toLocalDate().isBefore(from)) {
				runs.add(shown);
			}
			if (frequency == Frequency.ONE_TIME) {
				return runs;
			}
			run = after(run);
		}
	}

	private ZonedDateTime after(ZonedDateTime run) {
		return switch (frequency) {
			case ONE_TIME -> run;
			case DAILY -> run.plusDays(1);
			case WEEKLY -> run.plusWeeks(1);
			case BIWEEKLY -> run.plusWeeks(2);
			case MONTHLY -> run.plusMonths(1);
		};
	}

}
