package app.locus.businessprofile.ui;

import java.time.DayOfWeek;
import java.util.ArrayList;
import java.util.List;

import app.locus.base.ui.DateInputs;
import app.locus.base.ValidationException;
import app.locus.base.ui.Notices;
import app.locus.businessprofile.ProfileChange;
import app.locus.upstream.api.gbp.HoursUpdate;
import app.locus.upstream.api.gbp.OpeningHours;
import app.locus.upstream.api.gbp.RegularPeriod;
import app.locus.upstream.api.gbp.SpecialPeriod;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.datepicker.DatePicker;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.orderedlayout.FlexComponent.Alignment;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import org.jspecify.annotations.Nullable;

/**
 * A week editor for regular hours (several periods a day, overnight periods, midnight
 * 0:00, end of day 24:00) and special hours by date: saving one date leaves the others,
 * and saving special hours leaves the regular ones alone.
 */
class HoursTab extends AreaTab {

	private final VerticalLayout periods = new VerticalLayout();

	private final List<PeriodRow> rows = new ArrayList<>();

	/** Numbers rows for their ids; never reused, so a removed row's id stays unique. */
	private int rowsMade;

	private final UnorderedList specialDates = new UnorderedList();

	private final DatePicker specialDate = DateInputs.picker("Date");

	private final Checkbox specialClosed = new Checkbox("Closed all day");

	private final TextField specialOpen = new TextField("Opens");

	private final TextField specialClose = new TextField("Closes");

	HoursTab(EditorContext context) {
		super(context);
		periods.setId("hours-periods");
		periods.setPadding(false);
		specialDates.setId("hours-special");
		specialDate.setId("special-date");
		specialClosed.setId("special-closed");
		specialOpen.setId("special-open");
		specialClose.setId("special-close");
		add(new H3("Regular hours"),
				new Paragraph("Midnight is 0:00; a period running to the end of the day closes at 24:00. "
						+ "A night period closes on the next day."),
				periods);
		addWriting(new HorizontalLayout(button("hours-add", "Add period", () -> addRow(null)),
				button("hours-save", "Save regular hours", this::saveRegular)));
		add(new H3("Special hours"), specialDates);
		HorizontalLayout special = new HorizontalLayout(specialDate, specialClosed, specialOpen, specialClose,
				button("special-save", "Save this date", this::saveSpecial));
		special.setAlignItems(Alignment.BASELINE);
		addWriting(special);
	}

	@Override
	void load() {
		context.read(() -> context.service().location(context.workspace(), context.placeId()))
			.ifPresent(location -> show(location.hours()));
	}

	private void show(OpeningHours hours) {
		periods.removeAll();
		rows.clear();
		rowsMade = 0;
		hours.regular().forEach(this::addRow);
		specialDates.removeAll();
		for (SpecialPeriod period : hours.special()) {
			specialDates.add(new ListItem(period.date() + ": "
					+ (period.closed() ? "closed" : period.openTime() + " – " + period.closeTime())));
		}
	}

	private void addRow(@Nullable RegularPeriod period) {
		PeriodRow row = new PeriodRow(rowsMade++, period, context.canWrite());
		row.remove.addClickListener(event -> {
			rows.remove(row);
			periods.remove(row);
		});
		rows.add(row);
		periods.add(row);
	}

	private void saveRegular() {
		try {
			List<RegularPeriod> regular = rows.stream().map(PeriodRow::period).toList();
			context.write(new ProfileChange.UpdateHours(HoursUpdate.regular(regular)), this::load);
		}
		catch (ValidationException ex) {
			Notices.error(EditorContext.message(ex));
		}
	}

	private void saveSpecial() {
		try {
			SpecialPeriod period = specialClosed.getValue() ? SpecialPeriod.closedOn(specialDate.getValue())
					: SpecialPeriod.openOn(specialDate.getValue(), TimeText.parse(specialOpen.getValue(), "open"),
							TimeText.parse(specialClose.getValue(), "close"));
			context.write(new ProfileChange.UpdateHours(HoursUpdate.special(List.of(period))), this::load);
		}
		catch (ValidationException ex) {
			Notices.error(EditorContext.message(ex));
		}
	}

	/** One regular period: opening day and time, closing day and time. */
	private static final class PeriodRow extends HorizontalLayout {

		private final Select<DayOfWeek> openDay = new Select<>();

		private final TextField openTime = new TextField("Opens");

		private final Select<DayOfWeek> closeDay = new Select<>();

		private final TextField closeTime = new TextField("Closes");

		private final com.vaadin.flow.component.button.Button remove = new com.vaadin.flow.component.button.Button(
				"Remove");

		PeriodRow(int index, @Nullable RegularPeriod period, boolean editable) {
			openDay.setLabel("Open day");
			closeDay.setLabel("Close day");
			openDay.setItems(DayOfWeek.values());
			closeDay.setItems(DayOfWeek.values());
			openDay.setId("period-" + index + "-open-day");
			openTime.setId("period-" + index + "-open");
			closeDay.setId("period-" + index + "-close-day");
			closeTime.setId("period-" + index + "-close");
			remove.setId("period-" + index + "-remove");
			openDay.setValue(period == null ? DayOfWeek.MONDAY : period.openDay());
			closeDay.setValue(period == null ? DayOfWeek.MONDAY : period.closeDay());
			openTime.setValue(period == null ? "9:00" : period.openTime().toString());
			closeTime.setValue(period == null ? "17:00" : period.closeTime().toString());
			openDay.addValueChangeListener(event -> closeDay.setValue(event.getValue()));
			setAlignItems(Alignment.BASELINE);
			add(openDay, openTime, closeDay, closeTime);
			if (editable) {
				add(remove);
			}
			else {
				openDay.setReadOnly(true);
				openTime.setReadOnly(true);
				closeDay.setReadOnly(true);
				closeTime.setReadOnly(true);
			}
		}

		RegularPeriod period() {
			return new RegularPeriod(openDay.getValue(), TimeText.parse(openTime.getValue(), "open"),
					closeDay.getValue(), TimeText.parse(closeTime.getValue(), "close"));
		}

	}

}
