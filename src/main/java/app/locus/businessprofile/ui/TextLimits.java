package app.locus.businessprofile.ui;

import app.locus.upstream.api.gbp.GbpText;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;

/**
 * Shows a text's limit on its field (DD125): the field stops at it and says it. The
 * browser counts UTF-16 units where the service counts code points, so the form is never
 * more lenient than the service.
 */
final class TextLimits {

	private TextLimits() {
	}

	static TextField limit(TextField field, GbpText text) {
		field.setMaxLength(text.max());
		field.setHelperText(text.hint());
		return field;
	}

	static TextArea limit(TextArea field, GbpText text) {
		field.setMaxLength(text.max());
		field.setHelperText(text.hint());
		return field;
	}

}
