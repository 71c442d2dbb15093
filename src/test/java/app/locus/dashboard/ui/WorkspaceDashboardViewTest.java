package app.locus.dashboard.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.time.LocalDate;
import java.util.List;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.base.ui.GridColumns;
import app.locus.fixtures.Dd010Samples;
import app.locus.reports.ReportCard;
import app.locus.reports.StoredReports;
import app.locus.tenancy.TestTenants.TestAgency;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.vaadin.flow.component.Html;
import com.vaadin.flow.component.grid.Grid;
import org.jsoup.Jsoup;
import org.jsoup.select.Elements;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

class WorkspaceDashboardViewTest extends UiTest {

	private static final LocalDate DAY = LocalDate.of(2026, 3, 1);

	@Autowired
	ApplicationContext context;

	@Test
	void the_dashboard_shows_the_latest_scan_per_keyword_and_the_newest_heatmaps() {
		TestAgency agency = tenants.agency();
		WorkspaceId bakery = agency.workspace("Bakery");
		StoredReports stored = new StoredReports(context);
		stored.scan(agency.id(), bakery, Dd010Samples.scan(Dd010Samples.key(), DAY));
		ObjectNode newer = Dd010Samples.scan(Dd010Samples.key(), DAY.plusDays(7));
		newer.put("arp", "2.50");
		newer.set("data_points", Dd010Samples.dataPoints(7, 1, 2, 3));
		stored.scan(agency.id(), bakery, newer);

		signInAs(agency.user(Role.CLIENT_VIEWER, bakery));
		navigate("w/" + bakery + "/dashboard");

		List<ReportCard> rows = gridRows("latest-per-keyword");
		assertThat(rows).extracting(card -> card.metrics().arp().toPlainString()).containsExactly("2.50");
		Elements heatmaps = Jsoup.parseBodyFragment(byId(Html.class, "newest-heatmaps").getInnerHtml()).select("a img");
		assertThat(heatmaps).hasSize(1);
		assertThat(heatmaps.get(0).attr("src"))
			.as("the newer scan's thumbnail, loaded by URL from the access-checked endpoint")
			.isEqualTo("thumbnails/" + bakery.value() + "/scan/" + rows.get(0).key().value() + ".svg");
		assertThat(present("dashboard-placeholder")).isFalse();
	}

	@Test
	void one_keyword_scanned_at_two_locations_shows_both_locations() {
		TestAgency agency = tenants.agency();
		WorkspaceId bakery = agency.workspace("Two shops");
		StoredReports stored = new StoredReports(context);
		stored.scan(agency.id(), bakery, Dd010Samples.scan(Dd010Samples.key(), DAY));
		ObjectNode otherShop = Dd010Samples.scan(Dd010Samples.key(), DAY.plusDays(1));
		otherShop.put("place_id", "ChIJsecondShop");
		otherShop.with("location").put("name", "Blue Bottle Mission");
		stored.scan(agency.id(), bakery, otherShop);

		signInAs(agency.user(Role.ACCOUNT_MANAGER, bakery));
		navigate("w/" + bakery + "/dashboard");

		assertThat(WorkspaceDashboardViewTest.<ReportCard>gridRows("latest-per-keyword"))
			.extracting(ReportCard::keyword, ReportCard::locationName)
			.containsExactlyInAnyOrder(tuple("sourdough bakery", "Blue Bottle Bakery"),
					tuple("sourdough bakery", "Blue Bottle Mission"));
	}

	@Test
	void a_workspace_without_reports_says_how_they_come() {
		TestAgency agency = tenants.agency();
		WorkspaceId empty = agency.workspace("Empty");
		signInAs(agency.user(Role.ACCOUNT_MANAGER, empty));
		navigate("w/" + empty + "/dashboard");

		assertThat(present("dashboard-placeholder")).isTrue();
		assertThat(gridRows("latest-per-keyword")).isEmpty();
	}

	@Test
	void on_a_laptop_the_keyword_and_location_wrap_rather_than_being_cut() {
		TestAgency agency = tenants.agency();
		WorkspaceId bakery = agency.workspace("Headers");
		new StoredReports(context).scan(agency.id(), bakery, Dd010Samples.scan(Dd010Samples.key(), DAY));
		signInAs(agency.user(Role.CLIENT_VIEWER, bakery));
		navigate("w/" + bakery + "/dashboard");
		@SuppressWarnings("unchecked")
		Grid<ReportCard> latest = byId(Grid.class, "latest-per-keyword");

		assertThat(latest.getColumns().subList(0, 2)).extracting(Grid.Column::getHeaderText)
			.containsExactly("Keyword", "Location");
		assertThat(latest.getColumns().subList(0, 2))
			.allSatisfy(column -> assertThat(column.getElement().hasAttribute(GridColumns.NEVER_CUT)).isTrue());
	}

}
