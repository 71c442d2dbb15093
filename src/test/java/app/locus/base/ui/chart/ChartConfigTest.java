package app.locus.base.ui.chart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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

}
