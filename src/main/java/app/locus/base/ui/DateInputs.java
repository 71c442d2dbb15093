package app.locus.base.ui;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.Month;
import java.time.format.DateTimeFormatter;
import java.time.format.TextStyle;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import app.locus.base.i18n.Language;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.datepicker.DatePicker;
import com.vaadin.flow.component.datepicker.DatePicker.DatePickerI18n;

/**
 * The one date field of the portal (DD156, DD202): one date format per language, used
 * both to show the date in the field and to read what is typed, with a placeholder in
 * that format. English takes ISO ({@code 2026-11-27}), which no English reader misreads
 * whichever side of the Atlantic; German, Spanish and French write the day first as their
 * readers do ({@code 27.11.2026}, {@code 27/11/2026}). Anything else is refused with a
 * message that shows the format, and stays in the field to be corrected.
 */
public final class DateInputs {

	/** The date every placeholder and message shows, in each language's format. */
	static final LocalDate EXAMPLE = LocalDate.of(2026, 11, 27);

	private DateInputs() {
	}

	/** A date field in the language of the current page. */
	public static DatePicker picker(String label) {
		return picker(label, UI.getCurrent() == null ? Locale.ENGLISH : UI.getCurrent().getLocale());
	}

	static DatePicker picker(String label, Locale locale) {
		DatePicker picker = new DatePicker(label);
		String format = format(locale);
		String example = DateTimeFormatter.ofPattern(format.replace("yyyy", "uuuu"), locale).format(EXAMPLE);
		DatePickerI18n i18n = new DatePickerI18n().setDateFormat(format)
			.setBadInputErrorMessage(
					picker.getTranslation(Language.of(locale).locale(), "inputs.date.badInput", example))
			.setFirstDayOfWeek(1)
			.setMonthNames(Arrays.stream(Month.values())
				.map(month -> month.getDisplayName(TextStyle.FULL_STANDALONE, locale))
				.toList())
			.setWeekdays(weekdays(TextStyle.FULL, locale))
			.setWeekdaysShort(weekdays(TextStyle.SHORT, locale))
			.setToday(picker.getTranslation(Language.of(locale).locale(), "inputs.date.today"))
			.setCancel(picker.getTranslation(Language.of(locale).locale(), "inputs.date.cancel"));
		picker.setI18n(i18n);
		picker.setPlaceholder(example);
		return picker;
	}

	/**
	 * The field's one format, in the date picker's tokens (which are also
	 * {@link DateTimeFormatter}'s).
	 */
	static String format(Locale locale) {
		return switch (Language.of(locale)) {
			case ENGLISH -> "yyyy-MM-dd";
			case GERMAN -> "dd.MM.yyyy";
			case SPANISH, FRENCH -> "dd/MM/yyyy";
		};
	}

	/** Sunday first, as the date picker reads its day names. */
	private static List<String> weekdays(TextStyle style, Locale locale) {
		return java.util.stream.Stream
			.concat(java.util.stream.Stream.of(DayOfWeek.SUNDAY),
					Arrays.stream(DayOfWeek.values()).filter(day -> day != DayOfWeek.SUNDAY))
			.map(day -> day.getDisplayName(style, locale))
			.toList();
	}

}
