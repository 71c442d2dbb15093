package app.locus.simulator.api;

import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The {@code fieldmask} parameter: comma-separated paths in dot notation, {@code *} for
 * every element of an array (or every field of an object). A record keeps only the named
 * paths; a path that names an object or array keeps all of it. Fields a record kind hides
 * unless asked for (the grid's {@code data_points}) leave unless a path names them.
 */
public final class FieldMask {

	public static final String DATA_POINTS = "data_points";

	/** Names of a listing's own fields, which a mask never takes away. */
	private static final Set<String> LISTING_FIELDS = Set.of("count", "total", "next_token");

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

	/**
	 * The mask for each item of a listing whose array is served under {@code itemsNames}:
	 * a path written {@code reports.*.field} (or {@code reports.field}) means
	 * {@code field} of each item, as does a bare {@code field}; the listing's own fields
	 * are not item fields.
	 */
	public FieldMask forItemsOf(Collection<String> itemsNames) {
		if (root == null) {
			return ALL;
		}
		Node items = new Node();
		root.children.forEach((name, child) -> {
			if (itemsNames.contains(name)) {
				Node each = child.children.getOrDefault("*", child);
				if (each.children.isEmpty()) {
					items.whole = true;
				}
				items.merge(each);
			}
			else if (!LISTING_FIELDS.contains(name)) {
				items.children.merge(name, child, Node::mergedWith);
			}
		});
		return items.whole || items.children.isEmpty() ? ALL : new FieldMask(items);
	}

	/**
	 * The mask that also applies each bare path to every element of the record's
	 * {@code arrayField} that has that field (a competitor report's businesses: asking
	 * {@code name,arp} gives every business with its name and arp).
	 */
	public FieldMask reachingInto(String arrayField, JsonNode record) {
		JsonNode array = record.get(arrayField);
		if (root == null || array == null || !array.isArray()) {
			return this;
		}
		Node each = new Node();
		root.children.forEach((name, child) -> {
			boolean itemField = false;
			for (JsonNode element : array) {
				itemField |= element.has(name);
			}
			if (itemField && !name.equals(arrayField)) {
				each.children.put(name, child);
			}
		});
		if (each.children.isEmpty()) {
			return this;
		}
		Node widened = root.copy();
		Node reach = new Node();
		reach.children.put("*", each);
		widened.children.merge(arrayField, reach, Node::mergedWith);
		return new FieldMask(widened);
	}

	/** A copy of the record with only the masked paths. */
	public JsonNode apply(JsonNode record) {
		return apply(record, List.of());
	}

	/**
	 * A copy of the record with only the masked paths, and without each of
	 * {@code hiddenUnlessNamed} (dot paths, {@code *} for every element) that the mask
	 * does not name to its last segment.
	 */
	public JsonNode apply(JsonNode record, List<String> hiddenUnlessNamed) {
		JsonNode projected = root == null ? record.deepCopy() : project(record, root);
		for (String hidden : hiddenUnlessNamed) {
			String[] path = hidden.split("\\.");
			if (!names(path)) {
				remove(projected, path, 0);
			}
		}
		return projected;
	}

	private boolean names(String[] path) {
		Node node = root;
		for (String segment : path) {
			if (node == null) {
				return false;
			}
			node = node.children.get(segment);
		}
		return node != null;
	}

	private static void remove(JsonNode value, String[] path, int depth) {
		String segment = path[depth];
		if (segment.equals("*") && value.isArray()) {
			if (depth + 1 < path.length) {
				value.forEach(element -> remove(element, path, depth + 1));
			}
			return;
		}
		if (!(value instanceof ObjectNode object)) {
			return;
		}
		if (depth + 1 == path.length) {
			object.remove(segment);
		}
		else if (object.has(segment)) {
			remove(object.get(segment), path, depth + 1);
		}
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

		/** Named as a whole somewhere (so everything below is kept). */
		private boolean whole;

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

		private void merge(Node other) {
			other.children.forEach((name, child) -> children.merge(name, child, Node::mergedWith));
		}

		/** The union of two masks of one field: a field named whole stays whole. */
		private Node mergedWith(Node other) {
			if (children.isEmpty() || other.children.isEmpty()) {
				return new Node();
			}
			Node union = copy();
			union.merge(other);
			return union;
		}

		private Node copy() {
			Node copy = new Node();
			children.forEach((name, child) -> copy.children.put(name, child.copy()));
			return copy;
		}

	}

}
