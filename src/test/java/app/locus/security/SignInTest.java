package app.locus.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.CookieManager;
import java.net.HttpCookie;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Instant;

import app.locus.base.Role;
import app.locus.security.repository.AccountRepository;
import app.locus.security.repository.ThrottleRepository;
import app.locus.security.repository.ThrottleState;
import app.locus.support.IntegrationTest;
import app.locus.support.LoginForm;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.UserService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Sign-in over real HTTP, as a browser's login form posts it.
 */
@IntegrationTest
class SignInTest {

	@LocalServerPort
	int port;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	UserService users;

	@Autowired
	AccountRepository accounts;

	@Autowired
	ThrottleRepository counters;

	TestAgency agency;

	LocusUser admin;

	LocusUser manager;

	@BeforeEach
	void tenants() {
		agency = new TestTenants(provisioning).agency();
		admin = agency.user(Role.AGENCY_ADMIN);
		manager = agency.user(Role.ACCOUNT_MANAGER, agency.workspace("Bakery"));
	}

	@AfterEach
	void signOut() {
		TestTenants.signOut();
	}

	@Test
	void the_login_page_and_health_answer_without_a_session() throws Exception {
		Browser browser = new Browser();

		assertThat(browser.get("/login").statusCode()).isEqualTo(200);
		assertThat(browser.get("/actuator/health").statusCode()).isEqualTo(200);
		assertThat(redirect(browser.get("/agency/users"))).endsWith("/login");
	}

	@Test
	void the_right_password_signs_in_and_changes_the_session_id() throws Exception {
		Browser browser = new Browser();
		browser.get("/agency/users");
		String before = browser.sessionId();
		assertThat(before).as("session before sign-in").isNotNull();

		HttpResponse<String> response = browser.signIn(manager.email().toUpperCase(), TestTenants.PASSWORD);

		assertThat(redirect(response)).isNotEmpty().doesNotContain("/login");
		assertThat(browser.sessionId()).isNotEqualTo(before);
		assertThat(browser.signedIn()).isTrue();
	}

	@Test
	void a_login_post_without_the_page_s_csrf_token_signs_no_one_in() throws Exception {
		String rightPassword = "username=" + encode(manager.email()) + "&password=" + encode(TestTenants.PASSWORD);

		Browser neverOpenedTheLoginPage = new Browser();
		neverOpenedTheLoginPage.post("/login", rightPassword);
		Browser openedItButPostsFromElsewhere = new Browser();
		openedItButPostsFromElsewhere.get("/login");
		openedItButPostsFromElsewhere.post("/login", rightPassword);
		Browser forgedToken = new Browser();
		forgedToken.get("/login");
		forgedToken.post("/login", rightPassword + "&_csrf=forged-token");

		assertThat(neverOpenedTheLoginPage.signedIn()).isFalse();
		assertThat(openedItButPostsFromElsewhere.signedIn()).isFalse();
		assertThat(forgedToken.signedIn()).isFalse();
		assertThat(redirect(forgedToken.get(LoginForm.SIGNED_IN_PAGE))).endsWith("/login");
		Browser withTheToken = new Browser();
		withTheToken.signIn(manager.email(), TestTenants.PASSWORD);
		assertThat(withTheToken.signedIn()).as("the same password with the page's token").isTrue();
	}

	@Test
	void a_wrong_password_an_unknown_email_and_a_disabled_account_read_alike() throws Exception {
		TestTenants.signIn(admin);
		users.disable(manager.id());

		assertThat(redirect(new Browser().signIn(admin.email(), "wrong password!"))).endsWith("/login?error");
		assertThat(redirect(
				new Browser().signIn("nobody-" + Instant.now().toEpochMilli() + "@example.test", TestTenants.PASSWORD)))
			.endsWith("/login?error");
		assertThat(redirect(new Browser().signIn(manager.email(), TestTenants.PASSWORD))).endsWith("/login?error");
	}

	@Test
	void an_account_that_must_wait_refuses_even_the_right_password() throws Exception {
		for (int i = 1; i < 5; i++) {
			assertThat(redirect(new Browser().signIn(manager.email(), "wrong password " + i))).endsWith("/login?error");
		}
		// What the fifth failure leaves, with a wait long enough to outlast the next
		// request.
		String subject = LoginThrottle.subject(LoginThrottle.ACCOUNT, AccountKey.of(manager).value());
		Instant now = Instant.now();
		counters.lockForUpdate(subject, LoginThrottle.ACCOUNT.kind(), now);
		counters.save(subject, new ThrottleState(5, now, 0, now.plusSeconds(50), now));

		Browser rightPassword = new Browser();
		assertThat(redirect(rightPassword.signIn(manager.email(), TestTenants.PASSWORD))).contains("/login?wait=");
		assertThat(rightPassword.signedIn()).isFalse();
	}

	@Test
	void disabling_a_user_ends_their_open_session_on_its_next_request() throws Exception {
		Browser browser = new Browser();
		browser.signIn(manager.email(), TestTenants.PASSWORD);
		assertThat(browser.signedIn()).isTrue();

		TestTenants.signIn(admin);
		users.disable(manager.id());

		assertThat(browser.signedIn()).isFalse();
	}

	@Test
	void sessions_ended_through_the_database_end_on_every_node() throws Exception {
		Browser browser = new Browser();
		browser.signIn(manager.email(), TestTenants.PASSWORD);
		assertThat(browser.signedIn()).isTrue();

		// What another node's SessionRevocation leaves behind: only the database knows.
		accounts.invalidateSessionsBefore(agency.id(), manager.id(), Instant.now());

		assertThat(browser.signedIn()).isFalse();
		Browser again = new Browser();
		again.signIn(manager.email(), TestTenants.PASSWORD);
		assertThat(again.signedIn()).isTrue();
	}

	@Test
	void simulator_paths_need_neither_a_session_nor_a_csrf_token() throws Exception {
		HttpResponse<String> response = new Browser().post("/sim/v2/run-scan/", "keyword=coffee");

		// The simulator itself answers (its envelope for a missing api_key), not the
		// portal's security.
		assertThat(response.statusCode()).isEqualTo(401);
		assertThat(response.headers().firstValue("Location")).isEmpty();
		assertThat(response.body()).contains("\"success\":false").contains("\"code\":401");
	}

	private static String redirect(HttpResponse<?> response) {
		return response.headers().firstValue("Location").orElse("");
	}

	/**
	 * A cookie-keeping HTTP client that does not follow redirects, like a browser tab.
	 */
	private final class Browser {

		private final CookieManager cookies = new CookieManager();

		private final HttpClient client = HttpClient.newBuilder()
			.cookieHandler(cookies)
			.followRedirects(HttpClient.Redirect.NEVER)
			.build();

		HttpResponse<String> get(String path) throws IOException, InterruptedException {
			return client.send(HttpRequest.newBuilder(uri(path)).GET().build(), HttpResponse.BodyHandlers.ofString());
		}

		HttpResponse<String> post(String path, String form) throws IOException, InterruptedException {
			return client.send(HttpRequest.newBuilder(uri(path))
				.header("Content-Type", "application/x-www-form-urlencoded")
				.POST(HttpRequest.BodyPublishers.ofString(form))
				.build(), HttpResponse.BodyHandlers.ofString());
		}

		HttpResponse<String> signIn(String email, String password) throws IOException, InterruptedException {
			return post("/login", LoginForm.body(get("/login").body(), email, password));
		}

		/** Whether a page that needs a session opens instead of sending to the login. */
		boolean signedIn() throws IOException, InterruptedException {
			return get(LoginForm.SIGNED_IN_PAGE).statusCode() == 200;
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

		private URI uri(String path) {
			return URI.create("http://localhost:" + port + path);
		}

	}

	private static String encode(String value) {
		return URLEncoder.encode(value, StandardCharsets.UTF_8);
	}

}
