package app.locus.simulator.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;

import app.locus.simulator.DemoData;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Over HTTP, in both body encodings: one parameter sent under two spellings with
 * different values is refused, never silently resolved to one of them.
 */
class SpellingConflictTest {

	final ContractWorld world = new ContractWorld();

	@AfterEach
	void close() {
		world.close();
	}

	@Test
	void a_filter_sent_as_place_id_and_placeId_with_different_values_answers_400_naming_both() {
		List<Map.Entry<String, String>> fields = List.of(Map.entry("placeId", DemoData.BLUE_BOTTLE_DIVISION),
				Map.entry("place_id", DemoData.BLUE_BOTTLE_ALBERTA));
		for (Dialect dialect : List.of(Dialect.URLENCODED_SNAKE, Dialect.MULTIPART_CAMEL)) {
			ContractClient.Answer answer = world.client.send("POST", "/v1/reports", fields, world.key, dialect);

			assertThat(answer.status()).as(dialect.toString()).isEqualTo(400);
			assertThat(answer.json().get("message").asText()).as(dialect.toString())
				.isEqualTo("Invalid parameter placeId: sent as placeId and place_id with different values");
		}
	}

	@Test
	void a_write_with_conflicting_spellings_changes_nothing() {
		long before = world.account().balance();
		List<Map.Entry<String, String>> fields = List.of(Map.entry("place_id", DemoData.BLUE_BOTTLE_DIVISION),
				Map.entry("keyword", "bakery"), Map.entry("lat", ContractCases.LAT),
				Map.entry("lng", ContractCases.LNG), Map.entry("grid_size", "3"), Map.entry("gridSize", "15"),
				Map.entry("radius", "1"), Map.entry("measurement", "mi"));

		ContractClient.Answer answer = world.client.send("POST", "/v2/run-scan", fields, world.key,
				Dialect.MULTIPART_SNAKE);

		assertThat(answer.status()).isEqualTo(400);
		assertThat(answer.json().get("message").asText()).contains("gridSize").contains("grid_size");
		assertThat(world.account().balance()).isEqualTo(before);
	}

	@Test
	void a_key_sent_as_api_key_and_apiKey_with_different_values_is_no_key() {
		List<Map.Entry<String, String>> fields = List.of(Map.entry("apiKey", DemoData.HARBOR_KEY));

		ContractClient.Answer answer = world.client.send("POST", "/v2/account", fields, world.key,
				Dialect.URLENCODED_SNAKE);

		assertThat(answer.status()).isEqualTo(401);
	}

}
