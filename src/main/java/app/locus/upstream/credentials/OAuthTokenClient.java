package app.locus.upstream.credentials;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

import app.locus.upstream.UpstreamException;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.springframework.core.env.Environment;
import org.springframework.stereotype.Component;

/**
 * The OAuth 2.1 client side of the service's {@code {oauth_base}/oauth-v2/} endpoints
 * (DD034): the authorize address, the token endpoint (authorization code with PKCE,
 * refresh) and revocation (RFC 7009). Locus is a public client (no secret): PKCE binds
 * the code to the server that started the authorization. {@code oauth_base} is the
 * service's base address. Token endpoints are not API calls: they do not count against
 * the rate limit and are not retried (a code and a refresh token work once).
 */
@Component
class OAuthTokenClient {

	static final String SCOPE = "api";

	private static final Duration TIMEOUT = Duration.ofSeconds(30);

	private final Environment environment;

	private final String clientId;

	private final HttpClient http = HttpClient.newBuilder()
		.version(HttpClient.Version.HTTP_1_1)
		.followRedirects(HttpClient.Redirect.NEVER)
		.connectTimeout(Duration.ofSeconds(10))
		.build();

	private final ObjectMapper json = new ObjectMapper();

	OAuthTokenClient(Environment environment) {
		this.environment = environment;
		this.clientId = environment.getProperty("locus.upstream.oauth-client-id", "locus");
	}

	/** The address the person's browser opens to approve the connection. */
	String authorizeUrl(String state, String challenge, String redirectUri) {
		Map<String, String> query = new LinkedHashMap<>();
		query.put("response_type", "code");
		query.put("client_id", clientId);
		query.put("redirect_uri", redirectUri);
		query.put("scope", SCOPE);
		query.put("state", state);
		query.put("code_challenge", challenge);
		query.put("code_challenge_method", "S256");
		return endpoint("authorize") + "?" + form(query);
	}

	/** Trades an authorization code and its PKCE verifier for tokens. */
	Tokens exchange(String code, String verifier, String redirectUri) {
		Map<String, String> fields = new LinkedHashMap<>();
		fields.put("grant_type", "authorization_code");
		fields.put("code", code);
		fields.put("code_verifier", verifier);
		fields.put("client_id", clientId);
		fields.put("redirect_uri", redirectUri);
		return tokens(post("token", fields));
	}

	/** New tokens for a refresh token (which the service then no longer accepts). */
	Tokens refresh(String refreshToken) {
		Map<String, String> fields = new LinkedHashMap<>();
		fields.put("grant_type", "refresh_token");
		fields.put("refresh_token", refreshToken);
		fields.put("client_id", clientId);
		return tokens(post("token", fields));
	}

	/** Revokes a token at the service (a refresh token takes its access tokens along). */
	void revoke(String token) {
		Map<String, String> fields = new LinkedHashMap<>();
		fields.put("token", token);
		fields.put("client_id", clientId);
		post("revoke", fields);
	}

	private Tokens tokens(JsonNode answer) {
		String access = answer.path("access_token").asText("");
		String refresh = answer.path("refresh_token").asText("");
		if (access.isBlank() || refresh.isBlank() || !"bearer".equalsIgnoreCase(answer.path("token_type").asText())) {
			throw new UpstreamException.ServerError(200,
					"The service's token answer had no bearer access token and refresh token.");
		}
		long expiresIn = answer.path("expires_in").asLong(3600);
		return new Tokens(access, refresh, Duration.ofSeconds(Math.max(1, expiresIn)),
				answer.path("scope").asText(SCOPE));
	}

	private JsonNode post(String endpoint, Map<String, String> fields) {
		HttpRequest request = HttpRequest.newBuilder(URI.create(endpoint(endpoint)))
			.timeout(TIMEOUT)
			.header("Content-Type", "application/x-www-form-urlencoded")
			.header("Accept", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(form(fields)))
			.build();
		HttpResponse<String> response;
		try {
			response = http.send(request, HttpResponse.BodyHandlers.ofString());
		}
		catch (IOException ex) {
			throw new UpstreamException.Unavailable(
					"The service's sign-in endpoint could not be reached (" + ex.getClass().getSimpleName() + ").");
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new UpstreamException.Unavailable("Interrupted while talking to the service's sign-in endpoint.");
		}
		JsonNode body = parse(response.body());
		if (response.statusCode() >= 400 && response.statusCode() < 500) {
			throw new OAuthRefusal(body.path("error").asText("invalid_request"),
					body.path("error_description").asText(""));
		}
		if (response.statusCode() != 200) {
			throw new UpstreamException.ServerError(response.statusCode(),
					"The service's sign-in endpoint answered HTTP " + response.statusCode() + ".");
		}
		return body;
	}

	private JsonNode parse(String body) {
		try {
			return json.readTree(body == null || body.isBlank() ? "{}" : body);
		}
		catch (IOException ex) {
			throw new UpstreamException.ServerError(200,
					"The service's sign-in endpoint answered something unreadable.");
		}
	}

	private String endpoint(String name) {
		String base = environment.getProperty("locus.upstream.base-url", "").strip();
		if (base.isEmpty()) {
			throw new UpstreamException.Unavailable(
					"No address of the service is configured (LOCUS_UPSTREAM_BASE_URL); nothing was sent.");
		}
		return (base.endsWith("/") ? base.substring(0, base.length() - 1) : base) + "/oauth-v2/" + name;
	}

	private static String form(Map<String, String> fields) {
		return fields.entrySet()
			.stream()
			.map(e -> e.getKey() + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
			.collect(Collectors.joining("&"));
	}

	/** The tokens the service issued; {@link #toString()} shows none of them. */
	record Tokens(String accessToken, String refreshToken, Duration expiresIn, String scope) {

		@Override
		public String toString() {
			return "Tokens[expires in " + expiresIn + ", scope " + scope + "]";
		}

	}

	/** The service refused an OAuth request: {@code error} as RFC 6749 names it. */
	static final class OAuthRefusal extends RuntimeException {

		private final String error;

		OAuthRefusal(String error, String description) {
			super(error + (description.isBlank() ? "" : ": " + description));
			this.error = error;
		}

		String error() {
			return error;
		}

	}

}
