package app.locus.base;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Input refused at a service boundary, with one clear message per field (field name as
 * the form knows it).
 */
public class ValidationException extends LocusException {

	private final Map<String, String> fieldErrors;

	public ValidationException(Map<String, String> fieldErrors) {
		super(String.join(" ", fieldErrors.values()));
		this.fieldErrors = Collections.unmodifiableMap(new LinkedHashMap<>(fieldErrors));
	}

	public static ValidationException of(String field, String message) {
		return new ValidationException(Map.of(field, message));
	}

	public Map<String, String> fieldErrors() {
		return fieldErrors;
	}

}
