package app.locus.base.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.vaadin.flow.internal.JacksonUtils;
import elemental.json.Json;
import elemental.json.JsonArray;
import elemental.json.JsonObject;
import elemental.json.JsonValue;
import org.junit.jupiter.api.Test;

/**
 * Grid rows copied node by node from elemental JSON into Jackson come out as the tree the
 * text round trip of Flow 24.9 gives (DD178): the same strings, numbers, nesting and
 * nulls.
 */
class ElementalToJacksonTest {

	private static final ObjectMapper JSON = new ObjectMapper();

	@Test
	void a_row_becomes_the_tree_its_json_text_declares() throws Exception {
		JsonNode copied = ElementalToJackson.array(List.of(row()));

		assertThat(copied).isEqualTo(JSON.readTree("""
				[{"key": "7", "col0": "Blue \\"Bottle\\" Café ✓\\n", "col1": 3, "col2": 2.5, "col3": true,
				  "col4": null, "10": "a numeric key", "nested": {"list": [1, "x", false, {"deep": -4}]}}]
				"""));
	}

	@Test
	void a_row_becomes_the_same_tree_as_through_flows_text_round_trip() {
		JsonArray rows = Json.createArray();
		rows.set(0, row());

		assertThat(ElementalToJackson.array(List.of(row()))).isEqualTo(JacksonUtils.mapElemental(rows));
	}

	@Test
	void numbers_become_integers_doubles_or_null_as_through_flows_text_round_trip() {
		for (double number : new double[] { 0, -0.0, -3, 9_999_999, 1e7, 2.5, -0.001, 1.5e10, 1e-9, Double.NaN,
				Double.POSITIVE_INFINITY }) {
			JsonArray flows = Json.createArray();
			flows.set(0, Json.create(number));

			assertThat(ElementalToJackson.array(List.<JsonValue>of(Json.create(number)))).as("%s", number)
				.isEqualTo(JacksonUtils.mapElemental(flows));
		}
	}

	private static JsonObject row() {
		JsonObject deep = Json.createObject();
		deep.put("deep", -4);
		JsonArray list = Json.createArray();
		list.set(0, 1);
		list.set(1, "x");
		list.set(2, false);
		list.set(3, deep);
		JsonObject nested = Json.createObject();
		nested.put("list", list);
		JsonObject row = Json.createObject();
		row.put("key", "7");
		row.put("col0", "Blue \"Bottle\" Café ✓\n");
		row.put("col1", 3);
		row.put("col2", 2.5);
		row.put("col3", true);
		row.put("col4", Json.createNull());
		row.put("10", "a numeric key");
		row.put("nested", nested);
		return row;
	}

}
