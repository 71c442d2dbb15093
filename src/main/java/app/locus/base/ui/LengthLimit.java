package app.locus.base.ui;

import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.value.ValueChangeMode;

/**
 * A text field's longest value, said rather than enforced by cutting (DD202): a browser's
 * {@code maxlength} drops whatever is pasted past it without a word, so a 3,000-character
 * name would quietly become its first 100. The field says its limit under it, shows the
 * length against it once the text is too long and keeps all of it, and the service
 * refuses it with its own message.
 */
public final class LengthLimit {

	private LengthLimit() {
	}

	public static void apply(TextField field, int max) {
		field.setHelperText(field.getTranslation("inputs.text.limit", max));
		// the field's own validation would clear this one and the service's on blur
		field.setManualValidation(true);
		field.setValueChangeMode(ValueChangeMode.LAZY);
		field.addValueChangeListener(event -> {
			int length = event.getValue().strip().codePointCount(0, event.getValue().strip().length());
			boolean tooLong = length > max;
			field.setErrorMessage(tooLong ? field.getTranslation("inputs.text.tooLong", length, max) : null);
			field.setInvalid(tooLong);
		});
	}

}
