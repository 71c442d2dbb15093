package app.locus.base.map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;

class MapTilesTest {

	@Test
	void the_content_security_policy_origin_is_exactly_the_tile_templates_host() {
		assertThat(new MapTiles("https://tile.openstreetmap.org/{z}/{x}/{y}.png", "© OpenStreetMap").origin())
			.contains("https://tile.openstreetmap.org");
		assertThat(new MapTiles("https://{s}.tiles.example.net:8443/base/{z}/{x}/{y}@2x.png", "").origin())
			.contains("https://*.tiles.example.net:8443");
	}

	@Test
	void a_blank_address_means_no_tiles_and_no_image_origin() {
		MapTiles tiles = new MapTiles("  ", "ignored");

		assertThat(tiles.enabled()).isFalse();
		assertThat(tiles.origin()).isEmpty();
		assertThat(MapTiles.none().url()).isEmpty();
	}

	@Test
	void only_https_tile_templates_are_accepted() {
		for (String refused : List.of("http://tile.example.org/{z}/{x}/{y}.png", "https://tile.example.org/tiles.png",
				"https://x.org; img-src *", "https://x.org/{z}/{x}/{y}.png' *", "javascript:alert(1)//{z}{x}{y}",
				"https://user@evil.org/{z}/{x}/{y}")) {
			assertThatThrownBy(() -> new MapTiles(refused, "")).as(refused)
				.isInstanceOf(IllegalStateException.class)
				.hasMessageContaining("LOCUS_MAP_TILES_URL");
		}
	}

}
