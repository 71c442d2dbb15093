package app.locus.calendar;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeMap;

/**
 * Lays plans and past runs out on calendar days (DD050): days before today show what ran
 * (stored reports), today and later show what the schedules will run, and a run of today
 * whose time has passed shows what happened (its report) or that it is due (DD202).
 */
public final class CalendarProjection {

	private static final Comparator<CalendarEntry> ORDER = Comparator.comparing(CalendarEntry::date)
		.thenComparing(entry -> entry.time() == null ? java.time.LocalTime.MIN : entry.time())
		.thenComparing(CalendarEntry::workspaceName)
		.thenComparing(CalendarEntry::what);

	private CalendarProjection() {
	}

	/**
	 * Every entry from {@code from} to {@code to}, inclusive, in date and time order.
	 * Days before today show the stored runs; today shows its stored runs and what the
	 * schedules still run; a run whose time has passed without a stored report of its
	 * campaign that day is {@link EntryStatus#DUE}, never still "scheduled".
	 * @param now the agency's local date and time
	 */
	public static List<CalendarEntry> entries(List<Plan> plans, List<PastRun> pastRuns, LocalDateTime now,
			LocalDate from, LocalDate to) {
		LocalDate today = now.toLocalDate();
		List<CalendarEntry> entries = new ArrayList<>();
		Set<String> ranToday = new HashSet<>();
		for (PastRun run : pastRuns) {
			if (!run.date().isBefore(from) && !run.date().isAfter(to) && !run.date().isAfter(today)) {
				entries.add(new CalendarEntry(run.workspace(), run.workspaceName(), EntryKind.CAMPAIGN, run.reportKey(),
						run.what(), run.where(), run.date(), null, OptionalLong.of(run.credits()), EntryStatus.DONE));
				if (run.date().equals(today) && run.campaignId() != null) {
					ranToday.add(run.campaignId());
				}
			}
		}
		for (CalendarEntry planned : planned(plans, from.isBefore(today) ? today : from, to)) {
			boolean passed = planned.date().equals(today) && planned.time() != null
					&& planned.time().isBefore(now.toLocalTime());
			if (!passed) {
				entries.add(planned);
			}
			else if (!(planned.kind() == EntryKind.CAMPAIGN && ranToday.contains(planned.id()))) {
				entries.add(planned.status() == EntryStatus.SCHEDULED ? planned.withStatus(EntryStatus.DUE) : planned);
			}
		}
		entries.sort(ORDER);
		return entries;
	}

	/**
	 * The runs the plans make from {@code from} to {@code to}, inclusive, in no
	 * particular order: for who only needs the next run or the sum, not the calendar's
	 * order.
	 */
	public static List<CalendarEntry> planned(List<Plan> plans, LocalDate from, LocalDate to) {
		List<CalendarEntry> entries = new ArrayList<>();
		planned(plans, from, to, entries);
		return entries;
	}

	private static void planned(List<Plan> plans, LocalDate from, LocalDate to, List<CalendarEntry> entries) {
		for (Plan plan : plans) {
			for (LocalDateTime run : plan.schedule().runsOn(from, to)) {
				entries.add(new CalendarEntry(plan.workspace(), plan.workspaceName(), plan.kind(), plan.id(),
						plan.what(), plan.where(), run.toLocalDate(), run.toLocalTime(),
						OptionalLong.of(plan.creditsPerRun()), plan.status()));
			}
		}
	}

	/**
	 * Credits per day: what ran plus what will run or was due (paused and deactivated
	 * plans spend nothing); no day of entries that carry no credits.
	 */
	public static Map<LocalDate, Long> dayTotals(List<CalendarEntry> entries) {
		Map<LocalDate, Long> totals = new TreeMap<>();
		for (CalendarEntry entry : entries) {
			if (entry.status().spends() || entry.status() == EntryStatus.DONE) {
				entry.credits().ifPresent(credits -> totals.merge(entry.date(), credits, Long::sum));
			}
		}
		return totals;
	}

	/**
	 * The planned spend the forecast weighs: scheduled and due entries, read by agency
	 * staff or the system, so each carries its credits.
	 */
	public static List<CreditForecast.Spend> plannedSpend(List<CalendarEntry> entries) {
		return entries.stream()
			.filter(entry -> entry.status().spends())
			.map(entry -> new CreditForecast.Spend(entry.date(), entry.credits().orElseThrow()))
			.toList();
	}

}
