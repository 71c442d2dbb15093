package app.locus.assistants;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import app.locus.support.IntegrationTest;
import app.locus.base.OpaqueId;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.security.LocusUser;
import app.locus.support.WebClient;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * An assistant signs itself in as the MCP specification describes, over real HTTP: a 401
 * names the protected-resource metadata, that names the authorization server, the
 * assistant registers, the person signs in to the portal and says yes, the code is
 * exchanged with its PKCE verifier, and the access token then opens the API as that
 * person, narrowed to the scopes granted, until the person disconnects the assistant.
 */
@IntegrationTest
class AssistantSignInOverHttpTest {

	private static final ObjectMapper JSON = new ObjectMapper();

	private static final String REDIRECT = "http://127.0.0.1:7777/callback";

	@LocalServerPort
	int port;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	DSLContext db;

	@Autowired
	AssistantConnectionService connections;

	final HttpClient http = HttpClient.newHttpClient();

	LocusUser manager;

	WorkspaceId workspace;

	@BeforeEach
	void aManagerOfOneWorkspace() {
		TestTenants.TestAgency agency = new TestTenants(provisioning).agency();
		workspace = agency.workspace("Assistant client");
		manager = agency.user(Role.ACCOUNT_MANAGER, workspace);
	}

	@Test
	void the_401_leads_an_assistant_to_the_authorization_server() throws Exception {
		HttpResponse<String> refused = send(HttpRequest.newBuilder(uri("/mcp"))
			.header("Content-Type", "application/json")
			.header("Accept", "application/json, text/event-stream")
			.POST(HttpRequest.BodyPublishers.ofString("{}")));
		String metadataAddress = "http://localhost:" + port + "/.well-known/oauth-protected-resource/mcp";
		assertThat(refused.statusCode()).isEqualTo(401);
		assertThat(refused.headers().firstValue("WWW-Authenticate"))
			.hasValue("Bearer resource_metadata=\"" + metadataAddress + "\"");

		JsonNode resource = json(send(HttpRequest.newBuilder(URI.create(metadataAddress)).GET()), 200);
		assertThat(resource.path("resource").asText()).isEqualTo("http://localhost:" + port + "/mcp");
		assertThat(resource.path("authorization_servers").get(0).asText()).isEqualTo("http://localhost:" + port);
		assertThat(resource.path("scopes_supported").toString()).contains("locus.read", "locus.write");

		JsonNode server = json(send(HttpRequest.newBuilder(uri("/.well-known/oauth-authorization-server")).GET()), 200);
		assertThat(server.path("authorization_endpoint").asText()).endsWith("/oauth2/authorize");
		assertThat(server.path("token_endpoint").asText()).endsWith("/oauth2/token");
		assertThat(server.path("registration_endpoint").asText())
			.isEqualTo("http://localhost:" + port + "/oauth2/register");
		assertThat(server.path("code_challenge_methods_supported").toString()).contains("S256");
		assertThat(
				send(HttpRequest.newBuilder(uri("/.well-known/oauth-protected-resource/elsewhere")).GET()).statusCode())
			.isEqualTo(404);
	}

	@Test
	void registration_takes_public_clients_that_return_to_https_or_the_persons_own_machine() throws Exception {
		assertThat(register(Map.of("client_name", "Claude", "redirect_uris", List.of(REDIRECT))).statusCode())
			.isEqualTo(201);
		JsonNode foreign = json(register(Map.of("redirect_uris", List.of("http://assistant.example/cb"))), 400);
		assertThat(foreign.path("error").asText()).isEqualTo("invalid_redirect_uri");
		JsonNode secret = json(register(
				Map.of("redirect_uris", List.of(REDIRECT), "token_endpoint_auth_method", "client_secret_basic")), 400);
		assertThat(secret.path("error").asText()).isEqualTo("invalid_client_metadata");
		assertThat(json(register(Map.of("client_name", "x")), 400).path("error").asText())
			.isEqualTo("invalid_redirect_uri");
	}

	@Test
	void a_person_allows_an_assistant_which_then_acts_as_them_until_revoked() throws Exception {
		String clientId = json(register(Map.of("client_name", "Desk assistant", "redirect_uris", List.of(REDIRECT))),
				201)
			.path("client_id")
			.asText();
		String verifier = "verifier-" + "v".repeat(50);
		String authorize = "/oauth2/authorize?" + form(Map.of("response_type", "code", "client_id", clientId,
				"redirect_uri", REDIRECT, "scope", "locus.read locus.write", "state", "s-1", "code_challenge",
				challenge(verifier), "code_challenge_method", "S256"));
		WebClient browser = new WebClient(port);

		HttpResponse<String> beforeSignIn = browser.get(authorize);
		assertThat(beforeSignIn.statusCode()).isEqualTo(302);
		assertThat(beforeSignIn.headers().firstValue("Location"))
			.hasValueSatisfying(location -> assertThat(URI.create(location).getPath()).isEqualTo("/login"));

		assertThat(browser.signIn(manager.email(), TestTenants.PASSWORD)).isTrue();
		HttpResponse<String> consent = browser.get(authorize);
		assertThat(consent.statusCode()).as(consent.body()).isEqualTo(302);
		URI consentPage = URI.create(consent.headers().firstValue("Location").orElseThrow());
		assertThat(consentPage.getPath()).isEqualTo("/connect-assistant");
		Map<String, String> asked = query(consentPage);
		assertThat(asked).containsEntry("client_id", clientId).containsKey("state");
		assertThat(asked.get("scope").split(" ")).containsExactlyInAnyOrder("locus.read", "locus.write");

		HttpResponse<String> allowed = browser.post("/oauth2/authorize", "client_id=" + encode(clientId) + "&state="
				+ encode(asked.get("state")) + "&scope=locus.read&scope=locus.write");
		assertThat(allowed.statusCode()).as(allowed.body()).isEqualTo(302);
		URI back = URI.create(allowed.headers().firstValue("Location").orElseThrow());
		assertThat(back.toString()).startsWith(REDIRECT + "?code=");
		String code = query(back).get("code");

		HttpResponse<String> wrongVerifier = token(Map.of("grant_type", "authorization_code", "code", code,
				"redirect_uri", REDIRECT, "client_id", clientId, "code_verifier", "verifier-" + "w".repeat(50)));
		assertThat(wrongVerifier.statusCode()).isEqualTo(400);

		// the wrong verifier spent the code: a new one, asked again, with the consent
		// already given
		HttpResponse<String> again = browser.get(authorize.replace("s-1", "s-2"));
		assertThat(again.statusCode()).as(again.body()).isEqualTo(302);
		code = query(URI.create(again.headers().firstValue("Location").orElseThrow())).get("code");
		JsonNode tokens = json(token(Map.of("grant_type", "authorization_code", "code", code, "redirect_uri", REDIRECT,
				"client_id", clientId, "code_verifier", verifier)), 200);
		String accessToken = tokens.path("access_token").asText();
		assertThat(tokens.path("expires_in").asLong()).isBetween(8 * 3600 - 5L, 8 * 3600L);

		String readOnly = tokenFor(browser, clientId, authorize.replace("locus.read+locus.write", "locus.read"),
				verifier);
		String runs = "/api/v1/workspaces/" + workspace.value() + "/campaigns/" + OpaqueId.next() + "/runs";
		assertThat(run(runs, readOnly).statusCode())
			.as("a read-only grant changes nothing: %s", run(runs, readOnly).body())
			.isEqualTo(403);
		assertThat(run(runs, accessToken).statusCode()).as("a writing grant gets past the scope").isEqualTo(404);

		JsonNode workspaces = json(api("/api/v1/workspaces", accessToken), 200);
		assertThat(workspaces.toString()).contains(workspace.value());
		assertThat(storedTokenValues()).as("tokens are stored as digests")
			.noneMatch(value -> value.contains(accessToken) || value.contains(readOnly));

		HttpResponse<String> publicRevocation = send(HttpRequest.newBuilder(uri("/oauth2/revoke"))
			.header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers.ofString(form(Map.of("token", accessToken, "client_id", clientId)))));
		assertThat(publicRevocation.statusCode()).as("a public client is no client the revocation endpoint knows")
			.isEqualTo(401);
		TestTenants.signIn(manager);
		try {
			AssistantConnection connection = connections.connected().get(0);
			assertThat(connection.name()).isEqualTo("Desk assistant");
			assertThat(connection.canWrite()).isTrue();
			assertThat(connections.disconnect(connection.clientKey())).isTrue();
			assertThat(connections.disconnect(connection.clientKey())).as("already disconnected").isFalse();
			assertThat(connections.connected()).isEmpty();
		}
		finally {
			TestTenants.signOut();
		}
		assertThat(api("/api/v1/workspaces", accessToken).statusCode()).isEqualTo(401);
	}

	/** A second authorization of the same person, now with the consent already given. */
	private String tokenFor(WebClient browser, String clientId, String authorize, String verifier)
			throws IOException, InterruptedException {
		HttpResponse<String> granted = browser.get(authorize);
		assertThat(granted.statusCode()).as(granted.body()).isEqualTo(302);
		String code = query(URI.create(granted.headers().firstValue("Location").orElseThrow())).get("code");
		JsonNode answer = json(token(Map.of("grant_type", "authorization_code", "code", code, "redirect_uri", REDIRECT,
				"client_id", clientId, "code_verifier", verifier)), 200);
		return answer.path("access_token").asText();
	}

	private HttpResponse<String> run(String path, String accessToken) throws IOException, InterruptedException {
		return send(HttpRequest.newBuilder(uri(path))
			.header("Authorization", "Bearer " + accessToken)
			.header("Content-Type", "application/json")
			.header("Idempotency-Key", "assistant-run-0001")
			.POST(HttpRequest.BodyPublishers.ofString("{\"confirmCost\": 1}")));
	}

	private List<String> storedTokenValues() {
		return db.fetch("SELECT access_token_value FROM oauth2_authorization WHERE access_token_value IS NOT NULL")
			.stream()
			.map(row -> row.get(0, String.class))
			.toList();
	}

	private HttpResponse<String> register(Map<String, ?> metadata) throws IOException, InterruptedException {
		return send(HttpRequest.newBuilder(uri("/oauth2/register"))
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(metadata))));
	}

	private HttpResponse<String> token(Map<String, String> parameters) throws IOException, InterruptedException {
		return send(HttpRequest.newBuilder(uri("/oauth2/token"))
			.header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers.ofString(form(parameters))));
	}

	private HttpResponse<String> api(String path, String accessToken) throws IOException, InterruptedException {
		return send(HttpRequest.newBuilder(uri(path)).header("Authorization", "Bearer " + accessToken).GET());
	}

	private HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
		return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
	}

	private URI uri(String path) {
		return URI.create("http://localhost:" + port + path);
	}

	private static JsonNode json(HttpResponse<String> answer, int status) throws IOException {
		assertThat(answer.statusCode()).as(answer.body()).isEqualTo(status);
		return JSON.readTree(answer.body());
	}

	private static String challenge(String verifier) throws Exception {
		byte[] hash = MessageDigest.getInstance("SHA-256").digest(verifier.getBytes(StandardCharsets.US_ASCII));
		return Base64.getUrlEncoder().withoutPadding().encodeToString(hash);
	}

	private static Map<String, String> query(URI uri) {
		return java.util.Arrays.stream(uri.getRawQuery().split("&"))
			.map(pair -> pair.split("=", 2))
			.collect(Collectors.toMap(pair -> pair[0],
					pair -> java.net.URLDecoder.decode(pair[1], StandardCharsets.UTF_8)));
	}

	private static String form(Map<String, String> parameters) {
		return parameters.entrySet()
			.stream()
			.map(entry -> entry.getKey() + "=" + encode(entry.getValue()))
			.collect(Collectors.joining("&"));
	}

	private static String encode(String value) {
		return URLEncoder.encode(value, StandardCharsets.UTF_8);
	}

}
