package app.locus.reports.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.time.LocalDate;
import java.util.List;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.base.ui.map.MapPoint;
import app.locus.base.ui.map.PointMap;
import app.locus.fixtures.Dd010Samples;
import app.locus.reports.ReportCard;
import app.locus.reports.StoredReports;
import app.locus.tenancy.TestTenants.TestAgency;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.select.Select;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

/**
 * The comparison page: the action on a scan, the two scans on the same extent, the change
 * per point in its colours, the metric changes with up as better, and a refusal in words
 * for scans of other settings.
 */
class ScanCompareViewTest extends UiTest {

	private static final LocalDate FIRST = LocalDate.of(2026, 3, 1);

	private static final LocalDate SECOND = LocalDate.of(2026, 3, 8);

	private static final LocalDate THIRD = LocalDate.of(2026, 3, 15);

	private static final String GREEN = "#1a7f37";

	private static final String RED = "#cf222e";

	private static final String GREY = "#d0d7de";

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

	String scan(LocalDate date, int gridSize, String arp, int... ranks) {
		String key = Dd010Samples.key();
		ObjectNode scan = Dd010Samples.scan(key, date);
		scan.put("grid_size", Integer.toString(gridSize)).put("arp", arp);
		scan.set("data_points", Dd010Samples.dataPoints(gridSize, ranks));
		stored.scan(agency.id(), bakery, scan);
		return key;
	}

	void open(String path) {
		signInAs(agency.user(Role.CLIENT_VIEWER, bakery));
		navigate("w/" + bakery + "/reports/" + path);
	}

	@Test
	void a_scan_offers_to_compare_with_the_previous_scan_of_its_settings() {
		String first = scan(FIRST, 7, "5.00", 3);
		String second = scan(SECOND, 7, "3.42", 1);
		scan(THIRD, 7, "3.00", 1);

		open("scan/" + second);

		assertThat(byId(Anchor.class, "compare-action").getHref())
			.isEqualTo("w/" + bakery + "/reports/" + second + "/compare/" + first);
	}

	@Test
	void a_scan_without_another_of_its_settings_offers_no_comparison() {
		scan(FIRST, 9, "5.00", 3);
		String only = scan(SECOND, 7, "3.42", 1);

		open("scan/" + only);

		assertThat(present("compare-action")).isFalse();
	}

	@Test
	void the_choice_lists_the_other_scans_of_the_same_settings_newest_first_with_the_linked_one_chosen() {
		String first = scan(FIRST, 7, "5.00", 3);
		String second = scan(SECOND, 7, "3.42", 1);
		String third = scan(THIRD, 7, "3.00", 1);

		open(second + "/compare/" + first);

		@SuppressWarnings("unchecked")
		Select<ReportCard> choice = byId(Select.class, "compare-with");
		assertThat(choice.getListDataView().getItems().map(card -> card.key().value())).containsExactly(third, first);
		assertThat(choice.getValue().key().value()).isEqualTo(first);
	}

	@Test
	void both_scans_fill_the_same_extent_and_the_change_map_colours_each_point_by_its_change() {
		String earlier = scan(FIRST, 7, "5.00", 3, 5, 2);
		String later = scan(SECOND, 7, "3.42", 1, 5, 6);

		open(later + "/compare/" + earlier);

		List<MapPoint> before = byId(PointMap.class, "compare-earlier").points();
		List<MapPoint> after = byId(PointMap.class, "compare-later").points();
		List<MapPoint> change = byId(PointMap.class, "compare-change").points();
		assertThat(before).extracting(MapPoint::lat, MapPoint::lng)
			.isEqualTo(after.stream().map(point -> tuple(point.lat(), point.lng())).toList());
		assertThat(before.get(0).label()).isEqualTo("3");
		assertThat(after.get(0).label()).isEqualTo("1");
		assertThat(change).hasSize(49);
		assertThat(change.subList(0, 4)).extracting(MapPoint::label, MapPoint::fill)
			.containsExactly(tuple("▲2", GREEN), tuple("=", GREY), tuple("▼4", RED), tuple("=", GREY));
		assertThat(change.get(0).title()).isEqualTo("Better by 2: 3 → 1 (row 1, column 1)");
		assertThat(byId(Paragraph.class, "comparison-summary").getText())
			.startsWith("From 1 Mar 2026 to 8 Mar 2026, points better: 1 · worse: 1 · the same: 47.");
	}

	@Test
	void an_arp_that_fell_reads_as_better_with_an_up_arrow() {
		String earlier = scan(FIRST, 7, "5.00", 3);
		String later = scan(SECOND, 7, "3.42", 1);

		open(earlier + "/compare/" + later);

		Span arp = byId(Span.class, "change-arp");
		assertThat(arp.getText()).startsWith("ARP 5 → 3.42: ").endsWith("(▲ better)");
		assertThat(arp.getClassNames()).contains("locus-metric-better");
		assertThat(byId(Span.class, "change-atrp").getElement().getAttribute("data-change")).isEqualTo("same");
	}

	@Test
	void scans_of_another_grid_are_not_compared_and_the_page_says_why() {
		String seven = scan(FIRST, 7, "5.00", 3);
		String nine = scan(SECOND, 9, "3.42", 1);

		open(seven + "/compare/" + nine);

		assertThat(byId(Paragraph.class, "comparison-refused").getText())
			.isEqualTo("These scans are not compared point by point: their grid sizes differ, so their grid points "
					+ "do not match. Compare scans of the same settings.");
		assertThat(present("compare-change")).isFalse();
	}

}
