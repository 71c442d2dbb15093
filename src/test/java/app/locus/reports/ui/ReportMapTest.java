package app.locus.reports.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.List;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.base.ui.map.MapPin;
import app.locus.base.ui.map.MapPoint;
import app.locus.base.ui.map.PointMap;
import app.locus.fixtures.Dd010Samples;
import app.locus.reports.StoredReports;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.upstream.api.reports.RankedBusiness;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.dom.Element;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

/**
 * Heatmaps on the map (DD149), on the server side: the points with their ranks and band
 * colours, the legend, the business's pin, what a click on a point says, the table for
 * screen readers, and a competitor's own heatmap from the competitor table.
 */
class ReportMapTest extends UiTest {

	private static final LocalDate DAY = LocalDate.of(2026, 3, 1);

	private static final String GREEN = "#1a7f37";

	private static final String RED = "#c62828";

	private static final String GREY = "#bdbdbd";

	private static final String TARTINE = "ChIJtartine";

	@Autowired
	ApplicationContext context;

	TestAgency agency;

	WorkspaceId bakery;

	StoredReports stored;

	@BeforeEach
	void aWorkspace() {
		agency = tenants.agency();
		bakery = agency.workspace("Bakery");
		stored = new StoredReports(context);
	}

	/**
	 * A 7 × 7 scan: the bakery ranks 1 in the north-west corner, 7 at the north-east
	 * corner (where Tartine and Arizmendi rank 1 and 2), 25 in the middle of the second
	 * row and is not found at every point after; only the north-east corner names
	 * businesses.
	 */
	String storedScan() {
		String key = Dd010Samples.key();
		ObjectNode scan = Dd010Samples.scan(key, DAY);
		ArrayNode points = Dd010Samples.dataPoints(7, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 25);
		ArrayNode results = ((ObjectNode) points.get(6)).putArray("results");
		results.addObject().put("place_id", TARTINE).put("name", "Tartine").put("rank", 1);
		results.addObject().put("place_id", "ChIJarizmendi").put("name", "Arizmendi").put("rank", 2);
		results.addObject().put("place_id", Dd010Samples.PLACE).put("name", "Blue Bottle Bakery").put("rank", 7);
		scan.set("data_points", points);
		stored.scan(agency.id(), bakery, scan);
		return key;
	}

	void open(String type, String key) {
		signInAs(agency.user(Role.CLIENT_VIEWER, bakery));
		navigate("w/" + bakery + "/reports/" + type + "/" + key);
	}

	@Test
	void every_point_is_drawn_where_the_scan_measured_it_with_its_rank_in_its_band_colour() {
		open("scan", storedScan());

		List<MapPoint> points = byId(PointMap.class, "heatmap").points();
		assertThat(points).hasSize(49);
		assertThat(points.get(0)).extracting(MapPoint::lat, MapPoint::lng, MapPoint::label, MapPoint::fill)
			.containsExactly(37.8, -122.45, "1", GREEN);
		assertThat(points.get(12)).extracting(MapPoint::label, MapPoint::fill).containsExactly("20+", RED);
		assertThat(points.get(48)).extracting(MapPoint::label, MapPoint::fill).containsExactly("20+", RED);
		assertThat(points.get(6).title()).isEqualTo("Rank 7 (row 1, column 7)");
		assertThat(byId(PointMap.class, "heatmap").tiles().enabled()).as("tests draw without tiles").isFalse();
	}

	@Test
	void the_legend_names_every_rank_band_and_the_pin() {
		open("scan", storedScan());

		assertThat(byId(Div.class, "heatmap-legend").getElement().getTextRecursively())
			.contains("Rank 1–3", "Rank 4–6", "Rank 7–10", "Rank 11–19", "Rank 20+ or not found", "No data",
					"Pin: Blue Bottle Bakery")
			.doesNotContain("Rank No data");
	}

	@Test
	void the_business_is_pinned_at_the_centre_of_its_scan_when_the_report_gives_no_place() {
		open("scan", storedScan());

		MapPin pin = byId(PointMap.class, "heatmap").pin();
		assertThat(pin).isEqualTo(new MapPin(Double.parseDouble(Dd010Samples.LAT), Double.parseDouble(Dd010Samples.LNG),
				"Blue Bottle Bakery"));
	}

	@Test
	void a_click_on_a_point_says_the_rank_there_and_who_ranks_above_as_far_as_the_report_names_them() {
		open("scan", storedScan());
		PointMap map = byId(PointMap.class, "heatmap");
		assertThat(byId(Paragraph.class, "heatmap-point").getText()).isEqualTo(HeatmapPanel.HINT);

		ComponentUtil.fireEvent(map, new PointMap.PointClickEvent(map, true, 6));

		assertThat(byId(Paragraph.class, "heatmap-point").getText()).isEqualTo("Rank 7 at row 1, column 7. "
				+ "Ranking above here: 1. Tartine, 2. Arizmendi. The report names only the top 2 here; 4 more rank above.");

		ComponentUtil.fireEvent(map, new PointMap.PointClickEvent(map, true, 12));

		assertThat(byId(Paragraph.class, "heatmap-point").getText()).isEqualTo(
				"Not in the top 19 (20+) at row 2, column 6. The report does not name the businesses at this point.");
	}

	@Test
	void the_ranks_are_also_a_table_for_screen_readers() {
		open("scan", storedScan());
		Element table = byId(Div.class, "heatmap-panel").getElement()
			.getChildren()
			.filter(child -> !child.isTextNode() && "table".equals(child.getTag()))
			.findFirst()
			.orElseThrow();
		PointMap map = byId(PointMap.class, "heatmap");
		assertThat(table.isVisible()).isFalse();

		byId(Button.class, "heatmap-table-toggle").click();

		assertThat(table.isVisible()).isTrue();
		assertThat(map.isVisible()).isFalse();
		List<String> cells = table.getChildren()
			.flatMap(Element::getChildren)
			.filter(cell -> !cell.isTextNode() && "td".equals(cell.getTag()))
			.map(Element::getTextRecursively)
			.toList();
		assertThat(cells).hasSize(49).startsWith("1", "2", "3", "4", "5", "6", "7", "8");
		assertThat(present("heatmap-png")).isTrue();
	}

	@Test
	@SuppressWarnings("unchecked")
	void a_competitors_own_heatmap_opens_from_the_competitor_table() {
		String key = storedScan();
		stored.competitor(agency.id(), bakery, Dd010Samples.competitor(key, DAY));
		open("competitor", key);
		assertThat(present("competitor-map")).isFalse();

		Grid<RankedBusiness> grid = byId(Grid.class, "competitors");
		RankedBusiness tartine = gridRows("competitors").stream()
			.map(RankedBusiness.class::cast)
			.filter(business -> TARTINE.equals(business.placeId()))
			.findFirst()
			.orElseThrow();
		grid.asSingleSelect().setValue(tartine);

		List<MapPoint> points = byId(PointMap.class, "competitor-map").points();
		assertThat(points.get(6)).extracting(MapPoint::label, MapPoint::fill).containsExactly("1", GREEN);
		assertThat(points.get(0)).as("not named at this point: unknown, not 'not found'")
			.extracting(MapPoint::label, MapPoint::fill)
			.containsExactly("–", GREY);
		PointMap map = byId(PointMap.class, "competitor-map");
		ComponentUtil.fireEvent(map, new PointMap.PointClickEvent(map, true, 6));
		assertThat(byId(Paragraph.class, "competitor-map-point").getText())
			.isEqualTo("Rank 1 at row 1, column 7. Nobody ranks above here.");
	}

}
