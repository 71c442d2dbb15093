package app.locus.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import java.util.Set;

import app.locus.apitokens.ApiTokenService;
import app.locus.apitokens.TokenRequest;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import com.fasterxml.jackson.databind.JsonNode;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The MCP server driven by the official Java SDK's own client over real HTTP: it lists
 * its tools as read-only, answers as the token's admin narrowed to the token's workspace,
 * turns a refusal into a tool error, and refuses a client without a token.
 */
@IntegrationTest
class McpOverHttpTest {

	/** The tools that spend credits or write, as issue 52 lists them. */
	private static final Set<String> WRITING_TOOLS = Set.of("run_scan", "run_campaign", "change_profile");

	/** A profile change may delete what is on a public listing. */
	private static final Set<String> DESTRUCTIVE_TOOLS = Set.of("change_profile");

	@LocalServerPort
	int port;

	@Autowired
	DSLContext db;

	@Autowired
	ApiTokenService tokens;

	Tenant tenant;

	Tenant other;

	String narrowToken;

	@BeforeEach
	void anAgencyWithAToken() {
		TenantFixture fixture = new TenantFixture(db);
		tenant = fixture.tenant();
		fixture.workspace(tenant.agency());
		other = fixture.tenant();
		TenantFixture.signIn(tenant.admin());
		narrowToken = tokens.issue(new TokenRequest("Claude", false, Set.of(tenant.workspace()), null)).secret();
		TenantFixture.signOut();
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void an_assistant_lists_read_only_tools_and_reads_only_what_its_token_reaches() throws Exception {
		try (McpSyncClient client = ApiCalls.mcp(port, narrowToken)) {
			client.initialize();

			assertThat(client.listTools().tools()).extracting(Tool::name)
				.contains("list_workspaces", "list_reports", "list_campaigns", "get_credits");
			assertThat(client.listTools().tools()).allSatisfy(tool -> {
				assertThat(tool.annotations().readOnlyHint()).as(tool.name())
					.isEqualTo(!WRITING_TOOLS.contains(tool.name()));
				assertThat(tool.annotations().destructiveHint()).as(tool.name())
					.isEqualTo(DESTRUCTIVE_TOOLS.contains(tool.name()));
			});

			JsonNode workspaces = ApiCalls.answer(client.callTool(new CallToolRequest("list_workspaces", Map.of())));
			assertThat(workspaces).hasSize(1);
			assertThat(workspaces.get(0).get("id").asText()).isEqualTo(tenant.workspace().value());

			JsonNode reports = ApiCalls.answer(client.callTool(new CallToolRequest("list_reports",
					Map.of("workspace_id", tenant.workspace().value(), "limit", 10))));
			assertThat(reports.get("total").asInt()).isZero();

			CallToolResult foreign = client
				.callTool(new CallToolRequest("get_credits", Map.of("workspace_id", other.workspace().value())));
			assertThat(foreign.isError()).isTrue();
			assertThat(ApiCalls.text(foreign)).isEqualTo("No such workspace.");

			CallToolResult refused = client.callTool(new CallToolRequest("list_reports",
					Map.of("workspace_id", tenant.workspace().value(), "from", "last week")));
			assertThat(refused.isError()).isTrue();
			assertThat(ApiCalls.text(refused)).startsWith("from: ");
		}
	}

	@Test
	void a_client_without_a_token_is_refused_before_any_tool_runs() throws Exception {
		HttpResponse<String> answer = HttpClient.newHttpClient()
			.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + McpServerConfig.PATH))
				.header("Content-Type", "application/json")
				.header("Accept", "application/json, text/event-stream")
				.POST(HttpRequest.BodyPublishers
					.ofString("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\",\"params\":{}}"))
				.build(), HttpResponse.BodyHandlers.ofString());

		assertThat(answer.statusCode()).isEqualTo(401);
		assertThat(answer.headers().firstValue("WWW-Authenticate"))
			.hasValue("Bearer resource_metadata=\"http://127.0.0.1:" + port + "/.well-known/oauth-protected-resource"
					+ McpServerConfig.PATH + "\"");
		try (McpSyncClient client = ApiCalls.mcp(port, "locus_" + "B".repeat(43))) {
			assertThatThrownBy(client::initialize).isInstanceOf(RuntimeException.class);
		}
	}

}
