package app.locus.simulator.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class FieldMaskTest {

	static final String RECORD = """
			{"report_key":"abc","location":{"name":"A","address":"B"},
			 "businesses":[{"name":"X","solv":"1.00"},{"name":"Y","solv":"2.00"}],
			 "data_points":[{"rank":1,"found":true}]}""";

	JsonNode record() throws Exception {
		return new ObjectMapper().readTree(RECORD);
	}

	@Test
	void no_mask_returns_everything_but_data_points() throws Exception {
		JsonNode masked = FieldMask.parse(null).apply(record());

		assertThat(masked.fieldNames()).toIterable().containsExactly("report_key", "location", "businesses");
	}

	@Test
	void dot_and_star_paths_select_nested_fields() throws Exception {
		JsonNode masked = FieldMask.parse("location.name, businesses.*.solv").apply(record());

		assertThat(masked.toString())
			.isEqualTo("{\"location\":{\"name\":\"A\"},\"businesses\":[{\"solv\":\"1.00\"},{\"solv\":\"2.00\"}]}");
	}

	@Test
	void data_points_come_when_named_whole_or_in_part() throws Exception {
		assertThat(FieldMask.parse("data_points").apply(record()).get("data_points").get(0).size()).isEqualTo(2);
		assertThat(FieldMask.parse("data_points.*.rank").apply(record()).toString())
			.isEqualTo("{\"data_points\":[{\"rank\":1}]}");
		assertThat(FieldMask.parse("*").apply(record()).has("data_points")).isFalse();
	}

	@Test
	void unknown_paths_are_left_out() throws Exception {
		assertThat(FieldMask.parse("nope,report_key").apply(record()).toString()).isEqualTo("{\"report_key\":\"abc\"}");
	}

}
