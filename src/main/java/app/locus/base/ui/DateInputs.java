package app.locus.base.ui;

import com.vaadin.flow.component.datepicker.DatePicker;
import com.vaadin.flow.component.datepicker.DatePicker.DatePickerI18n;

/**
 * The one date field of the portal (DD156): it shows ISO dates, understands a date typed
 * as ISO or day first ({@code 27/11/2026}, {@code 27.11.2026}), and refuses anything else
 * with a message instead of dropping it.
 */
public final class DateInputs {

	static final String BAD_INPUT = "Type the date as 2026-11-27 or 27/11/2026.";

	private DateInputs() {
	}

	public static DatePicker picker(String label) {
		DatePicker picker = new DatePicker(label);
		picker.setI18n(new DatePickerI18n().setDateFormats("yyyy-MM-dd", "d/M/yyyy", "d.M.yyyy", "d-M-yyyy")
			.setBadInputErrorMessage(BAD_INPUT)
			.setFirstDayOfWeek(1));
		picker.setPlaceholder("2026-11-27");
		return picker;
	}

}
