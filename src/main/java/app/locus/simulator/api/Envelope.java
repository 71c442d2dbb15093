package app.locus.simulator.api;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The envelope {@code {code, code_desc, success, message, parameters, data}} that wraps
 * every answer of the API.
 */
public final class Envelope {

	private Envelope() {
	}

	public static ObjectNode success(int code, String message, JsonNode parameters, JsonNode data) {
		return build(code, null, true, message, parameters, data);
	}

	public static ObjectNode error(int code, String codeDesc, String message, JsonNode parameters) {
		return build(code, codeDesc, false, message, parameters, Json.array());
	}

	/** The status line text used as {@code code_desc} of an error with that status. */
	public static String describe(int status) {
		return switch (status) {
			case 400 -> "Bad Request";
			case 401 -> "Unauthorized";
			case 404 -> "Not Found";
			case 429 -> "Too Many Requests";
			case 500 -> "Server Error";
			case 502 -> "Bad Gateway";
			case 503 -> "Service Unavailable";
			case 504 -> "Gateway Timeout";
			default -> null;
		};
	}

	/**
	 * The fields the endpoint received, as the service echoes them (api_key included): an
	 * object of name to value (an array when a name came more than once), or an empty
	 * array when nothing came.
	 */
	public static JsonNode parameters(List<Map.Entry<String, String>> fields) {
		if (fields.isEmpty()) {
			return Json.array();
		}
		Map<String, List<String>> grouped = new LinkedHashMap<>();
		fields.forEach(f -> grouped.computeIfAbsent(f.getKey(), k -> new ArrayList<>()).add(f.getValue()));
		ObjectNode node = Json.object();
		grouped.forEach((name, values) -> {
			if (values.size() == 1) {
				node.put(name, values.get(0));
			}
			else {
				ArrayNode array = node.putArray(name);
				values.forEach(array::add);
			}
		});
		return node;
	}

	private static ObjectNode build(int code, String codeDesc, boolean success, String message, JsonNode parameters,
			JsonNode data) {
		ObjectNode node = Json.object();
		node.put("code", code);
		Json.putOrFalse(node, "code_desc", codeDesc);
		node.put("success", success);
		Json.putOrFalse(node, "message", message);
		node.set("parameters", parameters);
		node.set("data", data == null ? Json.array() : data);
		return node;
	}

}
