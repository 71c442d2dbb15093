package app.locus.api;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.Map;

import app.locus.base.ValidationException;
import org.jspecify.annotations.Nullable;

/**
 * A tool call's arguments read as the API's parameters, with the API's refusals: a value
 * of the wrong kind is a {@link ValidationException} on its name, which the assistant
 * reads as a tool error.
 */
final class ToolArguments {

	static final String WORKSPACE_ID = "workspace_id";

	static final String PLACE_ID = "place_id";

	private ToolArguments() {
	}

	static Map<String, Object> workspaceProperty() {
		return Map.of("type", "string", "description", "a workspace id from list_workspaces");
	}

	static @Nullable String text(Map<String, Object> arguments, String name) {
		Object value = arguments.get(name);
		return value == null ? null : value.toString();
	}

	static String required(Map<String, Object> arguments, String name) {
		String value = text(arguments, name);
		if (value == null || value.isBlank()) {
			throw ValidationException.of(name, "This value is required.");
		}
		return value;
	}

	static @Nullable LocalDate day(Map<String, Object> arguments, String name) {
		String value = text(arguments, name);
		try {
			return value == null ? null : LocalDate.parse(value);
		}
		catch (DateTimeParseException ex) {
			throw ValidationException.of(name, "Give a day as YYYY-MM-DD.");
		}
	}

	static @Nullable BigDecimal decimal(Map<String, Object> arguments, String name) {
		Object value = arguments.get(name);
		if (value == null) {
			return null;
		}
		if (value instanceof Number given) {
			return new BigDecimal(given.toString());
		}
		throw ValidationException.of(name, "Give a number.");
	}

	static int number(Map<String, Object> arguments, String name, int otherwise) {
		Object value = arguments.get(name);
		if (value == null) {
			return otherwise;
		}
		if (value instanceof Number given && given.doubleValue() == given.intValue()) {
			return given.intValue();
		}
		throw ValidationException.of(name, "Give a whole number.");
	}

}
