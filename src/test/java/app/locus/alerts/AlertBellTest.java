package app.locus.alerts;

import static com.github.mvysny.kaributesting.v10.ButtonKt._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.security.LocusUser;
import app.locus.tenancy.TestTenants.TestAgency;
import com.github.mvysny.kaributesting.v10.GridKt;
import com.vaadin.flow.component.Html;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Span;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** The bell in the top bar and the alerts page it opens. */
class AlertBellTest extends UiTest {

	@Autowired
	AlertDispatch dispatch;

	TestAgency agency;

	WorkspaceId bakery;

	@BeforeEach
	void aWorkspace() {
		agency = tenants.agency();
		bakery = agency.workspace("Bakery");
	}

	@Test
	void the_bell_counts_a_new_alert_opens_the_list_and_forgets_it_once_read() {
		LocusUser manager = agency.user(Role.ACCOUNT_MANAGER, bakery);
		signInAs(manager);
		navigate("w/" + bakery + "/keywords");
		assertThat(present("alert-bell")).isTrue();
		assertThat(present("alert-bell-count")).isFalse();

		dispatch.fire(new Firing(agency.id(), bakery, AlertKind.SCAN_UNKNOWN, "planted", "A scan's outcome is unknown",
				"Planted for the bell", "w/" + bakery + "/unknown-spends"));
		signInAs(manager);
		navigate("w/" + bakery + "/locations");
		assertThat(byId(Span.class, "alert-bell-count").getText()).isEqualTo("1");

		_click(byId(Button.class, "alert-bell"));
		assertThat(UI.getCurrent().getInternals().getActiveViewLocation().getPath()).isEqualTo("alerts");
		assertThat(UiTest.<Alert>gridRows("alerts")).extracting(Alert::title)
			.containsExactly("A scan's outcome is unknown");

		_click(byId(Button.class, "alerts-mark-all"));
		assertThat(present("alert-bell-count")).isFalse();
		assertThat(UiTest.<Alert>gridRows("alerts")).extracting(Alert::read).containsExactly(true);
	}

	@Test
	void within_the_frames_30_seconds_a_page_change_counts_no_new_alert() {
		LocusUser manager = agency.user(Role.ACCOUNT_MANAGER, bakery);
		signInAs(manager);
		navigate("w/" + bakery + "/keywords");

		dispatch.fire(new Firing(agency.id(), bakery, AlertKind.SCAN_UNKNOWN, "planted", "A scan's outcome is unknown",
				"Planted for the bell", "w/" + bakery + "/unknown-spends"));
		navigate("w/" + bakery + "/locations");

		assertThat(present("alert-bell-count")).as("the count read when the frame opened, under 30 s ago").isFalse();
	}

	@Test
	void an_alert_about_grid_points_draws_them_on_a_small_map_of_the_grid() {
		LocusUser manager = agency.user(Role.ACCOUNT_MANAGER, bakery);
		ChangedPoints left = new ChangedPoints(3,
				List.of(new ChangedPoints.Point(1, 3), new ChangedPoints.Point(2, 1)));
		dispatch.fire(new Firing(agency.id(), bakery, AlertKind.RANK_LEFT_TOP_3, "planted-points",
				"2 grid points left the top 3", "Compared with the scan of 25 Nov 2026.", null, left));
		signInAs(manager);
		navigate("alerts");

		Html map = _get(GridKt._getCellComponent(byId(Grid.class, "alerts"), 0, "alert"), Html.class);
		Element svg = Jsoup.parseBodyFragment(map.getInnerHtml()).selectFirst("svg");
		assertThat(svg).isNotNull();
		assertThat(svg.attr("aria-label")).isEqualTo("2 of 9 grid points left the top 3 (outlined; north at the top)");
		// The 3×3 grid is drawn row by row from the north-west: row 1 column 3 is the
		// third square, row 2 column 1 the fourth.
		List<Boolean> changed = Jsoup.parseBodyFragment(map.getInnerHtml())
			.select("rect")
			.stream()
			.map(rect -> rect.hasClass("changed"))
			.toList();
		assertThat(changed).containsExactly(false, false, true, true, false, false, false, false, false);
	}

	@Test
	void a_client_viewer_sees_no_bell() {
		signInAs(agency.user(Role.CLIENT_VIEWER, bakery));
		navigate("w/" + bakery + "/keywords");

		assertThat(present("alert-bell")).isFalse();
	}

}
