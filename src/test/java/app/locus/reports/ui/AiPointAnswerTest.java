package app.locus.reports.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import app.locus.base.i18n.BundleTexts;
import app.locus.base.i18n.Language;
import app.locus.reports.heatmap.GridGeometry;
import app.locus.reports.heatmap.Heatmap;
import app.locus.reports.heatmap.RankGrid;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.reports.DataPoint;
import org.junit.jupiter.api.Test;

/**
 * Choosing a point of an AI scan's map says what the engine answered there: the
 * businesses it named in order, where the client stood among them, and what it cited; or
 * that it gave no answer. A map point keeps its rank description.
 */
class AiPointAnswerTest {

	private static final GridGeometry GRID = GridGeometry.of(3, new BigDecimal("1"), Measurement.KM);

	private static final LatLng CENTRE = LatLng.of("45.5", "-122.6");

	private static final String OWN = "own";

	private static List<DataPoint> points() {
		List<DataPoint> points = new ArrayList<>();
		points.add(new DataPoint(null, 2, true,
				List.of(new DataPoint.Result("a", "Alpha Bakery", 1), new DataPoint.Result(OWN, "Our Bakery", 2),
						new DataPoint.Result("c", "Crumb", 3)),
				true, List.of(new DataPoint.Citation("yelp.com", "https://www.yelp.com/"),
						new DataPoint.Citation("eater.com", "https://www.eater.com/"))));
		points.add(new DataPoint(null, null, false, List.of(), false, List.of()));
		points.add(new DataPoint(null, null, false, List.of(new DataPoint.Result("a", "Alpha Bakery", 1)), true,
				List.of()));
		for (int i = 3; i < 9; i++) {
			points.add(new DataPoint(null, null, false, List.of()));
		}
		return points;
	}

	/** What the map's details say of a point, in English. */
	private static String describe(Heatmap.Point point) {
		return HeatmapPanel.describe(point, BundleTexts.in(Language.ENGLISH));
	}

	private static Heatmap.Point point(int index) {
		return Heatmap.of(RankGrid.fromDataPoints(3, points()), GRID, CENTRE, points(), OWN, null).points().get(index);
	}

	@Test
	void an_answer_lists_whom_it_named_where_the_client_stood_and_what_it_cited() {
		assertThat(describe(point(0))).isEqualTo(
				"At row 1, column 1 the answer named 1. Alpha Bakery, 2. Our Bakery, 3. Crumb; you were number 2."
						+ " Sources cited: yelp.com, eater.com.");
	}

	@Test
	void no_answer_and_an_answer_without_the_client_say_so() {
		assertThat(describe(point(1))).isEqualTo("At row 1, column 2 the engine gave no answer that named a business.");
		assertThat(describe(point(2))).isEqualTo(
				"At row 1, column 3 the answer named 1. Alpha Bakery; it did not name you. It cited no sources.");
	}

	@Test
	void a_map_point_keeps_its_rank_description() {
		assertThat(point(3).answer()).isNull();
		assertThat(describe(point(3))).startsWith("Not in the top 19 (20+) at row 2, column 1.");
	}

}
