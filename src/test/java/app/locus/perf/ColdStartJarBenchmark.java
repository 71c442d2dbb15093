package app.locus.perf;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Arrays;

import app.locus.browser.ProductionApp;
import app.locus.fixtures.BenchmarkLog;
import org.junit.jupiter.api.Test;

/**
 * Cold start of the embedded default (BENCHMARKS.md): the production jar started
 * {@code bench.starts} times (5), each time with a new data directory, so every start
 * installs and starts its own MariaDB, runs every migration and seeds the demo agencies;
 * timed from launching the process until its readiness probe answers and then
 * {@code /login} answers 200, which is later than the web server's first answer, so the
 * figure is the time until a person can sign in, not until the port is open.
 */
class ColdStartJarBenchmark {

	private static final int STARTS = Integer.getInteger("bench.starts", 5);

	@Test
	void time_from_launch_to_the_login_page_with_a_new_data_directory() throws Exception {
		BenchmarkLog log = new BenchmarkLog(0, 1);
		log.line("%d cold starts of the production jar, each with a new LOCUS_DATA_DIR, until /login answers 200",
				STARTS);
		long[] millis = new long[STARTS];
		for (int i = 0; i < STARTS; i++) {
			long launched = System.nanoTime();
			try (ProductionApp app = ProductionApp.start(ProductionApp.jarPath(), ProductionApp.freePort(), null)) {
				HttpResponse<Void> login = HttpClient.newHttpClient()
					.send(HttpRequest.newBuilder(URI.create(app.address() + "/login"))
						.timeout(Duration.ofSeconds(30))
						.build(), HttpResponse.BodyHandlers.discarding());
				millis[i] = (System.nanoTime() - launched) / 1_000_000;
				assertThat(login.statusCode()).as("the login page of a started jar").isEqualTo(200);
			}
			log.line("start %d: %,d ms", i + 1, millis[i]);
		}
		Arrays.sort(millis);
		log.line("cold start to /login: median %,d ms (min %,d, max %,d)", millis[STARTS / 2], millis[0],
				millis[STARTS - 1]);
		log.write("cold-start");
	}

}
