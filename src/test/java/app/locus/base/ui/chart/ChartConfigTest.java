package app.locus.base.ui.chart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class ChartConfigTest {

	@Test
	void a_rank_chart_has_its_axis_reversed_and_keeps_gaps_as_null() throws Exception {
		ChartConfig config = ChartConfig.line(List.of("01/02", "01/09", "01/16"))
			.dataset("ARP", Arrays.asList(3.2, null, 2.5), "#1f6feb")
			.dataset("SoLV", List.of(40, 45, 52), "#1a7f37", "y2")
			.reverseY();

		JsonNode json = new ObjectMapper().readTree(config.toJson());

		assertThat(json.path("type").asText()).isEqualTo("line");
		assertThat(json.at("/options/scales/y/reverse").asBoolean()).isTrue();
		assertThat(json.at("/data/datasets/0/data/1").isNull()).isTrue();
		assertThat(json.at("/data/datasets/1/yAxisID").asText()).isEqualTo("y2");
		assertThat(json.at("/options/scales/y2/position").asText()).isEqualTo("right");
	}

	@Test
	void a_dataset_with_the_wrong_number_of_values_is_refused() {
		assertThatThrownBy(() -> ChartConfig.bar(List.of("a", "b")).dataset("x", List.of(1), "#000"))
			.isInstanceOf(IllegalArgumentException.class)
			.hasMessageContaining("1 values for 2 labels");
	}

	private static final LocalDate NOV_2 = LocalDate.of(2026, 11, 2);

	private static final LocalDate NOV_9 = LocalDate.of(2026, 11, 9);

	private static final LocalDate NOV_27 = LocalDate.of(2026, 11, 27);

	private static final LocalDate DEC_5 = LocalDate.of(2026, 12, 5);

	@Test
	void marks_take_their_own_day_on_the_axis_with_the_values_kept_at_theirs() throws Exception {
		ChartConfig config = ChartConfig.lineOverDays(List.of(NOV_2, NOV_9, DEC_5))
			.dataset("ARP", List.of(3.0, 2.0, 1.0), "#1f6feb")
			.marks(List.of(
					new ChartConfig.Mark(NOV_9, "Campaign runs", "#198754", "Campaign run on 9 Nov 2026",
							List.of("Campaign \"Weekly\" ran")),
					new ChartConfig.Mark(NOV_27, "GBP changes sent", "#6f42c1", "3 GBP changes sent on 27 Nov 2026",
							List.of("Opening hours changed", "Post published", "Photo added"))));

		JsonNode json = new ObjectMapper().readTree(config.toJson());

		assertThat(texts(json.at("/data/labels"))).containsExactly("2 Nov 2026", "9 Nov 2026", "27 Nov 2026",
				"5 Dec 2026");
		assertThat(json.at("/data/datasets/0/data").toString()).isEqualTo("[3.0,2.0,null,1.0]");
		JsonNode runs = json.at("/data/datasets/1");
		assertThat(runs.path("label").asText()).isEqualTo("Campaign runs");
		assertThat(runs.path("yAxisID").asText()).isEqualTo("events");
		assertThat(runs.path("data").toString()).isEqualTo("[null,0,null,null]");
		assertThat(runs.at("/locusEvents/1/title").asText()).isEqualTo("Campaign run on 9 Nov 2026");
		JsonNode changes = json.at("/data/datasets/2");
		assertThat(changes.path("label").asText()).isEqualTo("GBP changes sent");
		assertThat(changes.path("data").toString()).isEqualTo("[null,null,0,null]");
		assertThat(changes.at("/locusEvents/2/title").asText()).isEqualTo("3 GBP changes sent on 27 Nov 2026");
		assertThat(texts(changes.at("/locusEvents/2/lines"))).containsExactly("Opening hours changed", "Post published",
				"Photo added");
		assertThat(json.at("/options/scales/events/display").asBoolean(true)).isFalse();
	}

	@Test
	void marks_outside_the_charted_days_are_left_out_and_a_chart_without_marks_is_unchanged() throws Exception {
		ChartConfig config = ChartConfig.lineOverDays(List.of(NOV_9, NOV_27))
			.dataset("ARP", List.of(3.0, 2.0), "#1f6feb")
			.marks(List.of(
					new ChartConfig.Mark(NOV_2, "Campaign runs", "#198754", "Campaign run on 2 Nov 2026",
							List.of("ran")),
					new ChartConfig.Mark(DEC_5, "Campaign runs", "#198754", "later", List.of("ran"))));

		JsonNode json = new ObjectMapper().readTree(config.toJson());

		assertThat(texts(json.at("/data/labels"))).containsExactly("9 Nov 2026", "27 Nov 2026");
		assertThat(json.at("/data/datasets")).hasSize(1);
		assertThat(json.at("/options/scales/events").isMissingNode()).isTrue();
	}

	@Test
	void two_values_on_one_day_keep_their_places_and_the_mark_falls_on_the_first() throws Exception {
		ChartConfig config = ChartConfig.lineOverDays(List.of(NOV_9, NOV_9, DEC_5))
			.dataset("ARP", List.of(3.0, 2.5, 2.0), "#1f6feb")
			.marks(List.of(
					new ChartConfig.Mark(NOV_9, "Campaign runs", "#198754", "Campaign run on 9 Nov 2026",
							List.of("ran")),
					new ChartConfig.Mark(NOV_27, "Campaign runs", "#198754", "on 27", List.of("ran"))));

		JsonNode json = new ObjectMapper().readTree(config.toJson());

		assertThat(json.at("/data/datasets/0/data").toString()).isEqualTo("[3.0,2.5,null,2.0]");
		assertThat(json.at("/data/datasets/1/data").toString()).isEqualTo("[0,null,0,null]");
	}

	private static List<String> texts(JsonNode array) {
		List<String> texts = new java.util.ArrayList<>();
		array.forEach(node -> texts.add(node.asText()));
		return texts;
	}

}
