package app.locus.simulator.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** A parameter is found under each spelling real clients use, decided in one place. */
class ParamsSpellingTest {

	static Params params(String... namesAndValues) {
		List<Map.Entry<String, String>> fields = new java.util.ArrayList<>();
		for (int i = 0; i < namesAndValues.length; i += 2) {
			fields.add(Map.entry(namesAndValues[i], namesAndValues[i + 1]));
		}
		return new Params(fields);
	}

	@Test
	void camel_snake_and_any_case_name_the_same_parameter() {
		for (String sent : List.of("placeId", "place_id", "PLACE_ID", "PlaceId", "placeid")) {
			assertThat(params(sent, "ChIJ1").text("placeId")).as(sent).isEqualTo("ChIJ1");
			assertThat(params(sent, "ChIJ1").text("place_id")).as(sent).isEqualTo("ChIJ1");
		}
		assertThat(params("grid_size", "7").oddInRange("gridSize", 3, 15)).isEqualTo(7);
		assertThat(params("startDate", "06/20/2025").date("start_date")).hasToString("2025-06-20");
		assertThat(params("nextToken", "t1").text("next_token")).isEqualTo("t1");
		assertThat(params("fieldMask", "arp").text("fieldmask")).isEqualTo("arp");
		assertThat(params("apiKey", "k").text("api_key")).isEqualTo("k");
	}

	@Test
	void different_parameters_stay_apart() {
		assertThat(params("start_time", "9:00 AM").text("startDate")).isNull();
		assertThat(params("place_ids", "ChIJ1").text("placeId")).isNull();
	}

	@Test
	void two_spellings_with_different_values_are_refused_naming_both() {
		assertThatThrownBy(() -> params("placeId", "ChIJ1", "place_id", "ChIJ2").text("placeId"))
			.isInstanceOf(ApiException.class)
			.hasMessage("Invalid parameter placeId: sent as placeId and place_id with different values")
			.extracting(ex -> ((ApiException) ex).status())
			.isEqualTo(400);
	}

	@Test
	void two_spellings_with_the_same_value_or_one_blank_are_one_value() {
		assertThat(params("placeId", "ChIJ1", "place_id", " ChIJ1 ").text("placeId")).isEqualTo("ChIJ1");
		assertThat(params("placeId", "", "place_id", "ChIJ2").text("placeId")).isEqualTo("ChIJ2");
	}

	@Test
	void a_name_repeated_as_sent_keeps_its_first_value() {
		assertThat(params("keyword", "a", "keyword", "b").text("keyword")).isEqualTo("a");
	}

	@Test
	void a_missing_parameter_is_named_as_the_endpoint_names_it() {
		assertThatThrownBy(() -> params("keyword", "x").required("placeId"))
			.hasMessage("Missing required parameter: placeId");
	}

	@Test
	void indexed_fields_are_found_under_either_spelling_of_their_head_and_keep_their_keys() {
		assertThat(params("Services[0][service_type_id]", "job:1", "services[0][name]", "Pastries").nested("services"))
			.hasToString("[{\"name\":\"Pastries\",\"service_type_id\":\"job:1\"}]");
		assertThat(params("regular_hours[0][open_day]", "MONDAY").nested("regularHours"))
			.hasToString("[{\"open_day\":\"MONDAY\"}]");
	}

}
