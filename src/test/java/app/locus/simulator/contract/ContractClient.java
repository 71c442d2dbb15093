package app.locus.simulator.contract;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Sends a request over real HTTP the way a client speaking one {@link Dialect} would. The
 * bodies are written here, independently of the simulator's own codecs, so that a codec
 * that misreads them shows.
 */
final class ContractClient {

	static final String BOUNDARY = "----contract-7MA4YWxkTrZu0gW";

	private static final ObjectMapper MAPPER = new ObjectMapper();

	private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

	private final String baseUrl;

	ContractClient(String baseUrl) {
		this.baseUrl = baseUrl;
	}

	/** A JSON answer. */
	record Answer(int status, JsonNode json) {

		JsonNode data() {
			return json.get("data");
		}

	}

	Answer send(String method, String path, List<Map.Entry<String, String>> fields, String apiKey, Dialect dialect) {
		List<Map.Entry<String, String>> query = new ArrayList<>();
		List<Map.Entry<String, String>> body = new ArrayList<>();
		if (dialect.key == Dialect.Key.QUERY) {
			query.add(Map.entry("api_key", apiKey));
		}
		List<Map.Entry<String, String>> carried = dialect.encoding == Dialect.Encoding.QUERY ? query : body;
		if (dialect.key == Dialect.Key.BODY) {
			carried.add(Map.entry("api_key", apiKey));
		}
		carried.addAll(fields);
		String target = baseUrl + path + (query.isEmpty() ? "" : "?" + urlencoded(query));
		HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(target)).timeout(Duration.ofSeconds(20));
		if (dialect.key == Dialect.Key.BEARER) {
			request.header("Authorization", "Bearer " + apiKey);
		}
		switch (dialect.encoding) {
			case URLENCODED -> request.header("Content-Type", "application/x-www-form-urlencoded")
				.method(method, HttpRequest.BodyPublishers.ofString(urlencoded(body)));
			case MULTIPART -> request.header("Content-Type", "multipart/form-data; boundary=" + BOUNDARY)
				.method(method, HttpRequest.BodyPublishers.ofByteArray(multipart(body)));
			// As the tool-protocol server sends its reads: a JSON content type and no
			// body.
			case QUERY ->
				request.header("Content-Type", "application/json").method(method, HttpRequest.BodyPublishers.noBody());
		}
		return send(request.build());
	}

	/** A plain url-encoded POST with the key in the body (for looking things up). */
	Answer post(String path, String apiKey, Map<String, String> fields) {
		List<Map.Entry<String, String>> all = new ArrayList<>();
		all.add(Map.entry("api_key", apiKey));
		all.addAll(fields.entrySet());
		return send(HttpRequest.newBuilder(URI.create(baseUrl + path))
			.timeout(Duration.ofSeconds(20))
			.header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers.ofString(urlencoded(all)))
			.build());
	}

	static String urlencoded(List<Map.Entry<String, String>> fields) {
		return fields.stream()
			.map(f -> URLEncoder.encode(f.getKey(), StandardCharsets.UTF_8) + "="
					+ URLEncoder.encode(f.getValue(), StandardCharsets.UTF_8))
			.collect(Collectors.joining("&"));
	}

	/** RFC 7578: one part per field, the name quoted, UTF-8 text. */
	static byte[] multipart(List<Map.Entry<String, String>> fields) {
		StringBuilder body = new StringBuilder();
		for (Map.Entry<String, String> field : fields) {
			body.append("--")
				.append(BOUNDARY)
				.append("\r\nContent-Disposition: form-data; name=\"")
				.append(field.getKey())
				.append("\"\r\n\r\n")
				.append(field.getValue())
				.append("\r\n");
		}
		body.append("--").append(BOUNDARY).append("--\r\n");
		return body.toString().getBytes(StandardCharsets.UTF_8);
	}

	private Answer send(HttpRequest request) {
		try {
			HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
			return new Answer(response.statusCode(), MAPPER.readTree(response.body()));
		}
		catch (JsonProcessingException ex) {
			throw new IllegalStateException("Not JSON from " + request.uri(), ex);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

}
