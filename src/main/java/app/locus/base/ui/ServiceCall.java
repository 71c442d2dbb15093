package app.locus.base.ui;

import java.util.Map;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.ValidationException;
import com.vaadin.flow.component.HasValidation;

/**
 * Runs a service call from a form and shows what the service refused: each field's
 * message on its field, anything else in a notification.
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
		catch (ForbiddenException | NotFoundException ex) {
			Notices.error(ex.getMessage());
		}
		return false;
	}

	/** Runs a call that has no form fields. */
	public static boolean run(Runnable call) {
		return run(Map.of(), call);
	}

}
