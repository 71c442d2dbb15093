package app.locus.reports.heatmap;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;

import javax.xml.parsers.DocumentBuilderFactory;

import app.locus.upstream.api.Measurement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class HeatmapSvgTest {

	@ParameterizedTest
	@ValueSource(ints = { 3, 7, 21 })
	void draws_one_cell_and_one_rank_per_grid_point(int size) throws Exception {
		RankGrid ranks = RankGrid.of(size, IntStream.range(0, size * size).map(i -> i % 25).toArray());

		Document svg = parse(HeatmapSvg.render(ranks, GridGeometry.of(size, new BigDecimal("2"), Measurement.MI)));

		assertThat(elements(svg, "rect", "cell").size()).isEqualTo(size * size);
		assertThat(elements(svg, "text", "rank").size()).isEqualTo(size * size);
	}

	@ParameterizedTest
	@ValueSource(ints = { 3, 7, 21 })
	void marks_the_centre_cell(int size) throws Exception {
		RankGrid ranks = RankGrid.of(size, new int[size * size]);

		Document svg = parse(HeatmapSvg.render(ranks, GridGeometry.of(size, BigDecimal.ONE, Measurement.KM)));

		Element centre = elements(svg, "rect", "centre").get(0);
		Element middleCell = cellAt(svg, (size - 1) / 2, (size - 1) / 2);
		assertThat(elements(svg, "rect", "centre").size()).isEqualTo(1);
		double centreMidX = number(centre, "x") + number(centre, "width") / 2;
		double cellMidX = number(middleCell, "x") + number(middleCell, "width") / 2;
		double centreMidY = number(centre, "y") + number(centre, "height") / 2;
		double cellMidY = number(middleCell, "y") + number(middleCell, "height") / 2;
		assertThat(centreMidX).isEqualTo(cellMidX);
		assertThat(centreMidY).isEqualTo(cellMidY);
	}

	@Test
	void writes_ranks_in_their_cells_and_colours_them_by_band() throws Exception {
		RankGrid ranks = RankGrid.of(3, 1, 5, 9, 12, 2, RankGrid.NOT_FOUND, 20, 3, RankGrid.NO_DATA);

		String svg = HeatmapSvg.render(ranks, GridGeometry.of(3, BigDecimal.ONE, Measurement.MI));

		assertThat(texts(svg)).containsExactly("1", "5", "9", "12", "2", "20+", "20+", "3", "–");
		Document document = parse(svg);
		assertThat(cellAt(document, 0, 0).getAttribute("fill")).isEqualTo(RankBand.TOP_THREE.fill());
		assertThat(cellAt(document, 0, 1).getAttribute("fill")).isEqualTo(RankBand.FOUR_TO_SIX.fill());
		assertThat(cellAt(document, 0, 2).getAttribute("fill")).isEqualTo(RankBand.SEVEN_TO_TEN.fill());
		assertThat(cellAt(document, 1, 0).getAttribute("fill")).isEqualTo(RankBand.ELEVEN_TO_NINETEEN.fill());
		assertThat(cellAt(document, 1, 2).getAttribute("fill")).isEqualTo(RankBand.NOT_IN_TOP_TWENTY.fill());
		assertThat(cellAt(document, 2, 0).getAttribute("fill")).isEqualTo(RankBand.NOT_IN_TOP_TWENTY.fill());
		assertThat(cellAt(document, 2, 2).getAttribute("fill")).isEqualTo(RankBand.NO_DATA.fill());
	}

	@Test
	void cells_are_equal_squares_at_equal_pitch_and_the_scale_bar_is_one_spacing_long() throws Exception {
		Document svg = parse(HeatmapSvg.render(RankGrid.of(7, new int[49]),
				GridGeometry.of(7, new BigDecimal("3"), Measurement.MI)));

		Element first = cellAt(svg, 0, 0);
		Element second = cellAt(svg, 0, 1);
		Element below = cellAt(svg, 1, 0);
		double pitch = number(second, "x") - number(first, "x");
		assertThat(number(below, "y") - number(first, "y")).isEqualTo(pitch);
		assertThat(number(first, "width")).isEqualTo(number(first, "height"));
		Element scale = (Element) svg.getElementsByTagName("line").item(0);
		assertThat(number(scale, "x2") - number(scale, "x1")).isEqualTo(pitch);
		assertThat(svg.getDocumentElement().getTextContent()).contains("1 mi", "radius 3 mi", "7 × 7 grid");
	}

	@Test
	void thumbnail_has_cells_and_centre_but_no_numbers_or_caption() throws Exception {
		String thumbnail = HeatmapSvg.thumbnail(RankGrid.of(7, new int[49]));
		Document svg = parse(thumbnail);

		assertThat(elements(svg, "rect", "cell").size()).isEqualTo(49);
		assertThat(elements(svg, "rect", "centre").size()).isEqualTo(1);
		assertThat(elements(svg, "text", "rank").size()).isZero();
		assertThat(svg.getElementsByTagName("line").getLength()).isZero();
		assertThat(Integer.parseInt(svg.getDocumentElement().getAttribute("width"))).isLessThan(80);
		assertThat(HeatmapSvg.dataUri(thumbnail)).startsWith("data:image/svg+xml;base64,");
	}

	private static Document parse(String svg) throws Exception {
		return DocumentBuilderFactory.newInstance()
			.newDocumentBuilder()
			.parse(new ByteArrayInputStream(svg.getBytes()));
	}

	private static List<Element> elements(Document svg, String tag, String cssClass) {
		NodeList all = svg.getElementsByTagName(tag);
		List<Element> matching = new ArrayList<>();
		for (int i = 0; i < all.getLength(); i++) {
			Element element = (Element) all.item(i);
			if (Arrays.asList(element.getAttribute("class").split(" ")).contains(cssClass)) {
				matching.add(element);
			}
		}
		return matching;
	}

	private static Element cellAt(Document svg, int row, int column) {
		for (Element cell : elements(svg, "rect", "cell")) {
			if (cell.getAttribute("data-row").equals(Integer.toString(row))
					&& cell.getAttribute("data-column").equals(Integer.toString(column))) {
				return cell;
			}
		}
		throw new AssertionError("No cell at " + row + "," + column);
	}

	private static double number(Element element, String attribute) {
		return Double.parseDouble(element.getAttribute(attribute));
	}

	private static List<String> texts(String svg) {
		Matcher matcher = Pattern.compile("<text class=\"rank\"[^>]*>([^<]*)</text>").matcher(svg);
		List<String> texts = new ArrayList<>();
		while (matcher.find()) {
			texts.add(matcher.group(1));
		}
		return texts;
	}

}
