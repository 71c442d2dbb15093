package app.locus.simulator;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import app.locus.simulator.http.FormCodec;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * A plain HTTP client for the simulator in the service's conventions: form bodies, the
 * key as a form field unless the test says otherwise.
 */
final class SimHttp {

	private static final ObjectMapper MAPPER = new ObjectMapper();

	private final HttpClient client = HttpClient.newBuilder()
		.version(HttpClient.Version.HTTP_1_1)
		.followRedirects(HttpClient.Redirect.NEVER)
		.build();

	private final String baseUrl;

	SimHttp(String baseUrl) {
		this.baseUrl = baseUrl;
	}

	/** An answer: status, headers, body text. */
	record Answer(int status, Map<String, List<String>> headers, String body) {

		JsonNode json() {
			try {
				return MAPPER.readTree(body);
			}
			catch (JsonProcessingException ex) {
				throw new IllegalStateException("Not JSON: " + body, ex);
			}
		}

		JsonNode data() {
			return json().get("data");
		}

		Optional<String> header(String name) {
			return headers.entrySet()
				.stream()
				.filter(e -> e.getKey().equalsIgnoreCase(name))
				.flatMap(e -> e.getValue().stream())
				.findFirst();
		}

	}

	/** Form fields as name, value, name, value... */
	static List<Map.Entry<String, String>> fields(String... namesAndValues) {
		List<Map.Entry<String, String>> fields = new ArrayList<>();
		for (int i = 0; i < namesAndValues.length; i += 2) {
			fields.add(Map.entry(namesAndValues[i], namesAndValues[i + 1]));
		}
		return fields;
	}

	/** POST with api_key as a form field. */
	Answer post(String path, String apiKey, String... namesAndValues) {
		List<Map.Entry<String, String>> fields = new ArrayList<>();
		fields.add(Map.entry("api_key", apiKey));
		fields.addAll(fields(namesAndValues));
		return postForm(path, fields, Map.of());
	}

	Answer postForm(String path, List<Map.Entry<String, String>> fields, Map<String, String> headers) {
		HttpRequest.Builder request = request(path).header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers.ofString(FormCodec.encode(fields)));
		headers.forEach(request::header);
		return send(request.build());
	}

	Answer postJson(String path, String json, Map<String, String> headers) {
		HttpRequest.Builder request = request(path).header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(json));
		headers.forEach(request::header);
		return send(request.build());
	}

	Answer get(String pathAndQuery, Map<String, String> headers) {
		HttpRequest.Builder request = request(pathAndQuery).GET();
		headers.forEach(request::header);
		return send(request.build());
	}

	HttpRequest.Builder request(String path) {
		return HttpRequest.newBuilder(URI.create(baseUrl + path)).timeout(Duration.ofSeconds(20));
	}

	Answer send(HttpRequest request) {
		try {
			return sendOrFail(request);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/** Sends and lets transport failures (timeouts, resets, short bodies) through. */
	Answer sendOrFail(HttpRequest request) throws IOException {
		try {
			HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
			return new Answer(response.statusCode(), response.headers().map(), response.body());
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

}
