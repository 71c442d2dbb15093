package app.locus.reports.heatmap;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.math.BigDecimal;

import javax.imageio.ImageIO;

import app.locus.upstream.api.Measurement;
import org.junit.jupiter.api.Test;

class HeatmapPngTest {

	@Test
	void draws_a_21_grid_the_same_size_as_its_svg_with_band_colours() throws Exception {
		int[] ranks = new int[441];
		ranks[0] = 1;
		ranks[440] = RankGrid.NOT_FOUND;
		GridGeometry geometry = GridGeometry.of(21, new BigDecimal("5"), Measurement.KM);

		BufferedImage image = ImageIO
			.read(new ByteArrayInputStream(HeatmapPng.render(RankGrid.of(21, ranks), geometry)));

		String svg = HeatmapSvg.render(RankGrid.of(21, ranks), geometry);
		assertThat(svg).contains("width=\"" + image.getWidth() + "\"", "height=\"" + image.getHeight() + "\"");
		// Corners of the first and last cell (away from the rank numbers) carry their
		// band's fill.
		assertThat(new Color(image.getRGB(13, 13))).isEqualTo(Color.decode(RankBand.TOP_THREE.fill()));
		int last = 12 + 20 * 42 + 38;
		assertThat(new Color(image.getRGB(last, last))).isEqualTo(Color.decode(RankBand.NOT_IN_TOP_TWENTY.fill()));
	}

	@Test
	void thumbnail_is_small() throws Exception {
		BufferedImage image = ImageIO.read(new ByteArrayInputStream(HeatmapPng.thumbnail(RankGrid.of(7, new int[49]))));

		assertThat(image.getWidth()).isLessThan(80);
		assertThat(image.getHeight()).isEqualTo(image.getWidth());
	}

}
