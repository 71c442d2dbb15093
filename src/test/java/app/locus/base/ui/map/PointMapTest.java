package app.locus.base.ui.map;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import app.locus.base.map.MapTiles;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class PointMapTest {

	private static final MapPoint POINT = new MapPoint(37.8, -122.45, "3", "#1a7f37", "#ffffff", "Rank 3");

	@Test
	void the_browser_gets_the_points_the_pin_and_the_configured_tiles() throws Exception {
		PointMap map = new PointMap("Heatmap",
				new MapTiles("https://tile.example.org/{z}/{x}/{y}.png", "© Example contributors"));

		map.show(List.of(POINT), new MapPin(37.7, -122.4, "Blue Bottle"), true);

		JsonNode config = new ObjectMapper().readTree(map.toJson());
		assertThat(config.at("/tiles/url").asText()).isEqualTo("https://tile.example.org/{z}/{x}/{y}.png");
		assertThat(config.at("/tiles/attribution").asText()).isEqualTo("© Example contributors");
		assertThat(config.at("/points/0/label").asText()).isEqualTo("3");
		assertThat(config.at("/points/0/fill").asText()).isEqualTo("#1a7f37");
		assertThat(config.at("/pin/title").asText()).isEqualTo("Blue Bottle");
		assertThat(config.at("/miles").asBoolean()).isTrue();
	}

	@Test
	void without_tiles_the_browser_is_told_none() throws Exception {
		PointMap map = new PointMap("Heatmap", MapTiles.none());

		map.show(List.of(POINT), null, false);

		JsonNode config = new ObjectMapper().readTree(map.toJson());
		assertThat(config.has("tiles")).isFalse();
		assertThat(config.has("pin")).isFalse();
	}

}
