package app.locus.simulator.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

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

	static final List<String> GRID = List.of("data_points");

	@Test
	void no_mask_returns_everything_but_data_points() throws Exception {
		JsonNode masked = FieldMask.parse(null).apply(record(), GRID);

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
		assertThat(FieldMask.parse("data_points").apply(record(), GRID).get("data_points").get(0).size()).isEqualTo(2);
		assertThat(FieldMask.parse("data_points.*.rank").apply(record(), GRID).toString())
			.isEqualTo("{\"data_points\":[{\"rank\":1}]}");
		assertThat(FieldMask.parse("*").apply(record(), GRID).has("data_points")).isFalse();
	}

	@Test
	void a_record_kind_that_hides_nothing_keeps_its_own_data_points_field() throws Exception {
		JsonNode autoscan = new ObjectMapper().readTree("""
				{"autoscan_key":"k","data_points":"49","location":{"name":"A","data_points":"x"}}""");

		assertThat(FieldMask.parse(null).apply(autoscan)).isEqualTo(autoscan);
		assertThat(FieldMask.parse("data_points,location").apply(autoscan).toString())
			.isEqualTo("{\"data_points\":\"49\",\"location\":{\"name\":\"A\",\"data_points\":\"x\"}}");
	}

	@Test
	void a_listing_mask_reaches_each_item_whether_written_with_the_items_name_or_bare() throws Exception {
		JsonNode item = record();
		List<String> names = List.of("reports");
		String expected = "{\"report_key\":\"abc\",\"location\":{\"name\":\"A\"}}";

		assertThat(FieldMask.parse("reports.*.report_key,reports.*.location.name").forItemsOf(names).apply(item))
			.hasToString(expected);
		assertThat(FieldMask.parse("report_key,location.name").forItemsOf(names).apply(item)).hasToString(expected);
		assertThat(FieldMask.parse("count,next_token,reports").forItemsOf(names).apply(item, GRID).toString())
			.as("the listing's own fields and the whole item array ask for whole items")
			.isEqualTo("{\"report_key\":\"abc\",\"location\":{\"name\":\"A\",\"address\":\"B\"},"
					+ "\"businesses\":[{\"name\":\"X\",\"solv\":\"1.00\"},{\"name\":\"Y\",\"solv\":\"2.00\"}]}");
	}

	@Test
	void bare_paths_reach_each_business_of_a_competitor_report() throws Exception {
		JsonNode report = new ObjectMapper().readTree("""
				{"report_key":"abc","data_points":[{"rank":1}],
				 "businesses":[{"name":"X","arp":"1.00","solv":"9.00","data_points":[{"rank":1}]},
				               {"name":"Y","arp":"2.00","solv":"8.00","data_points":[{"rank":false}]}]}""");
		List<String> hidden = List.of("data_points", "businesses.*.data_points");

		JsonNode masked = FieldMask.parse("name,arp,data_points")
			.reachingInto("businesses", report)
			.apply(report, hidden);

		assertThat(masked.get("businesses")).hasSize(2);
		masked.get("businesses")
			.forEach(business -> assertThat(business.fieldNames()).toIterable()
				.containsExactly("name", "arp", "data_points"));
		assertThat(FieldMask.parse("report_key,businesses.*.name")
			.reachingInto("businesses", report)
			.apply(report, hidden)
			.toString()).isEqualTo("{\"report_key\":\"abc\",\"businesses\":[{\"name\":\"X\"},{\"name\":\"Y\"}]}");
	}

	@Test
	void unknown_paths_are_left_out() throws Exception {
		assertThat(FieldMask.parse("nope,report_key").apply(record()).toString()).isEqualTo("{\"report_key\":\"abc\"}");
	}

}
