package app.locus.reports.heatmap;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.math.BigDecimal;

import javax.imageio.ImageIO;

import java.util.List;

import app.locus.upstream.api.LatLng;
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
	void the_export_adds_the_legend_of_every_band_and_the_pin_where_the_business_is() throws Exception {
		GridGeometry geometry = GridGeometry.of(3, new BigDecimal("1"), Measurement.KM);
		LatLng centre = LatLng.of("52.0", "13.0");
		LatLng northEastCorner = geometry.position(centre, 0, 2);
		Heatmap heatmap = Heatmap.of(RankGrid.of(3, 1, 1, 1, 1, 1, 1, 1, 1, 1), geometry, centre, List.of(), "own",
				new Heatmap.Pin("Own", northEastCorner));

		BufferedImage plain = ImageIO
			.read(new ByteArrayInputStream(HeatmapPng.render(RankGrid.of(3, 1, 1, 1, 1, 1, 1, 1, 1, 1), geometry)));
		BufferedImage export = ImageIO.read(new ByteArrayInputStream(HeatmapPng.export(heatmap)));

		assertThat(export.getHeight()).as("legend rows under the caption").isGreaterThan(plain.getHeight() + 40);
		// The pin sits on the centre of the north-east cell: 12 + 2 × 42 + 20.
		assertThat(new Color(export.getRGB(116, 32))).isEqualTo(new Color(0x1f2937));
		// The first legend swatch (rank 1–3) starts at the margin under the caption.
		assertThat(new Color(export.getRGB(14, plain.getHeight() + 4)))
			.isEqualTo(Color.decode(RankBand.TOP_THREE.fill()));
	}

	@Test
	void thumbnail_is_small() throws Exception {
		BufferedImage image = ImageIO.read(new ByteArrayInputStream(HeatmapPng.thumbnail(RankGrid.of(7, new int[49]))));

		assertThat(image.getWidth()).isLessThan(80);
		assertThat(image.getHeight()).isEqualTo(image.getWidth());
	}

}
