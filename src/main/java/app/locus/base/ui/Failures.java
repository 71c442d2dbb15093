package app.locus.base.ui;

import java.util.Map;

import app.locus.base.LocusException;
import app.locus.base.ValidationException;
import com.vaadin.flow.component.HasValidation;

/**
 * Shows what went wrong in a background service call: refused fields on their fields,
 * typed errors with their own message, anything else as a plain "try again".
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
		else if (failure instanceof LocusException) {
			Notices.error(failure.getMessage());
		}
		else {
			Notices.error("Something went wrong while talking to the scanning service. Try again in a moment.");
		}
	}

}
