package app.locus.simulator.http;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * What the simulator answers: status, headers and body bytes. Transports write it as it
 * is (unless a fault says otherwise).
 */
public record SimResponse(int status, Map<String, String> headers, byte[] body) {

	private static final ObjectMapper MAPPER = new ObjectMapper();

	public SimResponse {
		headers = Map.copyOf(headers);
	}

	public static SimResponse json(int status, JsonNode body) {
		return json(status, body, Map.of());
	}

	public static SimResponse json(int status, JsonNode body, Map<String, String> extraHeaders) {
		try {
			Map<String, String> headers = new LinkedHashMap<>(extraHeaders);
			headers.put("Content-Type", "application/json; charset=utf-8");
			return new SimResponse(status, headers, MAPPER.writeValueAsBytes(body));
		}
		catch (JsonProcessingException ex) {
			throw new IllegalStateException(ex);
		}
	}

	public static SimResponse text(int status, String contentType, String body) {
		return new SimResponse(status, Map.of("Content-Type", contentType), body.getBytes(StandardCharsets.UTF_8));
	}

	public static SimResponse redirect(String location) {
		return new SimResponse(302, Map.of("Location", location, "Cache-Control", "no-store"), new byte[0]);
	}

	public SimResponse withBody(byte[] newBody) {
		return new SimResponse(status, headers, newBody);
	}

	public String bodyText() {
		return new String(body, StandardCharsets.UTF_8);
	}

}
