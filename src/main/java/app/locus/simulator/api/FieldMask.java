package app.locus.simulator.api;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The {@code fieldmask} parameter: comma-separated paths in dot notation, {@code *} for
 * every element of an array (or every field of an object). A record keeps only the named
 * paths. {@code data_points} is returned only when a path names it, even without a mask.
 */
public final class FieldMask {

	public static final String DATA_POINTS = "data_points";

	private static final FieldMask ALL = new FieldMask(null);

	private final Node root;

	private FieldMask(Node root) {
		this.root = root;
	}

	/** The mask of the call's {@code fieldmask} field; everything when it is absent. */
	public static FieldMask of(Params params) {
		return parse(params.text("fieldmask"));
	}

	public static FieldMask parse(String text) {
		if (text == null || text.isBlank()) {
			return ALL;
		}
		Node root = new Node();
		Arrays.stream(text.split(","))
			.map(String::trim)
			.filter(p -> !p.isEmpty())
			.forEach(path -> root.add(path.split("\\.")));
		return root.children.isEmpty() ? ALL : new FieldMask(root);
	}

	/** Whether the mask names the top-level field (so it must be produced). */
	public boolean names(String field) {
		return root != null && root.children.containsKey(field);
	}

	/** A copy of the record with only the masked paths (data_points only when named). */
	public JsonNode apply(JsonNode record) {
		if (root == null) {
			JsonNode copy = record.deepCopy();
			if (copy instanceof ObjectNode object) {
				object.remove(DATA_POINTS);
			}
			return copy;
		}
		JsonNode projected = project(record, root);
		if (!names(DATA_POINTS) && projected instanceof ObjectNode object) {
			object.remove(DATA_POINTS);
		}
		return projected;
	}

	private static JsonNode project(JsonNode value, Node mask) {
		if (mask.children.isEmpty()) {
			return value.deepCopy();
		}
		if (value.isArray()) {
			Node each = mask.children.getOrDefault("*", mask);
			ArrayNode array = Json.array();
			value.forEach(item -> array.add(project(item, each)));
			return array;
		}
		if (!value.isObject()) {
			return value.deepCopy();
		}
		ObjectNode result = Json.object();
		Node every = mask.children.get("*");
		value.fields().forEachRemaining(field -> {
			Node child = mask.children.get(field.getKey());
			if (child == null) {
				child = every;
			}
			if (child != null) {
				result.set(field.getKey(), project(field.getValue(), child));
			}
		});
		return result;
	}

	private static final class Node {

		private final Map<String, Node> children = new LinkedHashMap<>();

		private void add(String[] path) {
			Node node = this;
			for (String segment : path) {
				String key = segment.trim();
				if (key.isEmpty()) {
					return;
				}
				node = node.children.computeIfAbsent(key, k -> new Node());
			}
		}

	}

}
