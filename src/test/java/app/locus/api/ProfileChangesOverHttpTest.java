package app.locus.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

import app.locus.apitokens.ApiTokenService;
import app.locus.apitokens.TokenRequest;
import app.locus.businessprofile.ClientApprovalService;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import app.locus.support.IntegrationTest;
import app.locus.upstream.credentials.ApiKeyService;
import com.fasterxml.jackson.databind.JsonNode;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Business-profile changes through the API and the MCP server over real HTTP, against the
 * simulator: a destructive change needs its phrase, and where the client approves
 * changes, a change made with an admin's token waits for the client instead of being
 * sent, although the admin in person could send it.
 */
@IntegrationTest
class ProfileChangesOverHttpTest {

	private static final String PLACE = DemoData.BLUE_BOTTLE_DIVISION;

	/** The phrase the spec gives for deleting a post. */
	private static final String DELETE_POST_PHRASE = "DELETE_POST";

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
	ClientApprovalService approvals;

	final HttpClient http = HttpClient.newHttpClient();

	Tenant tenant;

	AccountHandle account;

	String writeToken;

	String readToken;

	@BeforeEach
	void aWorkspaceWithALinkedLocationAndTwoTokens() {
		tenant = new TenantFixture(db).tenant();
		account = simulator.createAccount("API profile changes", 100);
		account.saveLocation(PLACE, true);
		TenantFixture.signIn(tenant.admin());
		keys.add(tenant.workspace(), "Simulator", account.key(), null);
		writeToken = tokens.issue(new TokenRequest("Assistant", true, Set.of(), null)).secret();
		readToken = tokens.issue(new TokenRequest("Dashboard", false, Set.of(), null)).secret();
		TenantFixture.signOut();
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void a_post_is_sent_and_its_deletion_needs_the_phrase_the_preview_names() throws Exception {
		JsonNode created = ApiCalls.json(post("/profile-changes", Map.of("change", createPost("Open late on Fridays"))),
				201);
		String postId = created.get("createdId").asText();
		Map<String, Object> deletion = Map.of("type", "delete-post", "itemId", postId);

		JsonNode preview = ApiCalls.json(post("/profile-changes/preview", Map.of("change", deletion)), 200);
		JsonNode refused = ApiCalls.json(post("/profile-changes", Map.of("change", deletion)), 409);
		JsonNode deleted = ApiCalls
			.json(post("/profile-changes", Map.of("change", deletion, "phrase", preview.get("phrase"))), 201);

		assertThat(created.get("outcome").asText()).isEqualTo("sent");
		assertThat(preview.get("phrase").asText()).isEqualTo(DELETE_POST_PHRASE);
		assertThat(preview.get("awaitsApproval").asBoolean()).isFalse();
		assertThat(refused.get("type").asText()).isEqualTo(ProblemResponses.TYPES + "phrase-required");
		assertThat(deleted.get("outcome").asText()).isEqualTo("sent");
		assertThat(simulator.calls().count("/v2/gbp/delete-post", account.id())).isEqualTo(1);
	}

	@Test
	void where_the_client_approves_changes_an_admins_token_proposes_and_nothing_is_sent() throws Exception {
		clientApprovesChanges();

		JsonNode preview = ApiCalls.json(post("/profile-changes/preview", Map.of("change", createPost("Spring menu"))),
				200);
		JsonNode outcome = ApiCalls.json(
				post("/profile-changes", Map.of("change", createPost("Spring menu"), "note", "For the new season")),
				201);
		JsonNode pending = ApiCalls
			.json(get("/api/v1/workspaces/" + tenant.workspace() + "/proposals?pendingOnly=true"), 200);

		assertThat(preview.get("awaitsApproval").asBoolean()).isTrue();
		assertThat(outcome.get("outcome").asText()).isEqualTo("proposed");
		assertThat(outcome.get("proposal").get("status").asText()).isEqualTo("pending");
		assertThat(pending).extracting(proposal -> proposal.get("note").asText()).containsExactly("For the new season");
		assertThat(simulator.calls().count("/v2/gbp/create-post", account.id())).isZero();
	}

	@Test
	void an_assistant_previews_a_change_confirms_exactly_that_one_and_it_waits_for_the_client() throws Exception {
		clientApprovesChanges();
		Map<String, Object> change = Map.of("workspace_id", tenant.workspace().value(), "place_id", PLACE, "change",
				createPost("Fresh croissants at 7"));
		try (McpSyncClient client = ApiCalls.mcp(port, writeToken)) {
			client.initialize();

			JsonNode preview = ApiCalls.answer(client.callTool(new CallToolRequest("change_profile", change)));
			Map<String, Object> other = new HashMap<>(change);
			other.put("change", createPost("Something else"));
			other.put("confirmation", preview.get("confirmation").asText());
			CallToolResult mismatched = client.callTool(new CallToolRequest("change_profile", other));
			Map<String, Object> confirmed = new HashMap<>(change);
			confirmed.put("confirmation", preview.get("confirmation").asText());
			JsonNode outcome = ApiCalls.answer(client.callTool(new CallToolRequest("change_profile", confirmed)));

			assertThat(preview.get("preview").get("awaitsApproval").asBoolean()).isTrue();
			assertThat(mismatched.isError()).isTrue();
			assertThat(outcome.get("outcome").asText()).isEqualTo("proposed");
			JsonNode proposals = ApiCalls.answer(client.callTool(new CallToolRequest("list_proposals",
					Map.of("workspace_id", tenant.workspace().value(), "pending_only", true))));
			assertThat(proposals).hasSize(1);
		}
		try (McpSyncClient client = ApiCalls.mcp(port, readToken)) {
			client.initialize();
			Map<String, Object> confirmed = new HashMap<>(change);
			confirmed.put("confirmation", "chg_0000000000000000");
			assertThat(client.callTool(new CallToolRequest("change_profile", confirmed)).isError()).isTrue();
		}
		assertThat(simulator.calls().count("/v2/gbp/create-post", account.id())).isZero();
	}

	private void clientApprovesChanges() {
		TenantFixture.signIn(tenant.admin());
		approvals.setRequiresApproval(tenant.workspace(), true);
		TenantFixture.signOut();
	}

	private static Map<String, Object> createPost(String summary) {
		return Map.of("type", "create-post", "summary", summary);
	}

	private HttpResponse<String> post(String path, Map<String, Object> body) throws Exception {
		return http.send(HttpRequest
			.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/v1/workspaces/" + tenant.workspace()
					+ "/locations/" + PLACE + path))
			.header("Authorization", "Bearer " + writeToken)
			.header("Content-Type", "application/json")
			.timeout(Duration.ofSeconds(60))
			.POST(HttpRequest.BodyPublishers.ofString(ApiCalls.JSON.writeValueAsString(body)))
			.build(), HttpResponse.BodyHandlers.ofString());
	}

	private HttpResponse<String> get(String path) throws Exception {
		return http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
			.header("Authorization", "Bearer " + readToken)
			.build(), HttpResponse.BodyHandlers.ofString());
	}

}
