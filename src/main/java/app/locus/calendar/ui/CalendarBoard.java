package app.locus.calendar.ui;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.format.TextStyle;
import java.time.temporal.TemporalAdjusters;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

import app.locus.base.DisplayDates;
import app.locus.base.ui.PhoneWidth;
import app.locus.calendar.CalendarEntry;
import app.locus.calendar.CalendarProjection;
import app.locus.calendar.EntryStatus;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import org.jspecify.annotations.Nullable;

/**
 * A month or week of runs (DD202). The month is a grid of day cells; the week is a time
 * grid, seven days across and the hours down, each run in the row of its hour, folded to
 * a list of days on a phone. Each entry shows what runs, where and its cost, coloured by
 * status; each day shows its total; today is marked. Times are the agency's, and the
 * board names its zone. Clicking an entry opens its details.
 */
class CalendarBoard extends VerticalLayout {

	static final String MONTH = "Month";

	static final String WEEK = "Week";

	/** The hours a week always shows, so a quiet week still reads as a working day. */
	private static final int FIRST_HOUR = 8;

	private static final int LAST_HOUR = 18;

	private static final Map<EntryStatus, String> COLOURS = Map.of(EntryStatus.SCHEDULED,
			"var(--lumo-primary-color-10pct)", EntryStatus.PAUSED, "var(--lumo-contrast-10pct)",
			EntryStatus.DEACTIVATED, "var(--lumo-error-color-10pct)", EntryStatus.DONE,
			"var(--lumo-success-color-10pct)", EntryStatus.DUE, "var(--lumo-warning-color-10pct, #fff4d6)");

	private final transient BiFunction<LocalDate, LocalDate, List<CalendarEntry>> loader;

	private final transient EntryDetails details;

	private final boolean showWorkspace;

	private final LocalDate today;

	private final H3 title = new H3();

	private final RadioButtonGroup<String> mode = new RadioButtonGroup<>();

	private final Div days = new Div();

	private LocalDate anchor;

	private boolean phone;

	/**
	 * @param loader the entries of a period, which carry no credits for a person who may
	 * not see costs (DD159): then no day total or entry shows credits
	 * @param zone the agency's zone, which the dates and times are in
	 */
	CalendarBoard(BiFunction<LocalDate, LocalDate, List<CalendarEntry>> loader, EntryDetails details, LocalDate today,
			ZoneId zone, boolean showWorkspace) {
		this.loader = loader;
		this.details = details;
		this.showWorkspace = showWorkspace;
		this.today = today;
		this.anchor = today;
		setPadding(false);
		title.setId("calendar-title");
		mode.setId("calendar-mode");
		mode.setItems(MONTH, WEEK);
		mode.setItemLabelGenerator(item -> getTranslation(MONTH.equals(item) ? "calendar.month" : "calendar.week"));
		mode.setValue(MONTH);
		mode.addValueChangeListener(event -> refresh());
		Button previous = new Button(getTranslation("calendar.previous"), event -> move(-1));
		previous.setId("calendar-previous");
		Button next = new Button(getTranslation("calendar.next"), event -> move(1));
		next.setId("calendar-next");
		Button todayButton = new Button(getTranslation("calendar.today"), event -> {
			anchor = today;
			refresh();
		});
		todayButton.setId("calendar-today");
		HorizontalLayout bar = new HorizontalLayout(previous, todayButton, next, title, mode);
		bar.setDefaultVerticalComponentAlignment(FlexComponent.Alignment.BASELINE);
		bar.setWrap(true);
		Paragraph zoneNote = new Paragraph(getTranslation("calendar.zone", DisplayDates.zoneName(zone, getLocale())));
		zoneNote.setId("calendar-zone");
		days.setId("calendar-days");
		days.getStyle().set("gap", "var(--lumo-space-xs)").set("width", "100%");
		add(bar, zoneNote, days);
		setWidthFull();
		PhoneWidth.follow(this, narrow -> {
			if (narrow != phone) {
				phone = narrow;
				refresh();
			}
		});
		refresh();
	}

	/** Reloads the shown days (after an action changed something). */
	void refresh() {
		boolean month = MONTH.equals(mode.getValue());
		LocalDate first = month ? anchor.withDayOfMonth(1) : anchor;
		LocalDate from = first.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY));
		LocalDate to = month
				? YearMonth.from(anchor).atEndOfMonth().with(TemporalAdjusters.nextOrSame(DayOfWeek.SUNDAY))
				: from.plusDays(6);
		title.setText(month
				? anchor.getMonth().getDisplayName(TextStyle.FULL_STANDALONE, getLocale()) + " " + anchor.getYear()
				: getTranslation("calendar.week.title", DisplayDates.day(from), DisplayDates.day(to)));
		List<CalendarEntry> entries = loader.apply(from, to);
		Map<LocalDate, Long> totals = CalendarProjection.dayTotals(entries);
		days.removeAll();
		if (phone) {
			dayList(from, to, entries, totals, month);
		}
		else if (month) {
			monthGrid(from, to, entries, totals);
		}
		else {
			timeGrid(from, to, entries, totals);
		}
	}

	private void monthGrid(LocalDate from, LocalDate to, List<CalendarEntry> entries, Map<LocalDate, Long> totals) {
		days.getStyle().set("display", "grid").set("grid-template-columns", "repeat(7, minmax(0, 1fr))");
		for (DayOfWeek day : DayOfWeek.values()) {
			Span header = new Span(day.getDisplayName(TextStyle.SHORT, getLocale()));
			header.getStyle().set("font-weight", "600");
			days.add(header);
		}
		for (LocalDate date = from; !date.isAfter(to); date = date.plusDays(1)) {
			LocalDate day = date;
			Div cell = dayCell(day, Integer.toString(day.getDayOfMonth()), totals);
			cell.getStyle().set("min-height", "6em");
			if (day.getMonth() != anchor.getMonth()) {
				// A tint, not a fade: faded text fell below 4.5:1 (WCAG 1.4.3).
				cell.getStyle().set("background", "var(--lumo-contrast-5pct)");
			}
			entries.stream().filter(entry -> entry.date().equals(day)).map(this::entryChip).forEach(cell::add);
			days.add(cell);
		}
	}

	/**
	 * The week as a time grid: a column of hours, then a column per day headed by its
	 * date; past runs, which carry a date only, in a row of their own above the hours.
	 */
	private void timeGrid(LocalDate from, LocalDate to, List<CalendarEntry> entries, Map<LocalDate, Long> totals) {
		days.getStyle().set("display", "grid").set("grid-template-columns", "4em repeat(7, minmax(0, 1fr))");
		days.add(new Span());
		for (LocalDate date = from; !date.isAfter(to); date = date.plusDays(1)) {
			days.add(dayCell(date, DisplayDates.shortDayOfWeek(date, getLocale()), totals));
		}
		if (entries.stream().anyMatch(entry -> entry.time() == null)) {
			days.add(hourLabel(getTranslation("calendar.week.ran")));
			for (LocalDate date = from; !date.isAfter(to); date = date.plusDays(1)) {
				LocalDate day = date;
				days.add(slot(day, null,
						entries.stream().filter(entry -> entry.time() == null && entry.date().equals(day)).toList()));
			}
		}
		int firstHour = Math.min(FIRST_HOUR,
				entries.stream().mapToInt(CalendarBoard::hour).filter(hour -> hour >= 0).min().orElse(FIRST_HOUR));
		int lastHour = Math.max(LAST_HOUR, entries.stream().mapToInt(CalendarBoard::hour).max().orElse(LAST_HOUR));
		for (int hour = firstHour; hour <= lastHour; hour++) {
			int inHour = hour;
			days.add(hourLabel(DisplayDates.time(LocalTime.of(hour, 0))));
			for (LocalDate date = from; !date.isAfter(to); date = date.plusDays(1)) {
				LocalDate day = date;
				days.add(slot(day, hour,
						entries.stream().filter(entry -> hour(entry) == inHour && entry.date().equals(day)).toList()));
			}
		}
	}

	/**
	 * The week or month on a phone: one day under the other, each with its runs in time
	 * order. Seven columns would break every word into letters there. A month lists only
	 * its days with runs, and today.
	 */
	private void dayList(LocalDate from, LocalDate to, List<CalendarEntry> entries, Map<LocalDate, Long> totals,
			boolean busyDaysOfMonth) {
		days.getStyle().set("display", "flex").set("flex-direction", "column").remove("grid-template-columns");
		for (LocalDate date = from; !date.isAfter(to); date = date.plusDays(1)) {
			LocalDate day = date;
			List<CalendarEntry> ofDay = entries.stream().filter(entry -> entry.date().equals(day)).toList();
			if (busyDaysOfMonth && (day.getMonth() != anchor.getMonth() || ofDay.isEmpty() && !day.equals(today))) {
				continue;
			}
			Div cell = dayCell(day, DisplayDates.shortDayOfWeek(day, getLocale()), totals);
			if (ofDay.isEmpty()) {
				Span none = new Span(getTranslation("calendar.day.none"));
				none.getStyle().set("display", "block").set("color", "var(--lumo-secondary-text-color)");
				cell.add(none);
			}
			ofDay.stream().map(this::entryChip).forEach(cell::add);
			days.add(cell);
		}
	}

	/** A day's cell or column head: its name, its total, and a mark when it is today. */
	private Div dayCell(LocalDate date, String name, Map<LocalDate, Long> totals) {
		Div cell = new Div();
		cell.setId("day-" + date);
		cell.getStyle()
			.set("border", "1px solid var(--lumo-contrast-10pct)")
			.set("border-radius", "var(--lumo-border-radius-m)")
			.set("padding", "var(--lumo-space-xs)");
		Span number = new Span(name);
		number.getStyle().set("font-weight", "600");
		cell.add(number);
		if (date.equals(today)) {
			cell.getElement().setAttribute("aria-current", "date");
			cell.addClassName("calendar-today");
			cell.getStyle()
				.set("border", "2px solid var(--lumo-primary-color)")
				.set("background", "var(--lumo-primary-color-10pct)");
			Span mark = new Span(getTranslation("calendar.today.mark"));
			mark.setId("calendar-today-mark");
			// Solid, as the cell's own tint left a light badge below 4.5:1.
			mark.getElement().getThemeList().addAll(List.of("badge", "contrast", "primary"));
			mark.getStyle().set("margin-inline-start", "var(--lumo-space-xs)");
			cell.add(mark);
		}
		long total = totals.getOrDefault(date, 0L);
		if (total > 0) {
			Span sum = new Span(getTranslation("calendar.day.total", total));
			sum.setId("total-" + date);
			sum.getStyle().set("float", "right").set("font-size", "var(--lumo-font-size-s)");
			cell.add(sum);
		}
		return cell;
	}

	private static Span hourLabel(String text) {
		Span label = new Span(text);
		label.addClassName("calendar-hour");
		label.getStyle()
			.set("font-size", "var(--lumo-font-size-xs)")
			.set("color", "var(--lumo-secondary-text-color)")
			.set("border-top", "1px solid var(--lumo-contrast-10pct)");
		return label;
	}

	/** The hour of the day a run is at, -1 for a past run, which carries a date only. */
	private static int hour(CalendarEntry entry) {
		LocalTime time = entry.time();
		return time == null ? -1 : time.getHour();
	}

	/** One day's hour (or the row of past runs, hour null) in the week's time grid. */
	private Div slot(LocalDate date, @Nullable Integer hour, List<CalendarEntry> entries) {
		Div slot = new Div();
		slot.getElement().setAttribute("data-date", date.toString());
		slot.getElement().setAttribute("data-hour", hour == null ? "ran" : hour.toString());
		slot.getStyle().set("border-top", "1px solid var(--lumo-contrast-10pct)").set("min-height", "1.5em");
		if (date.equals(today)) {
			slot.getStyle().set("background", "var(--lumo-primary-color-5pct)");
		}
		entries.stream().map(this::entryChip).forEach(slot::add);
		return slot;
	}

	private Div entryChip(CalendarEntry entry) {
		String when = entry.time() == null ? "" : DisplayDates.time(entry.time()) + " ";
		String who = showWorkspace ? entry.workspaceName() + " · " : "";
		Div chip = new Div(new Span(when + who + entry.what()), new Div(new Span(entry.where())),
				new Div(new Span(EntryDetails.creditsAndStatus(entry))));
		chip.setId("entry-" + entry.id() + "-" + entry.date());
		chip.getElement().setAttribute("title", entry.kind().label() + ": " + entry.what());
		chip.getStyle()
			.set("background", COLOURS.get(entry.status()))
			.set("border-radius", "var(--lumo-border-radius-s)")
			.set("padding", "2px 4px")
			.set("margin-top", "2px")
			.set("font-size", "var(--lumo-font-size-xs)")
			.set("overflow-wrap", "anywhere")
			.set("cursor", "pointer");
		chip.addClickListener(event -> details.open(entry, this::refresh));
		return chip;
	}

	private void move(int step) {
		anchor = MONTH.equals(mode.getValue()) ? anchor.plusMonths(step) : anchor.plusWeeks(step);
		refresh();
	}

}
