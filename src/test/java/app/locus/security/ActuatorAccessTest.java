package app.locus.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import app.locus.base.Role;
import app.locus.support.IntegrationTest;
import app.locus.support.WebClient;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Of actuator only health answers on the application's port (DD103): no one signed in to
 * an agency, in any role, nor anyone anonymous, reads metrics, info or the endpoint list,
 * however the path is spelt.
 */
@IntegrationTest
class ActuatorAccessTest {

	/** Spelt plainly: refused outright. */
	private static final List<String> PLAIN = List.of("/actuator", "/actuator/", "/actuator/metrics",
			"/actuator/metrics/", "/actuator/metrics/jvm.memory.used", "/actuator/info", "/actuator/env",
			"/actuator/beans", "/actuator/heapdump");

	/** Spelt to slip past a path check that compares text. */
	private static final List<String> DISGUISED = List.of("/%61ctuator/metrics", "/actuator/%6detrics",
			"/%61%63%74%75%61%74%6f%72/info", "/actuator;x/metrics", "/actuator/metrics;x", "//actuator/metrics",
			"/actuator//metrics", "/ACTUATOR/metrics", "/Actuator/Metrics", "/actuator/METRICS",
			"/actuator/health/../metrics", "/actuator/health/%2e%2e/metrics", "/actuator/health%2f..%2fmetrics",
			"/actuator/health;/../metrics", "/./actuator/metrics");

	@LocalServerPort
	int port;

	@Autowired
	AgencyProvisioning provisioning;

	@Test
	void health_answers_anyone_without_a_session() {
		HttpResponse<String> health = new WebClient(port).get("/actuator/health");

		assertThat(health.statusCode()).isEqualTo(200);
		assertThat(health.body()).contains("\"status\":\"UP\"");
	}

	/** The node is not ready without its database (DD184). */
	@Test
	void readiness_includes_the_database() {
		HttpResponse<String> readiness = new WebClient(port).get("/actuator/health/readiness");

		assertThat(readiness.statusCode()).isEqualTo(200);
		assertThat(readiness.body()).contains("\"database\":{\"status\":\"UP\"}");
	}

	@Test
	void nothing_else_of_actuator_answers_any_role_or_anyone_anonymous_however_the_path_is_spelt() {
		for (Map.Entry<String, WebClient> visitor : visitors().entrySet()) {
			for (String path : PLAIN) {
				HttpResponse<String> answer = visitor.getValue().get(path);
				assertThat(answer.statusCode()).as(visitor.getKey() + " GET " + path)
					.isIn(visitor.getKey().equals("anonymous") ? List.of(302, 403) : List.of(403));
				assertNoActuatorData(visitor.getKey(), path, answer);
			}
			for (String path : DISGUISED) {
				assertNoActuatorData(visitor.getKey(), path, visitor.getValue().get(path));
			}
		}
	}

	private Map<String, WebClient> visitors() {
		TestAgency agency = new TestTenants(provisioning).agency();
		Map<String, WebClient> visitors = new LinkedHashMap<>();
		visitors.put("anonymous", new WebClient(port));
		visitors.put("agency admin", signedIn(agency, Role.AGENCY_ADMIN));
		visitors.put("account manager", signedIn(agency, Role.ACCOUNT_MANAGER));
		visitors.put("client viewer", signedIn(agency, Role.CLIENT_VIEWER));
		return visitors;
	}

	private WebClient signedIn(TestAgency agency, Role role) {
		WebClient client = new WebClient(port);
		String email = agency.user(role, agency.workspace(role.name())).email();
		assertThat(client.signIn(email, TestTenants.PASSWORD)).as(role + " signed in").isTrue();
		return client;
	}

	/** Actuator answers in its own JSON media type; its documents list names or links. */
	private static void assertNoActuatorData(String visitor, String path, HttpResponse<String> answer) {
		String contentType = answer.headers().firstValue("Content-Type").orElse("");
		assertThat(contentType).as(visitor + " GET " + path + " content type").doesNotContain("actuator");
		assertThat(answer.body()).as(visitor + " GET " + path)
			.doesNotContain("\"names\"")
			.doesNotContain("\"_links\"")
			.doesNotContain("\"measurements\"")
			.doesNotContain("\"propertySources\"");
	}

}
