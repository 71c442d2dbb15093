package app.locus.api;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

import app.locus.apitokens.ApiTokenService;
import app.locus.apitokens.TokenRequest;
import app.locus.fixtures.BenchmarkLog;
import app.locus.fixtures.StoredReports;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.reports.repository.ReportRepository;
import app.locus.support.IntegrationTest;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The API's answers on 10,000 stored reports of one workspace (9,000 more elsewhere as
 * noise), over real HTTP on loopback with a bearer token: report pages and the MCP
 * server's tool list, median and p95 over 200 runs after a warm-up. Timed at the client,
 * so each figure bounds the server's own time from above. The calls take turns among 50
 * tokens, so that no token's rate (10 a second) decides a figure. Run with
 * {@code ./mvnw -B -Pbench test -Dtest=ApiBenchmark}; figures go to the console and
 * {@code target/benchmarks/api.txt}.
 */
@IntegrationTest
class ApiBenchmark {

	private static final int TOKENS = 50;

	private static final int WARM_UP = 50;

	private static final int RUNS = 200;

	private static final String TOOLS_LIST = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\",\"params\":{}}";

	@LocalServerPort
	int port;

	@Autowired
	DSLContext db;

	@Autowired
	ReportRepository repository;

	@Autowired
	ApiTokenService tokens;

	private final HttpClient http = HttpClient.newHttpClient();

	private final BenchmarkLog log = new BenchmarkLog(WARM_UP, RUNS);

	private final List<String> secrets = new ArrayList<>();

	private final AtomicInteger turn = new AtomicInteger();

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void report_pages_and_the_tool_list_on_ten_thousand_reports() throws Exception {
		TenantFixture tenants = new TenantFixture(db);
		Tenant tenant = tenants.tenant();
		log.line("%s", new StoredReports(repository).fillWithNoise(tenants, tenant));
		TenantFixture.signIn(tenant.admin());
		for (int i = 0; i < TOKENS; i++) {
			secrets.add(tokens.issue(new TokenRequest("Benchmark " + i, false, Set.of(), null)).secret());
		}
		TenantFixture.signOut();
		String reports = "/api/v1/workspaces/" + tenant.workspace() + "/reports";

		log.measure("GET reports, first page of 50 with the total, newest first", () -> get(reports + "?limit=50"));
		log.measure("GET reports, scans with 'bake' in the keyword, 50 with the total",
				() -> get(reports + "?type=scan&keyword=bake&limit=50"));
		log.measure("GET reports since 2025-06-01, 500 with the total",
				() -> get(reports + "?from=2025-06-01&limit=500"));
		log.measure("GET reports, deep page at offset 6,000", () -> get(reports + "?offset=6000&limit=50"));
		String sixThousand = ApiCalls.read(body(reports + "?offset=5950&limit=50")).get("next").asText();
		log.measure("GET reports, the same deep page by its cursor (after=)",
				() -> get(reports + "?after=" + sixThousand + "&limit=50"));
		log.measure("MCP tools/list", this::toolsList);

		log.write("api");
	}

	private int get(String path) {
		return body(path).length();
	}

	private String body(String path) {
		return send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
			.header("Authorization", "Bearer " + nextToken())
			.build());
	}

	private int toolsList() {
		return send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + McpServerConfig.PATH))
			.header("Authorization", "Bearer " + nextToken())
			.header("Content-Type", "application/json")
			.header("Accept", "application/json, text/event-stream")
			.POST(HttpRequest.BodyPublishers.ofString(TOOLS_LIST))
			.build()).length();
	}

	private String nextToken() {
		return secrets.get(Math.floorMod(turn.getAndIncrement(), secrets.size()));
	}

	private String send(HttpRequest request) {
		try {
			HttpResponse<String> answer = http.send(request, HttpResponse.BodyHandlers.ofString());
			if (answer.statusCode() != 200) {
				throw new IllegalStateException(answer.statusCode() + " " + answer.body());
			}
			return answer.body();
		}
		catch (IOException ex) {
			throw new IllegalStateException(ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

}
