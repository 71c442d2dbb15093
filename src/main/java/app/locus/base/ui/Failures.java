package app.locus.base.ui;

import java.util.Map;

import app.locus.base.ValidationException;
import com.vaadin.flow.component.HasValidation;

/**
 * Shows what went wrong in a background service call: refused fields on their fields,
 * anything else as {@link UnexpectedErrors} shows it (a typed error in its own words, the
 * rest with a logged reference).
 */
public final class Failures {

	private Failures() {
	}

	public static void show(RuntimeException failure, Map<String, ? extends HasValidation> fields) {
		if (failure instanceof ValidationException) {
			ServiceCall.run(fields, () -> {
				throw failure;
			});
		}
		else {
			UnexpectedErrors.show(failure);
		}
	}

}
