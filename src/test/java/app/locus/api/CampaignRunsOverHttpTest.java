package app.locus.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

import app.locus.apitokens.ApiTokenService;
import app.locus.apitokens.TokenRequest;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignInput;
import app.locus.campaigns.CampaignService;
import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import app.locus.support.IntegrationTest;
import app.locus.upstream.api.SpecDates;
import app.locus.upstream.credentials.ApiKeyService;
import com.fasterxml.jackson.databind.JsonNode;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A campaign run now through the API and the MCP server over real HTTP, against the
 * simulator's own account: it needs its cost per run stated and an Idempotency-Key, and
 * the same key again, in sequence or at once, runs it once.
 */
@IntegrationTest
class CampaignRunsOverHttpTest {

	/** Two keywords on a 5 × 5 grid: 2 × 25 credits a run (spec: campaign credits). */
	private static final int COST = 50;

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

	@Autowired
	CampaignService campaigns;

	final HttpClient http = HttpClient.newHttpClient();

	Tenant tenant;

	AccountHandle account;

	Campaign campaign;

	String writeToken;

	@BeforeEach
	void aWorkspaceWithACampaignAndAToken() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "API campaign runs", 1_000,
				DemoData.BLUE_BOTTLE_ALBERTA);
		tenant = simulated.tenant();
		account = simulated.account();
		campaign = campaigns.create(tenant.workspace(),
				new CampaignInput("Weekly Alberta", List.of(DemoData.BLUE_BOTTLE_ALBERTA),
						List.of("bakery", "croissant"), 5, "2", "mi", "weekly",
						SpecDates.formatDate(LocalDate.now(ZoneOffset.UTC).plusDays(1)), "9:00 AM"));
		writeToken = tokens.issue(new TokenRequest("Zapier", true, Set.of(), null)).secret();
		TenantFixture.signOut();
		account.resetCreditsSpent();
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void a_run_needs_its_cost_stated_and_the_same_key_again_or_at_once_runs_it_once() throws Exception {
		JsonNode listed = ApiCalls.json(get("/api/v1/workspaces/" + tenant.workspace() + "/campaigns"), 200);
		String key = UUID.randomUUID().toString();

		JsonNode unconfirmed = ApiCalls.json(post(null, UUID.randomUUID().toString()), 409);
		List<CompletableFuture<HttpResponse<String>>> racing = List.of(1, 2, 3)
			.stream()
			.map(attempt -> http.sendAsync(request(COST, key), HttpResponse.BodyHandlers.ofString()))
			.toList();
		List<HttpResponse<String>> answers = racing.stream().map(CompletableFuture::join).toList();
		HttpResponse<String> later = post(COST, key);
		simulator.catchUp();

		assertThat(listed.get(0).get("creditsPerRun").asInt()).isEqualTo(COST);
		assertThat(unconfirmed.get("cost").asInt()).isEqualTo(COST);
		assertThat(answers).extracting(HttpResponse::statusCode).containsOnly(200, 201);
		assertThat(answers).filteredOn(answer -> answer.statusCode() == 201).hasSize(1);
		assertThat(answers.stream().map(answer -> ApiCalls.read(answer.body()).get("id").asText()).distinct())
			.hasSize(1);
		assertThat(ApiCalls.json(later, 200).get("credits").asInt()).isEqualTo(COST);
		assertThat(later.headers().firstValue(ScansEndpoint.REPLAYED)).hasValue("true");
		assertThat(runCalls()).isEqualTo(1);
		assertThat(account.creditsSpent()).isEqualTo(COST);
	}

	@Test
	void an_assistant_sees_the_campaigns_cost_first_and_runs_it_once_with_its_confirmation() throws Exception {
		Map<String, Object> which = Map.of("workspace_id", tenant.workspace().value(), "campaign_id",
				campaign.id().value());
		try (McpSyncClient client = ApiCalls.mcp(port, writeToken)) {
			client.initialize();

			JsonNode preview = ApiCalls.answer(client.callTool(new CallToolRequest("run_campaign", which)));
			assertThat(preview.get("campaign").get("creditsPerRun").asInt()).isEqualTo(COST);
			assertThat(runCalls()).as("a preview sends nothing").isZero();

			Map<String, Object> confirmed = new HashMap<>(which);
			confirmed.put("confirmation", preview.get("confirmation").asText());
			confirmed.put("confirm_cost", COST);
			JsonNode ran = ApiCalls.answer(client.callTool(new CallToolRequest("run_campaign", confirmed)));
			JsonNode again = ApiCalls.answer(client.callTool(new CallToolRequest("run_campaign", confirmed)));

			assertThat(again.get("id").asText()).isEqualTo(ran.get("id").asText());
			assertThat(runCalls()).isEqualTo(1);
		}
	}

	private HttpResponse<String> get(String path) throws Exception {
		return http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
			.header("Authorization", "Bearer " + writeToken)
			.build(), HttpResponse.BodyHandlers.ofString());
	}

	private HttpResponse<String> post(Integer confirmCost, String key) throws Exception {
		return http.send(request(confirmCost, key), HttpResponse.BodyHandlers.ofString());
	}

	private HttpRequest request(Integer confirmCost, String key) {
		String body = confirmCost == null ? "{}" : "{\"confirmCost\":" + confirmCost + "}";
		return HttpRequest
			.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/v1/workspaces/" + tenant.workspace()
					+ "/campaigns/" + campaign.id().value() + "/runs"))
			.header("Authorization", "Bearer " + writeToken)
			.header("Content-Type", "application/json")
			.header(ScansEndpoint.IDEMPOTENCY_KEY, key)
			.timeout(Duration.ofSeconds(60))
			.POST(HttpRequest.BodyPublishers.ofString(body))
			.build();
	}

	private int runCalls() {
		return simulator.calls().count("/v2/campaigns/run", account.id());
	}

}
