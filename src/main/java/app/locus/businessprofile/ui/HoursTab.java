package app.locus.businessprofile.ui;

import java.time.DayOfWeek;
import java.time.format.TextStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import app.locus.base.i18n.LocaleFormats;
import app.locus.base.ValidationException;
import app.locus.base.ui.DateInputs;
import app.locus.base.ui.Notices;
import app.locus.businessprofile.ProfileChange;
import app.locus.upstream.api.gbp.HoursUpdate;
import app.locus.upstream.api.gbp.OpeningHours;
import app.locus.upstream.api.gbp.RegularPeriod;
import app.locus.upstream.api.gbp.SpecialPeriod;
import app.locus.upstream.api.gbp.TimeOfDay;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.datepicker.DatePicker;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.orderedlayout.FlexComponent.Alignment;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.textfield.TextField;
import org.jspecify.annotations.Nullable;

/**
 * A week of opening times, Monday to Sunday, as a business owner writes them: each day
 * closed or open in one or more periods, a period that closes at or before it opens runs
 * overnight into the next day, midnight is 0:00 and the end of the day 24:00. Special
 * hours are set by date: saving one date leaves the others, and saving special hours
 * leaves the regular ones alone. A time that cannot be read is marked on its own field.
 */
class HoursTab extends AreaTab {

	private final VerticalLayout week = new VerticalLayout();

	private final List<DayRow> days = new ArrayList<>();

	private final UnorderedList specialDates = new UnorderedList();

	private final DatePicker specialDate = DateInputs.picker(getTranslation("businessprofile.hours.date"));

	private final Checkbox specialClosed = new Checkbox(getTranslation("businessprofile.hours.closed-all-day"));

	private final TextField specialOpen = new TextField(getTranslation("businessprofile.hours.opens"));

	private final TextField specialClose = new TextField(getTranslation("businessprofile.hours.closes"));

	HoursTab(EditorContext context) {
		super(context);
		week.setId("hours-week");
		week.setPadding(false);
		week.setSpacing(false);
		specialDates.setId("hours-special");
		specialDate.setId("special-date");
		specialClosed.setId("special-closed");
		specialOpen.setId("special-open");
		specialClose.setId("special-close");
		for (DayOfWeek day : DayOfWeek.values()) {
			DayRow row = new DayRow(day, context.canWrite());
			days.add(row);
			week.add(row);
		}
		add(new H3(getTranslation("businessprofile.hours.regular")),
				new Paragraph(getTranslation("businessprofile.hours.explanation")), week);
		addWriting(button("hours-save", getTranslation("businessprofile.hours.save-regular"), this::saveRegular));
		add(new H3(getTranslation("businessprofile.hours.special")), specialDates);
		HorizontalLayout special = new HorizontalLayout(specialDate, specialClosed, specialOpen, specialClose,
				button("special-save", getTranslation("businessprofile.hours.save-special"), this::saveSpecial));
		special.setAlignItems(Alignment.BASELINE);
		special.getStyle().set("flex-wrap", "wrap");
		addWriting(special);
	}

	@Override
	void load() {
		context.read(() -> context.service().location(context.workspace(), context.placeId()))
			.ifPresent(location -> show(location.hours()));
	}

	private void show(OpeningHours hours) {
		for (DayRow day : days) {
			day.show(hours.regular().stream().filter(period -> period.openDay() == day.day).toList());
		}
		specialDates.removeAll();
		LocaleFormats formats = LocaleFormats.of(getLocale());
		for (SpecialPeriod period : hours.special()) {
			String day = formats.day(period.date());
			specialDates.add(new ListItem(period.closed() ? getTranslation("businessprofile.hours.special.closed", day)
					: getTranslation("businessprofile.hours.special.open", day, String.valueOf(period.openTime()),
							String.valueOf(period.closeTime()))));
		}
	}

	private void saveRegular() {
		List<RegularPeriod> regular = new ArrayList<>();
		boolean readable = true;
		for (DayRow day : days) {
			readable &= day.addPeriods(regular);
		}
		if (!readable) {
			Notices.error(getTranslation("businessprofile.hours.unreadable"));
			return;
		}
		context.write(new ProfileChange.UpdateHours(HoursUpdate.regular(regular)), this::load);
	}

	private void saveSpecial() {
		TimeOfDay open = specialClosed.getValue() ? null : TimeText.read(specialOpen);
		TimeOfDay close = specialClosed.getValue() ? null : TimeText.read(specialClose);
		if (!specialClosed.getValue() && (open == null || close == null)) {
			return;
		}
		try {
			SpecialPeriod period = specialClosed.getValue() ? SpecialPeriod.closedOn(specialDate.getValue())
					: SpecialPeriod.openOn(specialDate.getValue(), open, close);
			context.write(new ProfileChange.UpdateHours(HoursUpdate.special(List.of(period))), this::load);
		}
		catch (ValidationException ex) {
			Notices.error(EditorContext.message(ex));
		}
	}

	/** One day of the week: closed, or its periods one under the other. */
	private static final class DayRow extends HorizontalLayout {

		private final DayOfWeek day;

		private final boolean editable;

		private final String id;

		private final Checkbox closed = new Checkbox(getTranslation("businessprofile.hours.closed"));

		private final VerticalLayout periods = new VerticalLayout();

		private final List<PeriodFields> rows = new ArrayList<>();

		/**
		 * Numbers periods for their ids; never reused, so a removed one's id stays
		 * unique.
		 */
		private int made;

		private final Button add = new Button(getTranslation("businessprofile.hours.add"));

		DayRow(DayOfWeek day, boolean editable) {
			this.day = day;
			this.editable = editable;
			this.id = "hours-" + day.name().toLowerCase(Locale.ROOT);
			setId(id);
			setAlignItems(Alignment.BASELINE);
			getStyle().set("flex-wrap", "wrap").set("border-bottom", "1px solid var(--lumo-contrast-10pct)");
			setWidthFull();
			Span name = new Span(dayName(day, getLocale()));
			name.setWidth("7em");
			name.getStyle().set("font-weight", "600");
			closed.setId(id + "-closed");
			closed.setReadOnly(!editable);
			closed.addValueChangeListener(event -> {
				periods.setVisible(!event.getValue());
				add.setVisible(editable && !event.getValue());
				if (!event.getValue() && rows.isEmpty()) {
					addPeriod(null);
				}
			});
			periods.setPadding(false);
			periods.setSpacing(false);
			periods.setWidth(null);
			add.setId(id + "-add");
			add.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_SMALL);
			add.addClickListener(event -> addPeriod(null));
			add.setVisible(editable);
			add(name, closed, periods, add);
		}

		/**
		 * The day's name in the page's language, capitalised as a label ("Lunes",
		 * "Lundi").
		 */
		private static String dayName(DayOfWeek day, Locale locale) {
			String name = day.getDisplayName(TextStyle.FULL_STANDALONE, locale);
			return name.isEmpty() ? name : name.substring(0, 1).toUpperCase(locale) + name.substring(1);
		}

		void show(List<RegularPeriod> open) {
			periods.removeAll();
			rows.clear();
			made = 0;
			open.forEach(this::addPeriod);
			closed.setValue(open.isEmpty());
			periods.setVisible(!open.isEmpty());
			add.setVisible(editable && !open.isEmpty());
		}

		private void addPeriod(@Nullable RegularPeriod period) {
			PeriodFields fields = new PeriodFields(id + "-" + made++, period, editable);
			fields.remove.addClickListener(event -> {
				rows.remove(fields);
				periods.remove(fields);
				if (rows.isEmpty()) {
					closed.setValue(true);
				}
			});
			rows.add(fields);
			periods.add(fields);
		}

		/**
		 * Adds the day's periods; false, with the field marked, when a time cannot be
		 * read.
		 */
		boolean addPeriods(List<RegularPeriod> into) {
			if (closed.getValue()) {
				return true;
			}
			boolean readable = true;
			for (PeriodFields fields : rows) {
				TimeOfDay open = TimeText.read(fields.open);
				TimeOfDay close = TimeText.read(fields.close);
				if (open == null || close == null) {
					readable = false;
					continue;
				}
				into.add(new RegularPeriod(day, open, overnight(open, close) ? day.plus(1) : day, close));
			}
			return readable;
		}

		/** A period that closes at or before it opens runs into the next day. */
		private static boolean overnight(TimeOfDay open, TimeOfDay close) {
			return close.hours() * 60 + close.minutes() <= open.hours() * 60 + open.minutes();
		}

	}

	/** Opens and closes of one period, and its remove button. */
	private static final class PeriodFields extends HorizontalLayout {

		private final TextField open = new TextField();

		private final TextField close = new TextField();

		private final Button remove = new Button(getTranslation("businessprofile.remove"));

		PeriodFields(String id, @Nullable RegularPeriod period, boolean editable) {
			open.setLabel(getTranslation("businessprofile.hours.opens"));
			close.setLabel(getTranslation("businessprofile.hours.closes"));
			open.setId(id + "-open");
			close.setId(id + "-close");
			open.setWidth("6em");
			close.setWidth("6em");
			remove.setId(id + "-remove");
			remove.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_SMALL);
			open.setValue(period == null ? "9:00" : period.openTime().toString());
			close.setValue(period == null ? "17:00" : period.closeTime().toString());
			if (period != null && period.closeDay() != period.openDay()) {
				close.setHelperText(getTranslation("businessprofile.hours.next-day"));
			}
			setAlignItems(Alignment.BASELINE);
			add(open, close);
			if (editable) {
				add(remove);
			}
			else {
				open.setReadOnly(true);
				close.setReadOnly(true);
			}
		}

	}

}
