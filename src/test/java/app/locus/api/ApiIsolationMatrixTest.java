package app.locus.api;

import static app.locus.db.Tables.CLIENT_REPORT;
import static app.locus.db.Tables.GBP_PROPOSAL;
import static app.locus.db.Tables.SCAN_SUBMISSION;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import app.locus.apitokens.ApiTokenService;
import app.locus.apitokens.TokenRequest;
import app.locus.base.WorkspaceId;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignInput;
import app.locus.campaigns.CampaignService;
import app.locus.clientreports.ClientReportEntry;
import app.locus.clientreports.ClientReportService;
import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.scans.ScanInput;
import app.locus.scans.ScanService;
import app.locus.scans.Submission;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import app.locus.support.IntegrationTest;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.SpecDates;
import app.locus.upstream.credentials.ApiKeyService;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The API's own isolation matrix, over real HTTP and generated from what the API says it
 * is (the OpenAPI document's operations and the MCP server's tools), so that a new
 * endpoint or tool is in it without being listed here. Against a client workspace with a
 * scan, a report, a campaign, a client report and a saved location, every operation and
 * tool called with that workspace's ids by another agency's token, and by a token of the
 * same agency limited to another workspace, must answer exactly as it does for a
 * workspace that does not exist, show nothing of the client, store nothing and call the
 * service for nothing. And every operation that spends or writes, called by the agency's
 * own read-only token with a valid body, is refused as the declaration below says.
 */
@IntegrationTest
class ApiIsolationMatrixTest {

	private static final String PLACE = DemoData.BLUE_BOTTLE_DIVISION;

	private static final String SCAN = "{\"placeId\":\"" + PLACE + "\",\"keyword\":\"matrix bakery\",\"radius\":3}";

	private static final String CHANGE = "{\"change\":{\"type\":\"create-post\",\"summary\":\"Matrix post\"}}";

	/**
	 * A valid body for each operation that takes one, and what the agency's own read-only
	 * token must get from it: 403 for what spends or writes, and for a read that takes a
	 * body (the preview of a change) anything but 403. Hand-written: a new operation with
	 * a body fails until it is declared here.
	 */
	private static final Map<String, Declared> BODIES = Map.of("/api/v1/workspaces/{workspaceId}/client-reports",
			new Declared("{}", true), "/api/v1/workspaces/{workspaceId}/scans/quote", new Declared(SCAN, true),
			"/api/v1/workspaces/{workspaceId}/scans", new Declared(SCAN.replace("}", ",\"confirmCost\":49}"), true),
			"/api/v1/workspaces/{workspaceId}/campaigns/{campaignId}/runs", new Declared("{\"confirmCost\":25}", true),
			"/api/v1/workspaces/{workspaceId}/locations/{placeId}/profile-changes", new Declared(CHANGE, true),
			"/api/v1/workspaces/{workspaceId}/locations/{placeId}/profile-changes/preview",
			new Declared(CHANGE, false));

	record Declared(String body, boolean readTokenRefused) {

	}

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

	@Autowired
	ScanService scans;

	@Autowired
	ClientReportService clientReports;

	final HttpClient http = HttpClient.newHttpClient();

	Tenant client;

	AccountHandle account;

	Map<String, String> ids;

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@TestFactory
	List<DynamicTest> every_operation_and_tool_answers_a_token_that_may_not_see_the_client_as_for_no_client()
			throws Exception {
		aClientWithAScanACampaignAndALocation();
		TenantFixture fixture = new TenantFixture(db);
		WorkspaceId sibling = fixture.workspace(client.agency());
		Tenant other = fixture.tenant();

		List<DynamicTest> cases = new ArrayList<>();
		// each case has tokens of its own, so that the tokens' rate never decides it
		for (Operation operation : operations()) {
			cases.add(DynamicTest.dynamicTest(operation + " with another agency's token",
					() -> answersAsForNoClient(operation, token(other, Set.of()))));
			cases.add(DynamicTest.dynamicTest(operation + " with a token for another client of the agency",
					() -> answersAsForNoClient(operation, token(client, Set.of(sibling)))));
		}
		for (Tool tool : tools(token(other, Set.of()))) {
			if (((Map<?, ?>) tool.inputSchema().get("properties")).containsKey("workspace_id")) {
				cases.add(DynamicTest.dynamicTest("tool " + tool.name() + " with another agency's token",
						() -> toolAnswersAsForNoClient(tool, token(other, Set.of()))));
				cases.add(DynamicTest.dynamicTest("tool " + tool.name() + " with a token for another client",
						() -> toolAnswersAsForNoClient(tool, token(client, Set.of(sibling)))));
			}
		}
		assertThat(cases).as("every operation and tool").hasSizeGreaterThan(30);
		return cases;
	}

	@TestFactory
	List<DynamicTest> every_operation_with_a_body_is_declared_and_a_read_only_token_writes_nothing() throws Exception {
		aClientWithAScanACampaignAndALocation();
		TenantFixture.signIn(client.admin());
		String read = tokens.issue(new TokenRequest("Read only", false, Set.of(), null)).secret();
		TenantFixture.signOut();
		List<Operation> posts = operations().stream().filter(operation -> operation.method().equals("POST")).toList();

		List<DynamicTest> cases = new ArrayList<>();
		cases.add(DynamicTest.dynamicTest("every operation with a body is declared", () -> assertThat(BODIES.keySet())
			.containsExactlyInAnyOrderElementsOf(posts.stream().map(Operation::template).toList())));
		for (Operation operation : posts) {
			cases.add(DynamicTest.dynamicTest(operation + " with the agency's read-only token", () -> {
				Traces before = traces();
				HttpResponse<String> answer = send(operation, client.workspace().value(), read);
				if (BODIES.get(operation.template()).readTokenRefused()) {
					assertThat(answer.statusCode()).as(answer.body()).isEqualTo(403);
				}
				else {
					assertThat(answer.statusCode()).as(answer.body()).isNotEqualTo(403);
				}
				assertThat(traces().writes()).isEqualTo(before.writes());
			}));
		}
		return cases;
	}

	private String token(Tenant agency, Set<WorkspaceId> workspaces) {
		TenantFixture.signIn(agency.admin());
		try {
			return tokens.issue(new TokenRequest("Matrix", true, workspaces, null)).secret();
		}
		finally {
			TenantFixture.signOut();
		}
	}

	private void answersAsForNoClient(Operation operation, String token) throws Exception {
		Traces before = traces();
		HttpResponse<String> refused = send(operation, client.workspace().value(), token);
		HttpResponse<String> missing = send(operation, WorkspaceId.random().value(), token);

		assertThat(refused.statusCode()).as(refused.body())
			.isEqualTo(missing.statusCode())
			.isBetween(400, 499)
			.isNotEqualTo(429);
		assertThat(problem(refused)).isEqualTo(problem(missing));
		// the problem's instance repeats the path the caller sent; the rest must not
		assertThat(withoutInstance(refused)).doesNotContain(client.workspace().value()).doesNotContain(PLACE);
		assertThat(traces()).isEqualTo(before);
	}

	private void toolAnswersAsForNoClient(Tool tool, String token) throws Exception {
		Traces before = traces();
		try (McpSyncClient mcp = ApiCalls.mcp(port, token)) {
			mcp.initialize();
			CallToolResult refused = mcp
				.callTool(new CallToolRequest(tool.name(), arguments(tool, client.workspace())));
			CallToolResult missing = mcp
				.callTool(new CallToolRequest(tool.name(), arguments(tool, WorkspaceId.random())));

			assertThat(refused.isError()).isTrue();
			assertThat(ApiCalls.text(refused)).isEqualTo(ApiCalls.text(missing)).doesNotContain(PLACE);
		}
		assertThat(traces()).isEqualTo(before);
	}

	/** Arguments that name the client's own things, with a preview's confirmation. */
	private Map<String, Object> arguments(Tool tool, WorkspaceId workspace) {
		Map<String, Object> arguments = new LinkedHashMap<>();
		arguments.put("workspace_id", workspace.value());
		Map<String, Object> known = Map.of("place_id", PLACE, "campaign_id", ids.get("campaignId"), "report_key",
				ids.get("reportKey"), "type", "scan", "keyword", "matrix bakery", "radius", 3, "change",
				Map.of("type", "create-post", "summary", "Matrix post"), "confirmation", "chg_0000000000000000",
				"confirm_cost", 49);
		for (Object name : (List<?>) tool.inputSchema().get("required")) {
			if (!arguments.containsKey(name.toString())) {
				arguments.put(name.toString(), known.get(name.toString()));
			}
		}
		return arguments;
	}

	private void aClientWithAScanACampaignAndALocation() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "API matrix", 1_000, PLACE);
		client = simulated.tenant();
		account = simulated.account();
		Submission scan = scans.submit(client.workspace(), ScanInput.google(PLACE,
				LatLng.of("45.504812", "-122.629771"), "matrix bakery", new BigDecimal("3"), Measurement.MI), false);
		Campaign campaign = campaigns.create(client.workspace(),
				new CampaignInput("Matrix weekly", List.of(PLACE), List.of("bakery"), 5, "2", "mi", "weekly",
						SpecDates.formatDate(LocalDate.now(ZoneOffset.UTC).plusDays(1)), "9:00 AM"));
		ClientReportEntry clientReport = clientReports.generateNow(client.workspace());
		ids = Map.of("placeId", PLACE, "campaignId", campaign.id().value(), "scanId", scan.id().value(), "type", "scan",
				"reportKey", scan.reportKey(), "clientReportId", clientReport.id().value());
		TenantFixture.signOut();
	}

	/** The OpenAPI document's operations under a workspace. */
	private List<Operation> operations() throws Exception {
		JsonNode document = ApiCalls.JSON
			.readTree(http.send(HttpRequest.newBuilder(URI.create(base() + ApiSecurityConfig.OPENAPI_PATH)).build(),
					HttpResponse.BodyHandlers.ofString())
				.body());
		List<Operation> operations = new ArrayList<>();
		for (Iterator<Map.Entry<String, JsonNode>> paths = document.get("paths").fields(); paths.hasNext();) {
			Map.Entry<String, JsonNode> path = paths.next();
			if (!path.getKey().contains("{workspaceId}")) {
				continue;
			}
			path.getValue()
				.fieldNames()
				.forEachRemaining(method -> operations.add(new Operation(method.toUpperCase(), path.getKey())));
		}
		assertThat(operations).as("the document lists the API").hasSizeGreaterThan(10);
		return operations;
	}

	record Operation(String method, String template) {

		@Override
		public String toString() {
			return method + " " + template;
		}

	}

	private HttpResponse<String> send(Operation operation, String workspace, String token) throws Exception {
		String path = operation.template().replace("{workspaceId}", workspace);
		for (Map.Entry<String, String> id : ids.entrySet()) {
			path = path.replace("{" + id.getKey() + "}", id.getValue());
		}
		HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base() + path))
			.header("Authorization", "Bearer " + token)
			.timeout(Duration.ofSeconds(60));
		if (operation.method().equals("POST")) {
			Declared declared = BODIES.get(operation.template());
			request.header("Content-Type", "application/json")
				.header(ScansEndpoint.IDEMPOTENCY_KEY, UUID.randomUUID().toString())
				.POST(HttpRequest.BodyPublishers.ofString(declared == null ? "{}" : declared.body()));
		}
		return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
	}

	/** What the client's workspace holds and what its account was asked. */
	record Traces(int spends, int proposals, int clientReports, int calls, int writes) {

	}

	private Traces traces() {
		int spends = db.fetchCount(SCAN_SUBMISSION, SCAN_SUBMISSION.WORKSPACE_ID.eq(client.workspace().value()));
		int proposals = db.fetchCount(GBP_PROPOSAL, GBP_PROPOSAL.WORKSPACE_ID.eq(client.workspace().value()));
		int reports = db.fetchCount(CLIENT_REPORT, CLIENT_REPORT.WORKSPACE_ID.eq(client.workspace().value()));
		int writes = simulator.calls().count("/v2/run-scan", account.id())
				+ simulator.calls().count("/v2/campaigns/run", account.id())
				+ simulator.calls().count("/v2/gbp/create-post", account.id());
		return new Traces(spends, proposals, reports, simulator.calls().countForAccount(account.id()),
				writes + spends + proposals + reports);
	}

	private List<Tool> tools(String token) {
		try (McpSyncClient mcp = ApiCalls.mcp(port, token)) {
			mcp.initialize();
			return mcp.listTools().tools();
		}
	}

	private String base() {
		return "http://127.0.0.1:" + port;
	}

	private static String problem(HttpResponse<String> answer) throws Exception {
		JsonNode body = ApiCalls.JSON.readTree(answer.body());
		return body.path("type").asText() + " " + body.path("detail").asText();
	}

	private static String withoutInstance(HttpResponse<String> answer) throws Exception {
		JsonNode body = ApiCalls.JSON.readTree(answer.body());
		if (body instanceof ObjectNode problem) {
			problem.remove("instance");
		}
		return body.toString();
	}

}
