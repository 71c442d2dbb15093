package app.locus.businessprofile.ui;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import app.locus.base.ValidationException;
import app.locus.upstream.api.gbp.TimeOfDay;
import com.vaadin.flow.component.textfield.TextField;
import org.jspecify.annotations.Nullable;

/**
 * Times in the hours editor as people type them: {@code 8}, {@code 8:30}, {@code 24:00}.
 */
final class TimeText {

	private static final Pattern TIME = Pattern.compile("(\\d{1,2})(?::(\\d{2}))?");

	private TimeText() {
	}

	/**
	 * The time typed in {@code field}, or null with the field marked invalid and told
	 * why; a readable time clears an earlier mark.
	 */
	static @Nullable TimeOfDay read(TextField field) {
		try {
			TimeOfDay time = parse(field.getValue(), "time");
			field.setInvalid(false);
			return time;
		}
		catch (ValidationException ex) {
			field.setErrorMessage(String.join(" ", ex.fieldErrors().values()));
			field.setInvalid(true);
			return null;
		}
	}

	/** Midnight is 0:00; a period to the end of the day closes at 24:00. */
	static TimeOfDay parse(String text, String field) {
		Matcher matcher = TIME.matcher(text == null ? "" : text.strip());
		if (!matcher.matches()) {
			throw ValidationException.of(field,
					"Enter a time such as 8:30 (0:00 is midnight, 24:00 the end of the day).");
		}
		int minutes = matcher.group(2) == null ? 0 : Integer.parseInt(matcher.group(2));
		try {
			return new TimeOfDay(Integer.parseInt(matcher.group(1)), minutes);
		}
		catch (ValidationException ex) {
			throw ValidationException.of(field, "Enter a time from 0:00 to 24:00.");
		}
	}

}
