package app.locus.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

import app.locus.apitokens.ApiTokenService;
import app.locus.apitokens.TokenRequest;
import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import app.locus.support.IntegrationTest;
import app.locus.upstream.credentials.ApiKeyService;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.ReadResourceRequest;
import io.modelcontextprotocol.spec.McpSchema.ReadResourceResult;
import io.modelcontextprotocol.spec.McpSchema.ResourceTemplate;
import io.modelcontextprotocol.spec.McpSchema.TextResourceContents;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Scans through the API and the MCP server over real HTTP, against the simulator's own
 * account: a scan runs only with its cost stated and an Idempotency-Key, the same key
 * again (in sequence, at once, or after an answer lost once the service ran the scan)
 * spends once, a key names one scan's settings, and a read-only token spends nothing.
 */
@IntegrationTest
class ScansOverHttpTest {

	/** A 7 × 7 grid costs one credit per point (spec: run-scan). */
	private static final int COST = 49;

	private static final long CREDITS = 1_000;

	@LocalServerPort
	int port;

	@Autowired
	DSLContext db;

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	@Autowired
	ApiTokenService tokens;

	final HttpClient http = HttpClient.newHttpClient();

	Tenant tenant;

	AccountHandle account;

	String writeToken;

	String readToken;

	@BeforeEach
	void aWorkspaceWithItsOwnSimulatorAccountAndTwoTokens() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "API scans", CREDITS,
				DemoData.BLUE_BOTTLE_DIVISION);
		tenant = simulated.tenant();
		account = simulated.account();
		writeToken = tokens.issue(new TokenRequest("n8n", true, Set.of(), null)).secret();
		readToken = tokens.issue(new TokenRequest("Looker", false, Set.of(), null)).secret();
		TenantFixture.signOut();
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void a_scan_is_priced_then_run_once_and_the_same_key_again_answers_with_it_without_spending() throws Exception {
		JsonNode quote = ApiCalls.json(post("/quote", scan("sourdough bakery", null), null, writeToken), 200);
		String key = UUID.randomUUID().toString();

		HttpResponse<String> first = post("", scan("sourdough bakery", quote.get("cost").asInt()), key, writeToken);
		HttpResponse<String> again = post("", scan("sourdough bakery", quote.get("cost").asInt()), key, writeToken);

		assertThat(quote.get("cost").asInt()).isEqualTo(COST);
		assertThat(quote.get("balanceAfter").asLong()).isEqualTo(CREDITS - COST);
		JsonNode started = ApiCalls.json(first, 201);
		assertThat(started.get("status").asText()).isEqualTo("complete");
		assertThat(started.get("reportKey").asText()).isNotBlank();
		assertThat(first.headers().firstValue("Location")).hasValue(scans() + "/" + started.get("id").asText());
		JsonNode replayed = ApiCalls.json(again, 200);
		assertThat(again.headers().firstValue(ScansEndpoint.REPLAYED)).hasValue("true");
		assertThat(replayed.get("id").asText()).isEqualTo(started.get("id").asText());
		assertThat(runScanCalls()).isEqualTo(1);
		assertThat(account.creditsSpent()).isEqualTo(COST);
		assertThat(
				ApiCalls.json(get(scans() + "/" + started.get("id").asText(), readToken), 200).get("status").asText())
			.isEqualTo("complete");
	}

	@Test
	void without_its_cost_stated_or_a_key_a_scan_is_not_sent_and_the_answer_says_what_to_send() throws Exception {
		JsonNode unconfirmed = ApiCalls
			.json(post("", scan("sourdough bakery", null), "key-" + UUID.randomUUID(), writeToken), 409);
		JsonNode wrongCost = ApiCalls
			.json(post("", scan("sourdough bakery", 9), "key-" + UUID.randomUUID(), writeToken), 409);
		JsonNode keyless = ApiCalls.json(post("", scan("sourdough bakery", COST), null, writeToken), 400);
		JsonNode shortKey = ApiCalls.json(post("", scan("sourdough bakery", COST), "abc", writeToken), 400);

		assertThat(unconfirmed.get("type").asText()).isEqualTo(ProblemResponses.TYPES + "cost-not-confirmed");
		assertThat(unconfirmed.get("cost").asInt()).isEqualTo(COST);
		assertThat(wrongCost.get("detail").asText()).contains("not 9");
		assertThat(keyless.get("errors").has("idempotencyKey")).isTrue();
		assertThat(shortKey.get("errors").has("idempotencyKey")).isTrue();
		assertThat(runScanCalls()).isZero();
		assertThat(account.creditsSpent()).isZero();
	}

	@Test
	void an_answer_lost_after_the_service_ran_the_scan_is_asked_again_with_its_key_and_nothing_is_sent_again()
			throws Exception {
		simulator.faults().on("/v2/run-scan").forAccount(account.id()).times(1).resetAfterHandling();
		String key = UUID.randomUUID().toString();

		JsonNode lost = ApiCalls.json(post("", scan("sourdough bakery", COST), key, writeToken), 201);
		JsonNode retried = ApiCalls.json(post("", scan("sourdough bakery", COST), key, writeToken), 200);

		assertThat(lost.get("status").asText()).isEqualTo("unknown");
		assertThat(retried.get("id").asText()).isEqualTo(lost.get("id").asText());
		assertThat(runScanCalls()).as("the ambiguous run-scan is never sent again").isEqualTo(1);
		assertThat(account.creditsSpent()).isEqualTo(COST);
	}

	@Test
	void the_same_key_sent_at_once_from_several_places_spends_once() throws Exception {
		String key = UUID.randomUUID().toString();
		List<CompletableFuture<HttpResponse<String>>> racing = List.of(1, 2, 3, 4)
			.stream()
			.map(attempt -> http.sendAsync(postRequest("", scan("sourdough bakery", COST), key, writeToken),
					HttpResponse.BodyHandlers.ofString()))
			.toList();
		List<HttpResponse<String>> answers = racing.stream().map(CompletableFuture::join).toList();

		assertThat(answers).extracting(HttpResponse::statusCode).containsOnly(200, 201);
		assertThat(answers).filteredOn(answer -> answer.statusCode() == 201).hasSize(1);
		assertThat(answers.stream().map(answer -> id(answer)).distinct()).hasSize(1);
		assertThat(runScanCalls()).isEqualTo(1);
		assertThat(account.creditsSpent()).isEqualTo(COST);
	}

	@Test
	void a_key_names_one_scan_so_other_settings_under_it_are_refused_and_not_sent() throws Exception {
		String key = UUID.randomUUID().toString();
		ApiCalls.json(post("", scan("sourdough bakery", COST), key, writeToken), 201);

		JsonNode reused = ApiCalls.json(post("", scan("espresso bar", COST), key, writeToken), 422);

		assertThat(reused.get("type").asText()).isEqualTo(ProblemResponses.TYPES + "idempotency-key-reused");
		assertThat(runScanCalls()).isEqualTo(1);
	}

	@Test
	void a_read_only_token_may_read_scans_but_neither_price_nor_run_one() throws Exception {
		HttpResponse<String> run = post("", scan("sourdough bakery", COST), UUID.randomUUID().toString(), readToken);
		HttpResponse<String> quote = post("/quote", scan("sourdough bakery", null), null, readToken);

		assertThat(run.statusCode()).isEqualTo(403);
		assertThat(quote.statusCode()).isEqualTo(403);
		assertThat(ApiCalls.json(get(scans(), readToken), 200).isArray()).isTrue();
		assertThat(runScanCalls()).isZero();
	}

	@Test
	void an_assistant_sees_the_cost_first_and_runs_the_scan_once_with_the_confirmation_it_was_given() throws Exception {
		Map<String, Object> settings = Map.of("workspace_id", tenant.workspace().value(), "place_id",
				DemoData.BLUE_BOTTLE_DIVISION, "keyword", "sourdough bakery", "radius", 3);
		try (McpSyncClient client = ApiCalls.mcp(port, writeToken)) {
			client.initialize();

			JsonNode preview = ApiCalls.answer(client.callTool(new CallToolRequest("run_scan", settings)));
			assertThat(preview.get("quote").get("cost").asInt()).isEqualTo(COST);
			assertThat(runScanCalls()).as("a preview sends nothing").isZero();

			Map<String, Object> confirmed = new HashMap<>(settings);
			confirmed.put("confirmation", preview.get("confirmation").asText());
			confirmed.put("confirm_cost", COST);
			JsonNode ran = ApiCalls.answer(client.callTool(new CallToolRequest("run_scan", confirmed)));
			JsonNode again = ApiCalls.answer(client.callTool(new CallToolRequest("run_scan", confirmed)));

			assertThat(ran.get("status").asText()).isEqualTo("complete");
			assertThat(again.get("id").asText()).isEqualTo(ran.get("id").asText());
			assertThat(runScanCalls()).isEqualTo(1);
			assertThat(account.creditsSpent()).isEqualTo(COST);
		}
		try (McpSyncClient client = ApiCalls.mcp(port, readToken)) {
			client.initialize();
			CallToolResult refused = client.callTool(new CallToolRequest("run_scan", settings));
			assertThat(refused.isError()).isTrue();
		}
	}

	@Test
	void the_report_a_scan_made_is_read_with_its_points_through_the_api_and_as_an_mcp_resource_by_its_agency_only()
			throws Exception {
		JsonNode started = ApiCalls
			.json(post("", scan("sourdough bakery", COST), UUID.randomUUID().toString(), writeToken), 201);
		String reportKey = started.get("reportKey").asText();
		String report = "/api/v1/workspaces/" + tenant.workspace() + "/reports/scan/" + reportKey;
		String uri = "locus://workspaces/" + tenant.workspace() + "/reports/scan/" + reportKey;
		Tenant other = new TenantFixture(db).tenant();
		TenantFixture.signIn(other.admin());
		String otherToken = tokens.issue(new TokenRequest("Other agency", false, Set.of(), null)).secret();
		TenantFixture.signOut();

		HttpResponse<String> withPoints = get(report + "?dataPoints=true", readToken);
		JsonNode summary = ApiCalls.json(get(report, readToken), 200);

		JsonNode detail = ApiCalls.json(withPoints, 200);
		assertThat(detail.get("report").get("keyword").asText()).isEqualTo("sourdough bakery");
		assertThat(detail.get("dataPoints")).hasSize(COST);
		assertThat(detail.get("dataPoints").get(0).has("lat")).isTrue();
		assertThat(withPoints.body()).doesNotContain(account.key());
		assertThat(summary.get("dataPoints").isNull()).isTrue();
		assertThat(get(report, otherToken).statusCode()).isEqualTo(404);
		assertThat(get(report.replace(reportKey, "0123456789abcde"), readToken).statusCode()).isEqualTo(404);
		assertThat(get(report.replace(reportKey, "not-a-key"), readToken).statusCode()).isEqualTo(404);
		try (McpSyncClient client = ApiCalls.mcp(port, readToken)) {
			client.initialize();
			ReadResourceResult read = client.readResource(new ReadResourceRequest(uri));
			JsonNode resource = ApiCalls.JSON.readTree(((TextResourceContents) read.contents().get(0)).text());
			assertThat(resource.get("dataPoints")).hasSize(COST);
			assertThat(client.listResourceTemplates().resourceTemplates()).extracting(ResourceTemplate::uriTemplate)
				.containsExactly(McpReportResource.TEMPLATE);
		}
		try (McpSyncClient client = ApiCalls.mcp(port, otherToken)) {
			client.initialize();
			assertThatThrownBy(() -> client.readResource(new ReadResourceRequest(uri))).isInstanceOf(McpError.class);
		}
	}

	private String scans() {
		return "/api/v1/workspaces/" + tenant.workspace() + "/scans";
	}

	private static String scan(String keyword, Integer confirmCost) {
		Map<String, Object> body = new LinkedHashMap<>();
		body.put("placeId", DemoData.BLUE_BOTTLE_DIVISION);
		body.put("keyword", keyword);
		body.put("radius", 3);
		if (confirmCost != null) {
			body.put("confirmCost", confirmCost);
		}
		try {
			return ApiCalls.JSON.writeValueAsString(body);
		}
		catch (JsonProcessingException ex) {
			throw new AssertionError(ex);
		}
	}

	private HttpResponse<String> post(String path, String body, String key, String token) throws Exception {
		return http.send(postRequest(path, body, key, token), HttpResponse.BodyHandlers.ofString());
	}

	private HttpRequest postRequest(String path, String body, String key, String token) {
		HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + scans() + path))
			.header("Authorization", "Bearer " + token)
			.header("Content-Type", "application/json")
			.timeout(Duration.ofSeconds(60))
			.POST(HttpRequest.BodyPublishers.ofString(body));
		if (key != null) {
			request.header(ScansEndpoint.IDEMPOTENCY_KEY, key);
		}
		return request.build();
	}

	private HttpResponse<String> get(String path, String token) throws Exception {
		return http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
			.header("Authorization", "Bearer " + token)
			.build(), HttpResponse.BodyHandlers.ofString());
	}

	private static String id(HttpResponse<String> answer) {
		try {
			return ApiCalls.JSON.readTree(answer.body()).get("id").asText();
		}
		catch (Exception ex) {
			throw new AssertionError(answer.body(), ex);
		}
	}

	private int runScanCalls() {
		return simulator.calls().count("/v2/run-scan", account.id());
	}

}
