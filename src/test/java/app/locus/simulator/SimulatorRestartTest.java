package app.locus.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;

import app.locus.fixtures.MutableClock;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The service does not forget: a simulator given a folder keeps its accounts, reports,
 * campaigns and profile edits across a restart, with the same keys and dates, and keeps
 * an unreadable file aside instead of losing it.
 */
class SimulatorRestartTest {

	static final Instant FIRST_START = Instant.parse("2025-06-11T15:30:00Z");

	static final String KEY = DemoData.BLUE_BOTTLE_KEY;

	@TempDir
	Path data;

	final MutableClock clock = new MutableClock(FIRST_START);

	SimulatorServer start() {
		return SimulatorServer.start(0,
				Simulator.builder()
					.clock(clock)
					.pendingDelay(Duration.ofSeconds(5))
					.scanDelay(Duration.ZERO)
					.requestsPerSecond(10_000)
					.dataFolder(data.resolve("simulator"))
					.build());
	}

	/** What a client sees of the account: every finding that must survive. */
	record Seen(JsonNode scans, JsonNode campaigns, JsonNode posts, JsonNode queuedReport, long balance) {

	}

	static Seen look(SimHttp http, String queuedKey) {
		return new Seen(
				http.post("/v1/reports", KEY, "limit", "100", "fieldmask", "report_key,timestamp,arp,solv").data(),
				http.post("/v1/campaigns", KEY, "fieldmask", "report_key,campaign_key,date").data(),
				http.post("/v2/gbp/posts", KEY, "place_id", DemoData.BLUE_BOTTLE_DIVISION).data(),
				http.post("/v1/reports/" + queuedKey, KEY, "fieldmask", "report_key,timestamp,arp").data(),
				http.post("/v2/account", KEY).data().path("credits").path("balance").asLong(-1));
	}

	@Test
	void scans_campaigns_and_profile_edits_survive_a_restart_with_the_same_keys_and_dates() throws IOException {
		Seen before;
		String queuedKey;
		String scanKey;
		try (SimulatorServer server = start()) {
			SimHttp http = new SimHttp(server.baseUrl());
			scanKey = http
				.post("/v2/run-scan", KEY, "placeId", DemoData.BLUE_BOTTLE_DIVISION, "keyword", "rye bread", "lat",
						"45.504812", "lng", "-122.629771", "gridSize", "5", "radius", "2", "measurement", "mi")
				.data()
				.get("report_key")
				.asText();
			queuedKey = http
				.post("/v2/run-scan", KEY, "placeId", DemoData.BLUE_BOTTLE_ALBERTA, "keyword", "bagels", "lat",
						"45.559", "lng", "-122.645", "gridSize", "3", "radius", "1", "measurement", "mi", "platform",
						"chatgpt")
				.data()
				.get("report_key")
				.asText();
			SimHttp.Answer created = http.post("/v2/campaigns/create", KEY, "name", "Rye watch", "placeId",
					DemoData.BLUE_BOTTLE_DIVISION, "keyword", "rye bread", "gridSize", "3", "radius", "1",
					"measurement", "mi", "frequency", "weekly", "startDate", "06/12/2025", "startTime", "9:00 AM");
			assertThat(created.status()).as(created.body()).isEqualTo(200);
			String campaign = created.data().get("campaign_key").asText();
			assertThat(http.post("/v2/campaigns/run", KEY, "campaign_key", campaign).status()).isEqualTo(200);
			assertThat(http
				.post("/v2/gbp/create-post", KEY, "place_id", DemoData.BLUE_BOTTLE_DIVISION, "topic_type", "STANDARD",
						"summary", "Rye on Saturdays")
				.status()).isEqualTo(200);
			clock.advance(Duration.ofMinutes(1));
			before = look(http, queuedKey);
		}
		assertThat(Files.readString(data.resolve("simulator/journal.json"))).contains("Rye on Saturdays")
			.doesNotContain(KEY);
		clock.advance(Duration.ofHours(3));

		try (SimulatorServer server = start()) {
			Seen after = look(new SimHttp(server.baseUrl()), queuedKey);

			assertThat(after).isEqualTo(before);
			assertThat(after.scans().toString()).contains(scanKey, queuedKey);
			assertThat(after.posts().toString()).contains("Rye on Saturdays");
			assertThat(after.campaigns().toString()).contains("report_key");
		}
	}

	@Test
	void without_a_folder_nothing_is_kept() throws IOException {
		try (SimulatorServer server = SimulatorServer.start(0, Simulator.builder().clock(clock).build())) {
			new SimHttp(server.baseUrl()).post("/v2/gbp/create-post", KEY, "place_id", DemoData.BLUE_BOTTLE_DIVISION,
					"topic_type", "STANDARD", "summary", "Rye on Saturdays");
		}
		assertThat(data).isEmptyDirectory();
	}

	@Test
	void an_unreadable_file_is_kept_aside_and_the_simulator_starts_afresh() throws IOException {
		Path folder = Files.createDirectories(data.resolve("simulator"));
		Files.writeString(folder.resolve("journal.json"), "{\"version\": 1, \"genesis\": \"2025-06-");

		try (SimulatorServer server = start()) {
			SimHttp http = new SimHttp(server.baseUrl());
			assertThat(http.post("/v2/account", KEY).status()).isEqualTo(200);
		}

		try (Stream<Path> files = Files.list(folder)) {
			List<String> names = files.map(file -> file.getFileName().toString()).toList();
			assertThat(names).anyMatch(name -> name.startsWith("journal.json.unreadable-"));
		}
		assertThat(Files.readString(folder.resolve(aside(folder))))
			.isEqualTo("{\"version\": 1, \"genesis\": \"2025-06-");
	}

	private static String aside(Path folder) throws IOException {
		try (Stream<Path> files = Files.list(folder)) {
			return files.map(file -> file.getFileName().toString())
				.filter(name -> name.startsWith("journal.json.unreadable-"))
				.findFirst()
				.orElseThrow();
		}
	}

}
