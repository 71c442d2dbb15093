package app.locus.base.ui;

import java.util.Map;

import app.locus.base.LocusException;
import app.locus.base.ValidationException;
import com.vaadin.flow.component.HasValidation;

/**
 * Runs a service call from a form and shows what the service refused: each field's
 * message on its field, any other typed error in a notification. Anything else goes to
 * the session's error handler (DD118).
 */
public final class ServiceCall {

	private ServiceCall() {
	}

	/**
	 * @param fields the form's fields by the names the service uses in its validation
	 * errors
	 * @return whether the call went through
	 */
	public static boolean run(Map<String, ? extends HasValidation> fields, Runnable call) {
		fields.values().forEach(field -> field.setInvalid(false));
		try {
			call.run();
			return true;
		}
		catch (ValidationException ex) {
			ex.fieldErrors().forEach((name, message) -> {
				HasValidation field = fields.get(name);
				if (field != null) {
					field.setErrorMessage(message);
					field.setInvalid(true);
				}
				else {
					Notices.error(message);
				}
			});
		}
		catch (LocusException ex) {
			// Refusals (forbidden, not found) and answers of the scanning service, in
			// their
			// own words.
			Notices.error(ex.getMessage());
		}
		return false;
	}

	/** Runs a call that has no form fields. */
	public static boolean run(Runnable call) {
		return run(Map.of(), call);
	}

}
