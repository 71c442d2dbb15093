package app.locus.calendar.ui;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.format.DateTimeFormatter;
import java.time.format.TextStyle;
import java.time.temporal.TemporalAdjusters;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiFunction;

import app.locus.base.DisplayDates;
import app.locus.calendar.CalendarEntry;
import app.locus.calendar.CalendarProjection;
import app.locus.calendar.EntryStatus;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;

/**
 * A month or week of runs as a grid of day cells: each entry shows what runs, where and
 * its cost, coloured by status; each day shows its total. Clicking an entry opens its
 * details.
 */
class CalendarBoard extends VerticalLayout {

	static final String MONTH = "Month";

	static final String WEEK = "Week";

	private static final Map<EntryStatus, String> COLOURS = Map.of(EntryStatus.SCHEDULED,
			"var(--lumo-primary-color-10pct)", EntryStatus.PAUSED, "var(--lumo-contrast-10pct)",
			EntryStatus.DEACTIVATED, "var(--lumo-error-color-10pct)", EntryStatus.DONE,
			"var(--lumo-success-color-10pct)");

	private final transient BiFunction<LocalDate, LocalDate, List<CalendarEntry>> loader;

	private final transient EntryDetails details;

	private final boolean showWorkspace;

	private final H3 title = new H3();

	private final RadioButtonGroup<String> mode = new RadioButtonGroup<>();

	private final Div days = new Div();

	private LocalDate anchor;

	/**
	 * @param loader the entries of a period, which carry no credits for a person who may
	 * not see costs (DD159): then no day total or entry shows credits
	 */
	CalendarBoard(BiFunction<LocalDate, LocalDate, List<CalendarEntry>> loader, EntryDetails details, LocalDate today,
			boolean showWorkspace) {
		this.loader = loader;
		this.details = details;
		this.showWorkspace = showWorkspace;
		this.anchor = today;
		setPadding(false);
		title.setId("calendar-title");
		mode.setId("calendar-mode");
		mode.setItems(MONTH, WEEK);
		mode.setValue(MONTH);
		mode.addValueChangeListener(event -> refresh());
		Button previous = new Button("Previous", event -> move(-1));
		previous.setId("calendar-previous");
		Button next = new Button("Next", event -> move(1));
		next.setId("calendar-next");
		Button todayButton = new Button("Today", event -> {
			anchor = today;
			refresh();
		});
		todayButton.setId("calendar-today");
		HorizontalLayout bar = new HorizontalLayout(previous, todayButton, next, title, mode);
		bar.setDefaultVerticalComponentAlignment(FlexComponent.Alignment.BASELINE);
		days.setId("calendar-days");
		days.getStyle()
			.set("display", "grid")
			.set("grid-template-columns", "repeat(7, minmax(0, 1fr))")
			.set("gap", "var(--lumo-space-xs)")
			.set("width", "100%");
		add(bar, days);
		setWidthFull();
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
		title.setText(month ? anchor.getMonth().getDisplayName(TextStyle.FULL, Locale.US) + " " + anchor.getYear()
				: "Week of " + from);
		List<CalendarEntry> entries = loader.apply(from, to);
		Map<LocalDate, Long> totals = CalendarProjection.dayTotals(entries);
		days.removeAll();
		for (DayOfWeek day : DayOfWeek.values()) {
			Span header = new Span(day.getDisplayName(TextStyle.SHORT, Locale.US));
			header.getStyle().set("font-weight", "600");
			days.add(header);
		}
		for (LocalDate date = from; !date.isAfter(to); date = date.plusDays(1)) {
			LocalDate day = date;
			days.add(dayCell(day, entries.stream().filter(entry -> entry.date().equals(day)).toList(),
					totals.getOrDefault(day, 0L), !month || day.getMonth() == anchor.getMonth()));
		}
	}

	private Div dayCell(LocalDate date, List<CalendarEntry> entries, long total, boolean inPeriod) {
		Div cell = new Div();
		cell.setId("day-" + date);
		cell.getStyle()
			.set("border", "1px solid var(--lumo-contrast-10pct)")
			.set("border-radius", "var(--lumo-border-radius-m)")
			.set("padding", "var(--lumo-space-xs)")
			.set("min-height", "6em")
			.set("opacity", inPeriod ? "1" : "0.55");
		Span number = new Span(Integer.toString(date.getDayOfMonth()));
		number.getStyle().set("font-weight", "600");
		cell.add(number);
		if (total > 0) {
			Span sum = new Span(total + " cr");
			sum.setId("total-" + date);
			sum.getStyle().set("float", "right").set("font-size", "var(--lumo-font-size-s)");
			cell.add(sum);
		}
		for (CalendarEntry entry : entries) {
			cell.add(entryChip(entry));
		}
		return cell;
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
			.set("cursor", "pointer");
		chip.addClickListener(event -> details.open(entry, this::refresh));
		return chip;
	}

	private void move(int step) {
		anchor = MONTH.equals(mode.getValue()) ? anchor.plusMonths(step) : anchor.plusWeeks(step);
		refresh();
	}

}
