package app.locus.upstream.credentials;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.URLDecoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the account holder's browser does at the simulator's consent page: opens it, then
 * approves it for one simulator account. Answers the fields of the redirect back to Locus
 * ({@code code} and {@code state}, or {@code error}).
 */
public final class SimulatedConsent {

	private static final HttpClient BROWSER = HttpClient.newBuilder()
		.followRedirects(HttpClient.Redirect.NEVER)
		.build();

	private SimulatedConsent() {
	}

	public static Map<String, String> approve(String authorizeUrl, String accountId)
			throws IOException, InterruptedException {
		HttpResponse<String> consent = BROWSER.send(HttpRequest.newBuilder(URI.create(authorizeUrl)).GET().build(),
				HttpResponse.BodyHandlers.ofString());
		assertThat(consent.statusCode()).isEqualTo(200);
		String form = URI.create(authorizeUrl).getRawQuery() + "&decision=approve&account=" + accountId;
		HttpResponse<String> approved = BROWSER
			.send(HttpRequest.newBuilder(URI.create(authorizeUrl.substring(0, authorizeUrl.indexOf('?'))))
				.header("Content-Type", "application/x-www-form-urlencoded")
				.POST(HttpRequest.BodyPublishers.ofString(form))
				.build(), HttpResponse.BodyHandlers.ofString());
		return query(approved.headers().firstValue("Location").orElseThrow());
	}

	/** The decoded query fields of an address. */
	public static Map<String, String> query(String url) {
		Map<String, String> fields = new LinkedHashMap<>();
		String query = URI.create(url).getRawQuery();
		Arrays.stream(query == null ? new String[0] : query.split("&"))
			.map(pair -> pair.split("=", 2))
			.forEach(pair -> fields.put(URLDecoder.decode(pair[0], StandardCharsets.UTF_8),
					pair.length < 2 ? "" : URLDecoder.decode(pair[1], StandardCharsets.UTF_8)));
		return fields;
	}

}
