package app.locus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import app.locus.support.TestDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;

/**
 * The production profile as docs/deployment.md describes it: configured by environment
 * only, it refuses to start when a required variable is missing (naming it), and with all
 * of them it starts on the given database, ready, without demo data. The variables are
 * given as command-line properties, which the profile's placeholders read like
 * environment variables.
 */
class ProductionProfileTest {

	@TempDir
	Path dataDir;

	private SecurityContextHolderStrategy sharedStrategy;

	@BeforeEach
	void keepTheSharedSecurityStrategy() {
		sharedStrategy = SecurityContextHolder.getContextHolderStrategy();
	}

	@AfterEach
	void restoreIt() {
		SecurityContextHolder.setContextHolderStrategy(sharedStrategy);
	}

	@ParameterizedTest
	@ValueSource(strings = { "LOCUS_DB_URL", "LOCUS_DB_USER", "LOCUS_MASTER_KEY", "LOCUS_UPSTREAM_BASE_URL",
			"LOCUS_HOSTING_PUBLIC_BASE_URL" })
	void a_missing_required_variable_stops_the_start_naming_it(String missing) {
		assumeThat(System.getenv(missing)).as(missing + " is set in this environment").isNull();
		Map<String, String> variables = required();
		variables.remove(missing);

		assertThatThrownBy(() -> start(variables).close()).isInstanceOf(IllegalStateException.class)
			.hasMessage("Locus cannot start: set the environment variable " + missing
					+ " (see docs/deployment.md for what each one holds).");
	}

	@Test
	void blank_variables_count_as_missing_and_all_of_them_are_named_at_once() {
		Map<String, String> variables = required();
		variables.put("LOCUS_DB_URL", " ");
		variables.put("LOCUS_MASTER_KEY", "");

		assertThatThrownBy(() -> start(variables).close())
			.hasMessageContaining("set the environment variables LOCUS_DB_URL, LOCUS_MASTER_KEY ");
	}

	@Test
	void with_every_required_variable_it_starts_ready_and_without_demo_data() throws IOException, InterruptedException {
		try (ConfigurableApplicationContext node = start(required())) {
			int port = ((WebServerApplicationContext) node).getWebServer().getPort();
			HttpResponse<String> readiness = HttpClient.newHttpClient()
				.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/actuator/health/readiness"))
					.build(), HttpResponse.BodyHandlers.ofString());

			assertThat(readiness.statusCode()).isEqualTo(200);
			assertThat(readiness.body()).contains("\"UP\"");
			assertThat(node.getEnvironment().getProperty("locus.demo.enabled")).isEqualTo("false");
			assertThat(node.getEnvironment().getProperty("server.servlet.session.cookie.secure")).isEqualTo("true");
			assertThat(Files.list(dataDir)).as("the master key came from the environment, no key file was made")
				.isEmpty();
		}
	}

	private Map<String, String> required() {
		byte[] masterKey = new byte[32];
		new SecureRandom().nextBytes(masterKey);
		Map<String, String> variables = new LinkedHashMap<>();
		variables.put("LOCUS_DB_URL", TestDatabase.url());
		variables.put("LOCUS_DB_USER", TestDatabase.user());
		variables.put("LOCUS_DB_PASSWORD", TestDatabase.password());
		variables.put("LOCUS_MASTER_KEY", Base64.getEncoder().encodeToString(masterKey));
		variables.put("LOCUS_UPSTREAM_BASE_URL", "http://127.0.0.1:9/");
		variables.put("LOCUS_HOSTING_PUBLIC_BASE_URL", "https://portal.example.com");
		return variables;
	}

	private ConfigurableApplicationContext start(Map<String, String> variables) {
		List<String> args = new ArrayList<>();
		variables.forEach((name, value) -> args.add("--" + name + "=" + value));
		args.add("--PORT=0");
		args.add("--LOCUS_DATA_DIR=" + dataDir);
		// background jobs would call the (absent) service for the shared test database's
		// workspaces
		args.add("--locus.sync.enabled=false");
		args.add("--spring.jmx.enabled=false");
		return new SpringApplicationBuilder(LocusApplication.class).profiles("production")
			.run(args.toArray(String[]::new));
	}

}
