package app.locus.businessprofile;

import app.locus.base.Validation;
import org.jspecify.annotations.Nullable;

/**
 * The free-text notes people leave on proposals: checked like any field, at most 2000
 * characters.
 */
final class Notes {

	static final int MAX = 2000;

	private Notes() {
	}

	/** The note stripped, or null when none was given. */
	static @Nullable String optional(@Nullable String note, String field, String label) {
		return note == null || note.isBlank() ? null : required(note, field, label);
	}

	static String required(String note, String field, String label) {
		Validation validation = new Validation();
		String text = validation.text(note, field, label, MAX);
		validation.throwIfInvalid();
		return text;
	}

}
