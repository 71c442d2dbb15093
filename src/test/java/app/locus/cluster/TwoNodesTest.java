package app.locus.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.net.CookieManager;
import java.net.HttpCookie;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import java.util.stream.Collectors;

import app.locus.LocusApplication;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.reports.ReportSync;
import app.locus.reports.SyncResult;
import app.locus.reports.SyncTarget;
import app.locus.security.LocusUser;
import app.locus.support.LoginForm;
import app.locus.support.TestDatabaseInitializer;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.UserService;
import app.locus.upstream.FormBody;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamRequest;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.upstream.gateway.HttpUpstreamGateway;
import app.locus.upstream.gateway.SendWindows;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.ReceivedCall;
import app.locus.simulator.SimulatorServer;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ApplicationListener;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;
import org.springframework.security.web.session.HttpSessionDestroyedEvent;

/**
 * Two app nodes (two Spring contexts on random ports) on the one test MariaDB, calling
 * one simulator on its own socket: what holds only because the nodes share the database
 * (DD090). The one test class allowed to start contexts of its own; it closes both.
 */
class TwoNodesTest {

	private static SimulatorServer upstream;

	private static ConfigurableApplicationContext nodeA;

	private static ConfigurableApplicationContext nodeB;

	/**
	 * Every context Vaadin starts installs its own security-context strategy as the
	 * JVM-wide one; the test context the other test classes share must get its own back.
	 */
	private static SecurityContextHolderStrategy sharedStrategy;

	private TestAgency agency;

	private LocusUser admin;

	@BeforeAll
	static void startNodes() {
		sharedStrategy = SecurityContextHolder.getContextHolderStrategy();
		upstream = SimulatorServer.start(0);
		nodeA = node();
		nodeB = node();
	}

	@AfterAll
	static void stopNodes() {
		for (AutoCloseable closing : new AutoCloseable[] { nodeA, nodeB, upstream }) {
			try {
				if (closing != null) {
					closing.close();
				}
			}
			catch (Exception ex) {
				// the others still close
			}
		}
		SecurityContextHolder.setContextHolderStrategy(sharedStrategy);
	}

	private static ConfigurableApplicationContext node() {
		return new SpringApplicationBuilder(LocusApplication.class).profiles("test")
			.initializers(new TestDatabaseInitializer())
			// Arguments, not default properties: they must win over
			// application.properties.
			.run("--server.port=0", "--locus.upstream.base-url=" + upstream.baseUrl(), "--locus.sync.enabled=false",
					"--spring.jmx.enabled=false");
	}

	@BeforeEach
	void tenant() {
		agency = new TestTenants(nodeA.getBean(AgencyProvisioning.class)).agency();
		admin = agency.user(Role.AGENCY_ADMIN);
		TestTenants.signIn(admin);
	}

	@AfterEach
	void signOut() {
		TestTenants.signOut();
	}

	@Test
	void a_workspace_sync_started_on_both_nodes_at_once_runs_on_one_of_them() throws Exception {
		WorkspaceId workspace = agency.workspace("Synced");
		AccountHandle account = keyedAccount(workspace);
		// Each listing answers slowly, so the two runs overlap for sure.
		upstream.simulator().faults().on("/v1/**").forAccount(account.id()).latency(Duration.ofMillis(300));
		SyncTarget target = new SyncTarget(agency.id(), workspace);

		List<SyncResult> results = concurrently(
				List.of(() -> nodeA.getBean(ReportSync.class).sync(target, Duration.ofSeconds(30)),
						() -> nodeB.getBean(ReportSync.class).sync(target, Duration.ofSeconds(30))));

		assertThat(results).extracting(SyncResult::ran).containsExactlyInAnyOrder(true, false);
		Map<String, Long> callsPerPath = callsOf(account).stream()
			.collect(Collectors.groupingBy(ReceivedCall::path, Collectors.counting()));
		assertThat(callsPerPath).isNotEmpty().allSatisfy((path, calls) -> assertThat(calls).as(path).isOne());
		assertThat(nodeB.getBean(ReportSync.class).sync(target, Duration.ofSeconds(30)).ran())
			.as("a node whose schedule is out of step skips while the lock is held at least 30 s")
			.isFalse();
	}

	@Test
	void a_user_disabled_on_node_a_is_refused_on_node_b() throws Exception {
		LocusUser manager = agency.user(Role.ACCOUNT_MANAGER, agency.workspace("Bakery"));
		Browser onB = new Browser(nodeB);
		onB.signIn(manager.email(), TestTenants.PASSWORD);
		assertThat(onB.signedIn()).isTrue();

		nodeA.getBean(UserService.class).disable(manager.id());

		assertThat(onB.signedIn()).isFalse();
		Browser again = new Browser(nodeB);
		again.signIn(manager.email(), TestTenants.PASSWORD);
		assertThat(again.signedIn()).isFalse();
	}

	@Test
	void a_user_disabled_on_node_a_loses_their_session_on_node_b_without_another_request() throws Exception {
		LocusUser manager = agency.user(Role.ACCOUNT_MANAGER, agency.workspace("Bakery"));
		Set<String> ended = ConcurrentHashMap.newKeySet();
		nodeB
			.addApplicationListener((ApplicationListener<HttpSessionDestroyedEvent>) event -> ended.add(event.getId()));
		Browser onB = new Browser(nodeB);
		onB.signIn(manager.email(), TestTenants.PASSWORD);
		assertThat(onB.signedIn()).isTrue();
		String session = onB.sessionId();

		nodeA.getBean(UserService.class).disable(manager.id());

		// Node B learns it only from the database; its sweeper ends the session (and so
		// its Vaadin session, UIs and push) while the tab sends nothing.
		await("node B ends the disabled user's session").atMost(Duration.ofSeconds(30))
			.until(() -> ended.contains(session));
		assertThat(onB.signedIn()).isFalse();
	}

	@Test
	void both_nodes_together_keep_an_account_at_five_requests_in_any_second() throws Exception {
		WorkspaceId workspace = agency.workspace("Busy");
		AccountHandle account = keyedAccount(workspace);
		// Saving the key asked the service once (DD117); the calls counted are the ones
		// below.
		int keyCheck = callsOf(account).size();
		UpstreamRequest request = UpstreamRequest.read("/v2/account", FormBody.create());
		List<Callable<Integer>> callers = new ArrayList<>();
		for (ConfigurableApplicationContext node : List.of(nodeA, nodeB)) {
			HttpUpstreamGateway gateway = node.getBean(HttpUpstreamGateway.class);
			for (int caller = 0; caller < 6; caller++) {
				callers.add(() -> {
					for (int call = 0; call < 3; call++) {
						gateway.call(workspace, Lane.BACKGROUND, request);
					}
					return 3;
				});
			}
		}

		assertThat(concurrently(callers)).containsOnly(3);

		List<ReceivedCall> received = callsOf(account).stream().skip(keyCheck).toList();
		assertThat(received).hasSize(36).allSatisfy(call -> assertThat(call.status()).isEqualTo(200));
		assertThat(SendWindows.busiest(received.stream().map(ReceivedCall::receivedAtNanos).toList(),
				Duration.ofSeconds(1)))
			.isLessThanOrEqualTo(5);
	}

	/**
	 * A fresh simulator account whose key the workspace stores through node A's vault.
	 */
	private AccountHandle keyedAccount(WorkspaceId workspace) {
		AccountHandle account = upstream.simulator().createAccount("Two nodes", 10_000);
		nodeA.getBean(ApiKeyService.class).add(workspace, "Cluster key", account.key(), null);
		return account;
	}

	private List<ReceivedCall> callsOf(AccountHandle account) {
		return upstream.simulator()
			.calls()
			.all()
			.stream()
			.filter(call -> account.id().equals(call.accountId()))
			.toList();
	}

	private static <T> List<T> concurrently(List<Callable<T>> tasks) throws Exception {
		ExecutorService threads = Executors.newFixedThreadPool(tasks.size());
		try {
			List<Future<T>> futures = threads.invokeAll(tasks);
			List<T> results = new ArrayList<>();
			for (Future<T> future : futures) {
				results.add(future.get());
			}
			return results;
		}
		finally {
			threads.shutdownNow();
		}
	}

	/** A cookie-keeping client of one node that does not follow redirects. */
	private static final class Browser {

		private final CookieManager cookies = new CookieManager();

		private final HttpClient client = HttpClient.newBuilder()
			.cookieHandler(cookies)
			.followRedirects(HttpClient.Redirect.NEVER)
			.build();

		private final Function<String, URI> uri;

		Browser(ConfigurableApplicationContext node) {
			String port = node.getEnvironment().getProperty("local.server.port");
			this.uri = path -> URI.create("http://localhost:" + port + path);
		}

		void signIn(String email, String password) throws IOException, InterruptedException {
			String loginPage = client
				.send(HttpRequest.newBuilder(uri.apply("/login")).GET().build(), HttpResponse.BodyHandlers.ofString())
				.body();
			client.send(HttpRequest.newBuilder(uri.apply("/login"))
				.header("Content-Type", "application/x-www-form-urlencoded")
				.POST(HttpRequest.BodyPublishers.ofString(LoginForm.body(loginPage, email, password)))
				.build(), HttpResponse.BodyHandlers.discarding());
		}

		String sessionId() {
			return cookies.getCookieStore()
				.getCookies()
				.stream()
				.filter(cookie -> cookie.getName().equals("JSESSIONID"))
				.map(HttpCookie::getValue)
				.findFirst()
				.orElse(null);
		}

		/**
		 * Whether a path that needs a session answers instead of sending to the login.
		 */
		boolean signedIn() throws IOException, InterruptedException {
			return client
				.send(HttpRequest.newBuilder(uri.apply(LoginForm.SIGNED_IN_PAGE)).GET().build(),
						HttpResponse.BodyHandlers.discarding())
				.statusCode() == 200;
		}

	}

}
