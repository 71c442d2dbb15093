package app.locus.simulator.api;

import java.util.Locale;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * JSON helpers in the service's habits: numbers in records as strings with two decimals,
 * "no value" as {@code false}.
 */
public final class Json {

	public static final ObjectMapper MAPPER = new ObjectMapper();

	private Json() {
	}

	public static ObjectNode object() {
		return JsonNodeFactory.instance.objectNode();
	}

	public static ArrayNode array() {
		return JsonNodeFactory.instance.arrayNode();
	}

	/** A decimal as the service writes it in records, e.g. {@code "3.42"}. */
	public static String decimal(double value) {
		return String.format(Locale.ROOT, "%.2f", value);
	}

	/** Puts the text, or {@code false} when there is none. */
	public static ObjectNode putOrFalse(ObjectNode node, String field, Object value) {
		if (value == null) {
			node.put(field, false);
		}
		else {
			node.put(field, value.toString());
		}
		return node;
	}

}
