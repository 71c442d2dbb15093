package app.locus.api;

import static app.locus.db.Tables.REPORT;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;

import app.locus.apitokens.ApiTokenService;
import app.locus.apitokens.TokenRequest;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.fixtures.TenantFixture;
import app.locus.perf.FlowHttpSession;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.security.LocusUser;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The REST API over real HTTP: a token is needed and must work, another agency's
 * workspace answers exactly like one that does not exist, a token limited to a workspace
 * sees only that one, reports come a page at a time, refusals are problem details, a
 * token over its rate is told when to come back, and the OpenAPI document describes it.
 */
@IntegrationTest
class ApiOverHttpTest {

	private static final ObjectMapper JSON = new ObjectMapper();

	@LocalServerPort
	int port;

	@Autowired
	DSLContext db;

	@Autowired
	ApiTokenService tokens;

	@Autowired
	AgencyProvisioning provisioning;

	final HttpClient http = HttpClient.newHttpClient();

	Tenant tenant;

	WorkspaceId second;

	String agencyToken;

	String narrowToken;

	@BeforeEach
	void anAgencyWithTwoTokens() {
		TenantFixture fixture = new TenantFixture(db);
		tenant = fixture.tenant();
		second = fixture.workspace(tenant.agency());
		report(tenant.workspace(), LocalDate.of(2026, 11, 2), "emergency plumber");
		report(tenant.workspace(), LocalDate.of(2026, 11, 9), "boiler repair");
		TenantFixture.signIn(tenant.admin());
		agencyToken = tokens.issue(new TokenRequest("BI", false, Set.of(), null)).secret();
		narrowToken = tokens.issue(new TokenRequest("One client", false, Set.of(tenant.workspace()), null)).secret();
		TenantFixture.signOut();
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void without_a_working_token_the_api_answers_401_and_asks_for_a_bearer_token() throws Exception {
		HttpResponse<String> none = get("/api/v1/workspaces", null);
		HttpResponse<String> wrong = get("/api/v1/workspaces", "locus_" + "A".repeat(43));

		assertThat(none.statusCode()).isEqualTo(401);
		String metadata = "resource_metadata=\"http://127.0.0.1:" + port
				+ "/.well-known/oauth-protected-resource/api/v1\"";
		assertThat(none.headers().firstValue("WWW-Authenticate")).hasValue("Bearer " + metadata);
		assertThat(none.headers().firstValue("Content-Type"))
			.hasValueSatisfying(type -> assertThat(type).startsWith("application/problem+json"));
		assertThat(none.headers().allValues("Set-Cookie")).isEmpty();
		assertThat(wrong.statusCode()).isEqualTo(401);
		assertThat(wrong.headers().firstValue("WWW-Authenticate"))
			.hasValue("Bearer " + metadata + ", error=\"invalid_token\"");
	}

	@Test
	void a_signed_in_browsers_session_cookie_does_not_open_the_api() throws Exception {
		LocusUser admin = new TestTenants(provisioning).agency().user(Role.AGENCY_ADMIN);
		String cookie;
		try (CloseableHttpClient client = FlowHttpSession.sharedClient()) {
			FlowHttpSession session = new FlowHttpSession(client, "http://127.0.0.1:" + port);
			session.signIn(admin.email(), TestTenants.PASSWORD);
			cookie = session.cookie();
		}

		HttpResponse<String> answer = http
			.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/v1/workspaces"))
				.header("Cookie", cookie)
				.build(), HttpResponse.BodyHandlers.ofString());

		assertThat(cookie).isNotBlank();
		assertThat(answer.statusCode()).isEqualTo(401);
	}

	@Test
	void a_token_lists_its_agencys_workspaces_and_a_narrow_token_only_its_own() throws Exception {
		JsonNode all = json(get("/api/v1/workspaces", agencyToken), 200);
		JsonNode narrow = json(get("/api/v1/workspaces", narrowToken), 200);

		assertThat(ids(all)).containsExactlyInAnyOrder(tenant.workspace().value(), second.value());
		assertThat(ids(narrow)).containsExactly(tenant.workspace().value());
		assertThat(get("/api/v1/workspaces/" + second + "/reports", narrowToken).statusCode()).isEqualTo(404);
		assertThat(get("/api/v1/workspaces/" + second + "/campaigns", narrowToken).statusCode()).isEqualTo(404);
		assertThat(get("/api/v1/workspaces/" + second + "/credits", narrowToken).statusCode()).isEqualTo(404);
		assertThat(json(get("/api/v1/workspaces/" + tenant.workspace() + "/campaigns", narrowToken), 200).isArray())
			.isTrue();
	}

	@Test
	void another_agencys_workspace_answers_exactly_like_one_that_does_not_exist() throws Exception {
		Tenant other = new TenantFixture(db).tenant();

		HttpResponse<String> foreign = get("/api/v1/workspaces/" + other.workspace() + "/reports", agencyToken);
		HttpResponse<String> missing = get("/api/v1/workspaces/" + WorkspaceId.random() + "/reports", agencyToken);
		HttpResponse<String> malformed = get("/api/v1/workspaces/not-an-id/reports", agencyToken);

		assertThat(foreign.statusCode()).isEqualTo(404);
		assertThat(missing.statusCode()).isEqualTo(404);
		assertThat(malformed.statusCode()).isEqualTo(404);
		assertThat(withoutPath(foreign)).isEqualTo(withoutPath(missing)).isEqualTo(withoutPath(malformed));
		assertThat(withoutPath(foreign).toString()).doesNotContain(other.workspace().value());
	}

	@Test
	void reports_come_newest_first_a_page_at_a_time_and_a_refused_parameter_is_named() throws Exception {
		String reports = "/api/v1/workspaces/" + tenant.workspace() + "/reports";

		JsonNode first = json(get(reports + "?limit=1", agencyToken), 200);
		JsonNode filtered = json(get(reports + "?keyword=PLUMBER&type=scan", agencyToken), 200);
		JsonNode refused = json(get(reports + "?type=bogus", agencyToken), 400);

		assertThat(first.get("total").asInt()).isEqualTo(2);
		assertThat(first.get("items")).hasSize(1);
		assertThat(first.get("items").get(0).get("keyword").asText()).isEqualTo("boiler repair");
		assertThat(first.get("items").get(0).get("date").asText()).isEqualTo("2026-11-09");
		assertThat(filtered.get("items")).extracting(item -> item.get("keyword").asText())
			.containsExactly("emergency plumber");
		assertThat(refused.get("type").asText()).isEqualTo(ProblemResponses.TYPES + "invalid-input");
		assertThat(refused.get("errors").has("type")).isTrue();
		assertThat(json(get(reports + "?limit=0", agencyToken), 400).get("errors").has("limit")).isTrue();
		assertThat(json(get(reports + "?offset=x", agencyToken), 400).get("errors").has("offset")).isTrue();
	}

	@Test
	void the_next_cursor_walks_the_reports_to_their_end_and_a_forged_one_is_refused() throws Exception {
		String reports = "/api/v1/workspaces/" + tenant.workspace() + "/reports?limit=1";

		JsonNode first = json(get(reports, agencyToken), 200);
		JsonNode second = json(get(reports + "&after=" + first.get("next").asText(), agencyToken), 200);
		JsonNode end = json(get(reports + "&after=" + second.get("next").asText(), agencyToken), 200);

		assertThat(first.get("items").get(0).get("keyword").asText()).isEqualTo("boiler repair");
		assertThat(second.get("items").get(0).get("keyword").asText()).isEqualTo("emergency plumber");
		assertThat(end.get("items")).isEmpty();
		assertThat(end.get("next").isNull()).isTrue();
		assertThat(json(get(reports + "&after=not-a-cursor", agencyToken), 400).get("errors").has("after")).isTrue();
		assertThat(json(get(reports + "&offset=1&after=" + first.get("next").asText(), agencyToken), 400).get("errors")
			.has("after")).isTrue();
	}

	@Test
	void a_token_past_its_burst_is_told_when_to_come_back_and_another_token_is_not_slowed() throws Exception {
		List<CompletableFuture<HttpResponse<String>>> burst = new ArrayList<>();
		for (int request = 0; request < TokenRateLimit.BURST * 5; request++) {
			burst.add(http.sendAsync(request("/api/v1/workspaces", narrowToken), HttpResponse.BodyHandlers.ofString()));
		}
		List<HttpResponse<String>> answers = burst.stream().map(CompletableFuture::join).toList();

		assertThat(answers).extracting(HttpResponse::statusCode).containsOnly(200, 429).contains(429);
		HttpResponse<String> limited = answers.stream().filter(answer -> answer.statusCode() == 429).findFirst().get();
		assertThat(limited.headers().firstValue("Retry-After"))
			.hasValueSatisfying(seconds -> assertThat(Integer.parseInt(seconds)).isPositive());
		assertThat(JSON.readTree(limited.body()).get("type").asText())
			.isEqualTo(ProblemResponses.TYPES + "rate-limited");
		assertThat(get("/api/v1/workspaces", agencyToken).statusCode()).isEqualTo(200);
	}

	@Test
	void a_body_over_a_mebibyte_is_refused_before_it_is_read() throws Exception {
		HttpResponse<String> answer = http.send(HttpRequest
			.newBuilder(URI
				.create("http://127.0.0.1:" + port + "/api/v1/workspaces/" + tenant.workspace() + "/scans/quote"))
			.header("Authorization", "Bearer " + agencyToken)
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString("{\"keyword\":\"" + "x".repeat(2 << 20) + "\"}"))
			.build(), HttpResponse.BodyHandlers.ofString());

		assertThat(answer.statusCode()).isEqualTo(413);
		assertThat(JSON.readTree(answer.body()).get("type").asText())
			.isEqualTo(ProblemResponses.TYPES + "body-too-large");
	}

	@Test
	void the_openapi_document_describes_the_api_without_a_token() throws Exception {
		JsonNode document = json(get("/api/v1/openapi.json", null), 200);

		assertThat(document.get("openapi").asText()).startsWith("3.");
		assertThat(document.get("paths").has("/api/v1/workspaces/{workspaceId}/reports")).isTrue();
		assertThat(document.get("paths").has("/api/v1/workspaces/{workspaceId}/credits")).isTrue();
		assertThat(document.get("paths").has("/api/v1/workspaces/{workspaceId}/campaigns")).isTrue();
		assertThat(document.get("paths").has("/api/v1/workspaces/{workspaceId}/scans")).isTrue();
		assertThat(document.at("/paths/~1api~1v1~1workspaces~1{workspaceId}~1scans/post/parameters").toString())
			.contains(ScansEndpoint.IDEMPOTENCY_KEY);
	}

	private HttpResponse<String> get(String path, String token) throws Exception {
		return http.send(request(path, token), HttpResponse.BodyHandlers.ofString());
	}

	private HttpRequest request(String path, String token) {
		HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path));
		if (token != null) {
			request.header("Authorization", "Bearer " + token);
		}
		return request.build();
	}

	private static JsonNode json(HttpResponse<String> answer, int status) throws Exception {
		assertThat(answer.statusCode()).as(answer.body()).isEqualTo(status);
		return JSON.readTree(answer.body());
	}

	/** The problem without {@code instance}, which is the path asked for. */
	private static JsonNode withoutPath(HttpResponse<String> answer) throws Exception {
		ObjectNode problem = (ObjectNode) JSON.readTree(answer.body());
		problem.remove("instance");
		return problem;
	}

	private static List<String> ids(JsonNode workspaces) {
		List<String> ids = new ArrayList<>();
		workspaces.forEach(workspace -> ids.add(workspace.get("id").asText()));
		return ids;
	}

	private void report(WorkspaceId workspace, LocalDate date, String keyword) {
		db.insertInto(REPORT)
			.set(REPORT.WORKSPACE_ID, workspace.value())
			.set(REPORT.TYPE, "SCAN")
			.set(REPORT.REPORT_KEY, Long.toHexString(System.nanoTime()).substring(0, 8) + "abcdef0")
			.set(REPORT.AGENCY_ID, tenant.agency().value())
			.set(REPORT.REPORT_DATE, date)
			.set(REPORT.PLACE_ID, "place-bayside")
			.set(REPORT.LOCATION_NAME, "Bayside Plumbing, Main St")
			.set(REPORT.KEYWORD, keyword)
			.set(REPORT.PLATFORM, "google")
			.set(REPORT.GRID_SIZE, 5)
			.set(REPORT.RADIUS, BigDecimal.ONE)
			.set(REPORT.UNIT, "mi")
			.set(REPORT.SOLV, new BigDecimal("40"))
			.set(REPORT.ARP, new BigDecimal("3.4"))
			.set(REPORT.PAYLOAD, "{}")
			.execute();
	}

}
