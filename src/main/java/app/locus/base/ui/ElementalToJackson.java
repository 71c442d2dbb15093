package app.locus.base.ui;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import elemental.json.JsonArray;
import elemental.json.JsonObject;
import elemental.json.JsonValue;

/**
 * Copies elemental JSON into Jackson node by node. Flow 24.9's own bridge writes the
 * elemental value out as text and parses the text again (DD178); the tree this gives is
 * equal to the one that round trip gives.
 */
final class ElementalToJackson {

	/** Doubles below this are written by elemental without an exponent. */
	private static final double PLAIN_NOTATION_LIMIT = 1e7;

	private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

	private ElementalToJackson() {
	}

	static ArrayNode array(List<JsonValue> values) {
		ArrayNode array = NODES.arrayNode(values.size());
		values.forEach(value -> array.add(node(value)));
		return array;
	}

	static JsonNode node(JsonValue value) {
		return switch (value.getType()) {
			case OBJECT -> object((JsonObject) value);
			case ARRAY -> array((JsonArray) value);
			case STRING -> NODES.textNode(value.asString());
			case NUMBER -> number(value.asNumber());
			case BOOLEAN -> NODES.booleanNode(value.asBoolean());
			case NULL -> NODES.nullNode();
		};
	}

	private static ObjectNode object(JsonObject object) {
		ObjectNode node = NODES.objectNode();
		for (String key : object.keys()) {
			node.set(key, node(object.get(key)));
		}
		return node;
	}

	private static ArrayNode array(JsonArray array) {
		ArrayNode node = NODES.arrayNode(array.length());
		for (int i = 0; i < array.length(); i++) {
			node.add(node(array.get(i)));
		}
		return node;
	}

	/**
	 * As elemental writes a number and Jackson reads it back: a whole number in plain
	 * notation becomes an integer, anything else a double, and what JSON cannot hold
	 * null.
	 */
	private static JsonNode number(double number) {
		if (Double.isNaN(number) || Double.isInfinite(number)) {
			return NODES.nullNode();
		}
		if (number == Math.rint(number) && Math.abs(number) < PLAIN_NOTATION_LIMIT) {
			return NODES.numberNode((int) number);
		}
		return NODES.numberNode(number);
	}

}
