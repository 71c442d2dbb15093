package app.locus.base.ui;

import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.util.Optional;

import app.locus.base.DisplayDates;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.value.ValueChangeMode;

/**
 * The one time-of-day field of the portal (DD202): a text field on the 24-hour clock
 * ({@code 09:05}), as every time Locus shows. It keeps what was typed: a time that does
 * not exist ({@code 25:61}) is never rolled over into another one (a browser's time
 * picker turns it into 2:01 AM); the field says what is wrong, and the service refuses it
 * again.
 */
public final class TimeInputs {

	/** Hours and minutes, one or two digits for the hour, strictly in range. */
	private static final DateTimeFormatter TYPED = DateTimeFormatter.ofPattern("H:mm")
		.withResolverStyle(ResolverStyle.STRICT);

	private TimeInputs() {
	}

	/** A time field that checks what is typed as it is typed. */
	public static TextField field(String label) {
		TextField field = new TextField(label);
		field.setPlaceholder("09:00");
		field.setAllowedCharPattern("[0-9:]");
		// the field's own validation would clear this one and the service's on blur
		field.setManualValidation(true);
		field.setValueChangeMode(ValueChangeMode.ON_CHANGE);
		field.addValueChangeListener(event -> {
			boolean bad = !event.getValue().isBlank() && read(event.getValue()).isEmpty();
			field.setErrorMessage(bad ? field.getTranslation("inputs.time.bad") : null);
			field.setInvalid(bad);
		});
		return field;
	}

	/** The time typed, if it is one on the 24-hour clock. */
	public static Optional<LocalTime> read(String typed) {
		try {
			return Optional.of(LocalTime.parse(typed.strip(), TYPED));
		}
		catch (DateTimeParseException ex) {
			return Optional.empty();
		}
	}

	/** Shows a time in the field as Locus writes it ("09:05"). */
	public static void show(TextField field, LocalTime time) {
		field.setValue(DisplayDates.time(time));
	}

}
