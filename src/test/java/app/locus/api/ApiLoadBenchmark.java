package app.locus.api;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;

import app.locus.apitokens.ApiTokenService;
import app.locus.apitokens.TokenRequest;
import app.locus.base.WorkspaceId;
import app.locus.fixtures.BenchmarkLog;
import app.locus.fixtures.StoredReports;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.reports.GalleryFilter;
import app.locus.reports.GallerySort;
import app.locus.reports.ReportService;
import app.locus.reports.ReportType;
import app.locus.reports.repository.ReportRepository;
import app.locus.support.IntegrationTest;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.TestPropertySource;

/**
 * Whether tools at their limits slow the portal: the gallery's first page (the portal's
 * busiest query, goal p95 ≤ 50 ms) timed as a manager on 10,000 reports, first alone,
 * then while 50 read tokens each call {@code GET .../reports} at their sustained rate (10
 * a second, 500 in all) over real HTTP on loopback, each honouring {@code Retry-After}.
 * The load is bounded: one request in flight per token, and it stops when the timing
 * ends. The node's API slots are the default, half its processors. Run with
 * {@code ./mvnw -B -Pbench test -Dtest=ApiLoadBenchmark}; figures go to the console and
 * {@code target/benchmarks/api-load.txt}.
 */
@IntegrationTest
@TestPropertySource(properties = "locus.api.slots=0")
class ApiLoadBenchmark {

	private static final int TOKENS = 50;

	private static final int PER_TOKEN_PER_SECOND = 10;

	private static final int WARM_UP = 50;

	private static final int RUNS = 200;

	private static final int PAGE = 24;

	@LocalServerPort
	int port;

	@Autowired
	DSLContext db;

	@Autowired
	ReportRepository repository;

	@Autowired
	ReportService reports;

	@Autowired
	ApiTokenService tokens;

	private final BenchmarkLog log = new BenchmarkLog(WARM_UP, RUNS);

	private final HttpClient http = HttpClient.newHttpClient();

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void the_gallery_alone_and_while_fifty_tokens_call_at_their_limits() throws Exception {
		TenantFixture tenants = new TenantFixture(db);
		Tenant tenant = tenants.tenant();
		log.line("%s", new StoredReports(repository).fillWithNoise(tenants, tenant));
		TenantFixture.signIn(tenant.admin());
		List<String> secrets = new ArrayList<>();
		for (int i = 0; i < TOKENS; i++) {
			secrets.add(tokens.issue(new TokenRequest("Load " + i, false, Set.of(), null)).secret());
		}
		TenantFixture.signIn(tenant.manager());
		WorkspaceId workspace = tenant.workspace();
		GalleryFilter scans = GalleryFilter.of(ReportType.SCAN);

		log.measure("Gallery first page (24 cards + count), no API load", () -> firstPage(workspace, scans));
		Load load = new Load(secrets,
				URI.create("http://127.0.0.1:" + port + "/api/v1/workspaces/" + workspace + "/reports?limit=50"));
		load.start();
		try {
			log.measure("Gallery first page (24 cards + count), 50 tokens at 10 requests a second",
					() -> firstPage(workspace, scans));
		}
		finally {
			load.stop();
		}
		log.line("API under load: %s", load.summary());
		log.write("api-load");
	}

	private int firstPage(WorkspaceId workspace, GalleryFilter filter) {
		return reports.gallery(workspace, filter, GallerySort.NEWEST_FIRST, 0, PAGE).size()
				+ reports.count(workspace, filter);
	}

	/**
	 * Each token calling at its sustained rate, one request after another, and waiting as
	 * long as a 429 or 503 says in {@code Retry-After} before the next, as
	 * {@code docs/api.md} asks every tool to.
	 */
	private final class Load {

		private static final long EVERY_MS = 1_000 / PER_TOKEN_PER_SECOND;

		private final List<String> secrets;

		private final URI target;

		private final ScheduledExecutorService clock = Executors.newScheduledThreadPool(2);

		private final Map<Integer, LongAdder> statuses = new ConcurrentHashMap<>();

		private final ConcurrentLinkedQueue<Long> okMillis = new ConcurrentLinkedQueue<>();

		private volatile boolean running;

		private long started;

		private long stopped;

		Load(List<String> secrets, URI target) {
			this.secrets = secrets;
			this.target = target;
		}

		void start() {
			running = true;
			started = System.nanoTime();
			for (int i = 0; i < secrets.size(); i++) {
				String secret = secrets.get(i);
				clock.schedule(() -> send(secret), i * EVERY_MS / secrets.size(), TimeUnit.MILLISECONDS);
			}
		}

		void stop() throws InterruptedException {
			running = false;
			stopped = System.nanoTime();
			clock.shutdown();
			clock.awaitTermination(30, TimeUnit.SECONDS);
		}

		private void send(String secret) {
			if (!running) {
				return;
			}
			long sent = System.nanoTime();
			HttpRequest request = HttpRequest.newBuilder(target)
				.header("Authorization", "Bearer " + secret)
				.timeout(Duration.ofSeconds(30))
				.build();
			http.sendAsync(request, HttpResponse.BodyHandlers.discarding()).whenComplete((answer, failure) -> {
				int status = failure == null ? answer.statusCode() : -1;
				statuses.computeIfAbsent(status, any -> new LongAdder()).increment();
				long tookMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - sent);
				if (status == 200) {
					okMillis.add(tookMs);
				}
				long retryAfterMs = failure == null ? answer.headers().firstValueAsLong("Retry-After").orElse(0) * 1_000
						: 1_000;
				long next = Math.max(EVERY_MS - tookMs, retryAfterMs);
				if (running) {
					clock.schedule(() -> send(secret), Math.max(0, next), TimeUnit.MILLISECONDS);
				}
			});
		}

		String summary() {
			double seconds = (stopped - started) / 1e9;
			List<Long> sorted = okMillis.stream().sorted().toList();
			long p95 = sorted.isEmpty() ? -1 : sorted.get((int) Math.ceil(sorted.size() * 0.95) - 1);
			long ok = statuses.getOrDefault(200, new LongAdder()).sum();
			return String.format("%.1f s, %.0f answered 200 a second (at most %d asked), p95 %d ms; statuses %s",
					seconds, ok / seconds, TOKENS * PER_TOKEN_PER_SECOND, p95, statuses);
		}

	}

}
