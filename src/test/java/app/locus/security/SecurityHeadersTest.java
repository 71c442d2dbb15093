package app.locus.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.http.HttpResponse;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import app.locus.base.Role;
import app.locus.support.IntegrationTest;
import app.locus.support.LoginForm;
import app.locus.support.WebClient;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Every answer carries the browser-side defences (DD101): pages, static files, error
 * answers, signed in or not.
 */
@IntegrationTest
class SecurityHeadersTest {

	private static final Pattern STATIC_FILE = Pattern.compile("src=\"(?:\\./|/)?(VAADIN/[^\"]+\\.js)\"");

	@LocalServerPort
	int port;

	@Autowired
	AgencyProvisioning provisioning;

	@Test
	void pages_static_files_and_errors_carry_the_policy_and_the_other_defences() {
		WebClient anonymous = new WebClient(port);
		HttpResponse<String> loginPage = anonymous.get("/login");
		TestAgency agency = new TestTenants(provisioning).agency();
		WebClient manager = new WebClient(port);
		assertThat(manager.signIn(agency.user(Role.ACCOUNT_MANAGER, agency.workspace("Headers")).email(),
				TestTenants.PASSWORD))
			.isTrue();

		Map<String, HttpResponse<String>> answers = new LinkedHashMap<>();
		answers.put("login page", loginPage);
		answers.put("a route, signed in", manager.get(LoginForm.SIGNED_IN_PAGE));
		answers.put("a route, signed out", anonymous.get("/agency/users"));
		answers.put("a static file", anonymous.get("/" + staticFile(loginPage.body())));
		answers.put("an error page", manager.get("/login;x=y"));
		answers.put("an error page, signed out (sends to the login)", anonymous.get("/login;x=y"));
		answers.put("an unknown page", manager.get("/no-such-page-" + System.nanoTime()));
		answers.put("the simulator", anonymous.get("/sim/v2/account/"));
		answers.put("health", anonymous.get("/actuator/health"));

		answers.forEach((what, answer) -> {
			String csp = header(answer, "Content-Security-Policy");
			assertThat(csp).as(what + ": Content-Security-Policy")
				.contains("default-src 'self'")
				.contains("object-src 'none'")
				.contains("base-uri 'self'")
				.contains("frame-ancestors 'none'")
				.contains("form-action 'self'")
				.doesNotContain("*;", "* ", "http:");
			assertThat(header(answer, "Referrer-Policy")).as(what).isEqualTo("strict-origin-when-cross-origin");
			assertThat(header(answer, "Permissions-Policy")).as(what)
				.contains("camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()");
			assertThat(header(answer, "X-Content-Type-Options")).as(what).isEqualTo("nosniff");
			assertThat(header(answer, "X-Frame-Options")).as(what).isEqualTo("DENY");
		});
		assertThat(answers.get("a static file").statusCode()).as("the static file itself").isEqualTo(200);
		assertThat(answers.get("an error page").statusCode()).as("the firewall's answer to a ';' in the path")
			.isEqualTo(400);
	}

	@Test
	void map_tile_servers_are_added_as_image_sources_and_nothing_but_https_origins_is_accepted() {
		assertThat(SecurityHeaders.policy("https://*.tile.example.org, https://tiles.example.net:8443"))
			.contains("img-src 'self' data: blob: https://*.tile.example.org https://tiles.example.net:8443;");
		assertThat(SecurityHeaders.policy("")).contains("img-src 'self' data: blob:;");
		for (String hostile : new String[] { "http://tiles.example.org", "https://x.org; script-src *", "*",
				"https://x.org'", "data:" }) {
			assertThatThrownBy(() -> SecurityHeaders.policy(hostile)).as(hostile)
				.isInstanceOf(IllegalStateException.class)
				.hasMessageContaining("LOCUS_MAP_TILES_URL");
		}
	}

	private static String header(HttpResponse<String> answer, String name) {
		assertThat(answer.headers().allValues(name)).as(name + " once").hasSize(1);
		return answer.headers().firstValue(name).orElseThrow();
	}

	private static String staticFile(String page) {
		Matcher matcher = STATIC_FILE.matcher(page);
		assertThat(matcher.find()).as("a script of the bundle in the login page:\n" + page).isTrue();
		return matcher.group(1);
	}

}
