package app.locus.simulator.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Reads indexed form fields ({@code a[0][b][c]=v}) into a JSON tree. The head {@code a}
 * is matched as any parameter name ({@link ParamName}); keys that are all numbers become
 * arrays ordered by index; values stay strings.
 */
final class NestedForm {

	private NestedForm() {
	}

	static JsonNode parse(List<Map.Entry<String, String>> fields, String prefix) {
		Map<String, Object> root = new TreeMap<>();
		boolean any = false;
		for (Map.Entry<String, String> field : fields) {
			List<String> path = path(field.getKey(), prefix);
			if (path == null || path.isEmpty()) {
				continue;
			}
			any = true;
			put(root, path, field.getValue());
		}
		return any ? toJson(root) : null;
	}

	private static List<String> path(String name, String prefix) {
		int bracket = name.indexOf('[');
		if (bracket < 0 || !ParamName.same(name.substring(0, bracket), prefix)) {
			return null;
		}
		List<String> path = new ArrayList<>();
		String rest = name.substring(bracket);
		while (!rest.isEmpty()) {
			if (rest.charAt(0) != '[') {
				return null;
			}
			int close = rest.indexOf(']');
			if (close < 0) {
				return null;
			}
			path.add(rest.substring(1, close));
			rest = rest.substring(close + 1);
		}
		return path;
	}

	@SuppressWarnings("unchecked")
	private static void put(Map<String, Object> node, List<String> path, String value) {
		String key = path.get(0);
		if (path.size() == 1) {
			node.put(key, value);
			return;
		}
		Object child = node.get(key);
		if (!(child instanceof Map)) {
			child = new TreeMap<String, Object>();
			node.put(key, child);
		}
		put((Map<String, Object>) child, path.subList(1, path.size()), value);
	}

	@SuppressWarnings("unchecked")
	private static JsonNode toJson(Object value) {
		if (!(value instanceof Map)) {
			return Json.MAPPER.getNodeFactory().textNode((String) value);
		}
		Map<String, Object> map = (Map<String, Object>) value;
		if (!map.isEmpty() && map.keySet().stream().allMatch(k -> k.matches("\\d+"))) {
			ArrayNode array = Json.array();
			map.entrySet()
				.stream()
				.sorted((a, b) -> Integer.compare(Integer.parseInt(a.getKey()), Integer.parseInt(b.getKey())))
				.forEach(e -> array.add(toJson(e.getValue())));
			return array;
		}
		ObjectNode object = Json.object();
		map.forEach((k, v) -> object.set(k, toJson(v)));
		return object;
	}

}
