package app.locus.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

import app.locus.alerts.AlertId;
import app.locus.alerts.AlertKind;
import app.locus.alerts.Firing;
import app.locus.alerts.repository.AlertRepository;
import app.locus.alerts.repository.AlertRepository.Recipient;
import app.locus.apitokens.ApiTokenService;
import app.locus.apitokens.TokenRequest;
import app.locus.base.WorkspaceId;
import app.locus.fixtures.DemoBakery;
import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.keywords.KeywordListInput;
import app.locus.keywords.KeywordListService;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import app.locus.support.IntegrationTest;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.reports.ReportSync;
import com.fasterxml.jackson.databind.JsonNode;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * What the portal knows of a client beyond its reports, through the API and the MCP
 * server over real HTTP: AI visibility from the demo bakery's seeded AI scans, keyword
 * lists and alerts as they were made, client-report PDFs byte for byte, and the live
 * business profile from the simulator.
 */
@IntegrationTest
class InsightsOverHttpTest {

	private static final String PLACE = DemoData.BLUE_BOTTLE_DIVISION;

	/**
	 * The demo seed's AI engines, and its three weekly scans of 25 points in the recent
	 * period.
	 */
	private static final List<String> ENGINES = List.of("chatgpt", "gemini", "grok", "gaio", "aimode");

	private static final int RECENT_SCANS = 3;

	private static final int POINTS_PER_SCAN = 25;

	private static final Set<String> CHANGES = Set.of("rose", "fell", "within-noise", "no-earlier");

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
	ReportSync sync;

	@Autowired
	KeywordListService keywordLists;

	@Autowired
	AlertRepository alerts;

	final HttpClient http = HttpClient.newHttpClient();

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void ai_visibility_gives_each_engines_share_with_its_interval_and_the_change_in_words() throws Exception {
		Tenant bakery = DemoBakery.synced(db, keys, sync);
		String token = readToken();

		JsonNode visibility = ApiCalls.json(get(bakery.workspace(), "/ai-visibility", token), 200);

		assertThat(visibility.get("placeId").asText()).isEqualTo(PLACE);
		JsonNode bakeryRow = row(visibility, "bakery");
		assertThat(iterable(bakeryRow.get("engines").fieldNames())).containsExactlyInAnyOrderElementsOf(ENGINES);
		assertThat(bakeryRow.get("mapSolv").has("google")).isTrue();
		for (String engine : ENGINES) {
			JsonNode cell = bakeryRow.get("engines").get(engine);
			assertThat(cell.get("scans").asInt()).as(engine).isEqualTo(RECENT_SCANS);
			assertThat(cell.get("points").asInt()).isEqualTo(RECENT_SCANS * POINTS_PER_SCAN);
			assertThat(cell.get("share").asDouble())
				.isEqualTo((double) cell.get("named").asInt() / (RECENT_SCANS * POINTS_PER_SCAN));
			assertThat(cell.get("low").asDouble()).isLessThanOrEqualTo(cell.get("share").asDouble());
			assertThat(cell.get("high").asDouble()).isGreaterThanOrEqualTo(cell.get("share").asDouble());
			assertThat(cell.get("change").asText()).isIn(CHANGES);
		}
		try (McpSyncClient mcp = ApiCalls.mcp(port, token)) {
			mcp.initialize();
			JsonNode answer = ApiCalls.answer(mcp.callTool(
					new CallToolRequest("get_ai_visibility", Map.of("workspace_id", bakery.workspace().value()))));
			assertThat(answer).isEqualTo(visibility);
		}
	}

	@Test
	void keyword_lists_and_alerts_come_as_they_were_made_and_only_the_workspaces_own_alerts() throws Exception {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "API insights", 100, PLACE);
		Tenant client = simulated.tenant();
		WorkspaceId sibling = new TenantFixture(db).workspace(client.agency());
		TenantFixture.signIn(client.admin());
		keywordLists.create(client.workspace(), new KeywordListInput("Core terms", List.of("bakery", "sourdough")));
		received(client, new Firing(client.agency(), client.workspace(), AlertKind.KEY_STOPPED, "key", "Key stopped",
				"The key stopped working", null));
		received(client, new Firing(client.agency(), sibling, AlertKind.KEY_STOPPED, "key", "Sibling’s key stopped",
				"Another client’s key", null));
		String token = readToken();

		JsonNode lists = ApiCalls.json(get(client.workspace(), "/keyword-lists", token), 200);
		JsonNode received = ApiCalls.json(get(client.workspace(), "/alerts", token), 200);

		assertThat(lists).hasSize(1);
		assertThat(lists.get(0).get("name").asText()).isEqualTo("Core terms");
		assertThat(iterable(lists.get(0).get("keywords").elements()).stream().map(JsonNode::asText))
			.containsExactly("bakery", "sourdough");
		assertThat(received).extracting(alert -> alert.get("title").asText()).containsExactly("Key stopped");
		assertThat(received.get(0).get("kind").asText()).isEqualTo("key-stopped");
		assertThat(received.get(0).get("read").asBoolean()).isFalse();
	}

	@Test
	void a_client_report_is_made_listed_and_downloaded_byte_for_byte() throws Exception {
		Tenant client = SimulatedTenant.create(db, simulator, keys, "API client reports", 100, PLACE).tenant();
		String write = token(true);

		JsonNode made = ApiCalls.json(send(client.workspace(), "/client-reports", write, "{}"), 201);
		JsonNode history = ApiCalls.json(get(client.workspace(), "/client-reports", write), 200);
		HttpResponse<byte[]> pdf = http.send(request(made.get("pdf").asText(), write).build(),
				HttpResponse.BodyHandlers.ofByteArray());

		assertThat(history).extracting(entry -> entry.get("id").asText()).containsExactly(made.get("id").asText());
		assertThat(pdf.statusCode()).isEqualTo(200);
		assertThat(pdf.headers().firstValue("Content-Type")).hasValue("application/pdf");
		assertThat(pdf.headers().firstValue("Content-Disposition"))
			.hasValueSatisfying(disposition -> assertThat(disposition).startsWith("attachment").contains(".pdf"));
		assertThat(new String(pdf.body(), 0, 5, StandardCharsets.US_ASCII)).isEqualTo("%PDF-");
		assertThat(pdf.body()).hasSize(made.get("sizeBytes").asInt());
	}

	@Test
	void the_live_profile_its_reviews_page_by_page_and_a_post_just_made_are_read_through_the_gateway()
			throws Exception {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "API profile reads", 100, PLACE);
		simulated.account().saveLocation(PLACE, true);
		Tenant client = simulated.tenant();
		String write = token(true);
		String read = readToken();
		ApiCalls.json(send(client.workspace(), "/locations/" + PLACE + "/profile-changes", write,
				"{\"change\":{\"type\":\"create-post\",\"summary\":\"Rye loaves on Saturdays\"}}"), 201);

		JsonNode saved = ApiCalls.json(get(client.workspace(), "/locations", read), 200).get(0);
		JsonNode profile = ApiCalls.json(get(client.workspace(), "/locations/" + PLACE + "/profile", read), 200);
		JsonNode posts = ApiCalls.json(get(client.workspace(), "/locations/" + PLACE + "/posts", read), 200);
		List<String> reviewIds = new ArrayList<>();
		String next = null;
		for (int page = 0; page < 20 && (page == 0 || next != null); page++) {
			JsonNode reviews = ApiCalls.json(
					get(client.workspace(),
							"/locations/" + PLACE + "/reviews?limit=2" + (next == null ? "" : "&next=" + next), read),
					200);
			assertThat(reviews.get("items").size()).isBetween(1, 2);
			reviews.get("items").forEach(review -> reviewIds.add(review.get("reviewId").asText()));
			next = reviews.hasNonNull("nextToken") ? reviews.get("nextToken").asText() : null;
		}

		assertThat(profile.get("placeId").asText()).isEqualTo(PLACE);
		assertThat(profile.get("location").get("title").asText()).isEqualTo(saved.get("name").asText());
		assertThat(posts.get("items")).extracting(post -> post.get("summary").asText())
			.contains("Rye loaves on Saturdays");
		assertThat(reviewIds).as("more than one page, none twice").hasSizeGreaterThan(2).doesNotHaveDuplicates();
		try (McpSyncClient mcp = ApiCalls.mcp(port, read)) {
			mcp.initialize();
			JsonNode answer = ApiCalls.answer(mcp.callTool(new CallToolRequest("list_reviews",
					Map.of("workspace_id", client.workspace().value(), "place_id", PLACE, "limit", 2))));
			assertThat(answer.get("items").get(0).get("reviewId").asText()).isEqualTo(reviewIds.get(0));
			List<Tool> reads = mcp.listTools()
				.tools()
				.stream()
				.filter(tool -> Set
					.of("get_ai_visibility", "list_keyword_lists", "list_alerts", "list_client_reports",
							"get_business_profile", "list_reviews", "list_posts")
					.contains(tool.name()))
				.toList();
			assertThat(reads).hasSize(7).allSatisfy(tool -> {
				assertThat(tool.annotations().readOnlyHint()).isTrue();
				assertThat(tool.annotations().destructiveHint()).isFalse();
			});
		}
	}

	/** The alert, received in the app by the agency's admin. */
	private void received(Tenant client, Firing firing) {
		AlertId id = AlertId.random();
		alerts.insert(id, firing, Instant.now());
		alerts.insertReceipts(id, client.agency(),
				List.of(new Recipient(client.admin().id(), client.admin().email(), Set.of())), Instant.now());
	}

	private static JsonNode row(JsonNode visibility, String keyword) {
		for (JsonNode row : visibility.get("keywords")) {
			if (row.get("keyword").asText().equals(keyword)) {
				return row;
			}
		}
		throw new AssertionError("no row for " + keyword + " in " + visibility);
	}

	private static <T> List<T> iterable(Iterator<T> items) {
		List<T> all = new ArrayList<>();
		items.forEachRemaining(all::add);
		return all;
	}

	/** A token of the admin signed in on the test thread. */
	private String token(boolean write) {
		return tokens.issue(new TokenRequest(write ? "Writer" : "Reader", write, Set.of(), null)).secret();
	}

	private String readToken() {
		return token(false);
	}

	private HttpRequest.Builder request(String path, String token) {
		return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
			.header("Authorization", "Bearer " + token)
			.timeout(Duration.ofSeconds(60));
	}

	private HttpResponse<String> get(WorkspaceId workspace, String path, String token) throws Exception {
		return http.send(request("/api/v1/workspaces/" + workspace + path, token).build(),
				HttpResponse.BodyHandlers.ofString());
	}

	private HttpResponse<String> send(WorkspaceId workspace, String path, String token, String body) throws Exception {
		return http
			.send(request("/api/v1/workspaces/" + workspace + path, token).header("Content-Type", "application/json")
				.POST(HttpRequest.BodyPublishers.ofString(body))
				.build(), HttpResponse.BodyHandlers.ofString());
	}

}
