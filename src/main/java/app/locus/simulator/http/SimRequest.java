package app.locus.simulator.http;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * One request as the simulator sees it, whatever carried it: method, path below the
 * simulator's root, query and form fields in the order received, headers (names
 * lower-case) and the base address the caller used. A body is read as form fields only
 * when it is declared application/x-www-form-urlencoded or multipart/form-data (the two
 * encodings real clients send); any other body (JSON) is ignored, as the real service
 * does.
 *
 * @param arrivedAtNanos when the request's first line reached the transport
 * ({@code System.nanoTime()}), or null when the transport did not note it
 */
public record SimRequest(String method, String path, List<Map.Entry<String, String>> query,
		List<Map.Entry<String, String>> form, Map<String, String> headers, String baseUrl, Long arrivedAtNanos) {

	public SimRequest {
		query = List.copyOf(query);
		form = List.copyOf(form);
		Map<String, String> lower = new TreeMap<>();
		headers.forEach((name, value) -> lower.put(name.toLowerCase(Locale.ROOT), value));
		headers = Collections.unmodifiableMap(lower);
	}

	/**
	 * Builds a request from its raw parts.
	 * @param target path with optional query string, relative to the simulator's root
	 */
	public static SimRequest of(String method, String target, Map<String, String> headers, byte[] body,
			String baseUrl) {
		return of(method, target, headers, body, baseUrl, null);
	}

	/**
	 * Builds a request from its raw parts, noting when it arrived.
	 * @param arrivedAtNanos when its first line reached the transport, or null
	 */
	public static SimRequest of(String method, String target, Map<String, String> headers, byte[] body, String baseUrl,
			Long arrivedAtNanos) {
		int q = target.indexOf('?');
		String path = q < 0 ? target : target.substring(0, q);
		List<Map.Entry<String, String>> query = q < 0 ? List.of() : FormCodec.decode(target.substring(q + 1));
		String contentType = headers.entrySet()
			.stream()
			.filter(e -> e.getKey().equalsIgnoreCase("content-type"))
			.map(Map.Entry::getValue)
			.findFirst()
			.orElse("");
		List<Map.Entry<String, String>> form = form(contentType, body);
		return new SimRequest(method.toUpperCase(Locale.ROOT), FormCodec.decodePath(path), query, form, headers,
				baseUrl, arrivedAtNanos);
	}

	private static List<Map.Entry<String, String>> form(String contentType, byte[] body) {
		if (body == null || body.length == 0) {
			return List.of();
		}
		if (contentType.toLowerCase(Locale.ROOT).startsWith("application/x-www-form-urlencoded")) {
			return FormCodec.decode(new String(body, StandardCharsets.UTF_8));
		}
		if (MultipartForm.accepts(contentType)) {
			return MultipartForm.decode(contentType, body);
		}
		return List.of();
	}

	public String header(String name) {
		return headers.get(name.toLowerCase(Locale.ROOT));
	}

	/** Query fields then form fields, in the order received. */
	public List<Map.Entry<String, String>> fields() {
		List<Map.Entry<String, String>> all = new ArrayList<>(query);
		all.addAll(form);
		return all;
	}

}
