package app.locus.reports.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._setValue;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.i18n.Language;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.i18n.BundleTexts;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.UiTest;
import app.locus.base.ui.WindowWidth;
import app.locus.fixtures.Dd010Samples;
import app.locus.reports.GallerySort;
import app.locus.reports.PlaceOption;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportsArrived;
import app.locus.reports.StoredReports;
import app.locus.security.LocusUser;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.upstream.api.Platform;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.mvysny.kaributesting.v10.GridKt;
import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.NotificationsKt;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.datepicker.DatePicker;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.tabs.Tab;
import com.vaadin.flow.component.tabs.Tabs;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.renderer.LitRenderer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

class GalleryViewTest extends UiTest {

	private static final LocalDate DAY = LocalDate.of(2026, 3, 1);

	private static final ReportFormat ENGLISH = new ReportFormat(BundleTexts.in(Language.ENGLISH),
			LocaleFormats.of(Language.ENGLISH));

	@Autowired
	ApplicationContext context;

	TestAgency agency;

	WorkspaceId bakery;

	StoredReports stored;

	@BeforeEach
	void reportsOfTheBakery() {
		agency = tenants.agency();
		bakery = agency.workspace("Bakery");
		stored = new StoredReports(context);
		ObjectNode sourdough = Dd010Samples.scan(Dd010Samples.key(), DAY);
		sourdough.set("data_points", Dd010Samples.dataPoints(7, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 20));
		stored.scan(agency.id(), bakery, sourdough);
		ObjectNode croissant = Dd010Samples.scan(Dd010Samples.key(), DAY.plusDays(1));
		croissant.put("keyword", "Croissant delivery");
		croissant.put("platform", "chatgpt");
		croissant.put("grid_size", "9");
		stored.scan(agency.id(), bakery, croissant);
		stored.trend(agency.id(), bakery, Dd010Samples.trend(Dd010Samples.key(), DAY, DAY.plusDays(7), 2));
	}

	void openAs(Role role) {
		LocusUser user = agency.user(role, bakery);
		signInAs(user);
		navigate("w/" + bakery + "/reports");
	}

	@Test
	void every_tab_shows_its_own_type_of_report() {
		openAs(Role.ACCOUNT_MANAGER);
		assertThat(keywords()).hasSize(3);

		selectTab("tab-trend");
		assertThat(rows()).extracting(card -> card.type().label()).containsExactly("Trend");

		selectTab("tab-scan");
		assertThat(keywords()).containsExactly("Croissant delivery", "sourdough bakery");
	}

	@Test
	void the_grid_is_as_long_as_the_count_above_it_and_one_report_reads_in_the_singular() {
		openAs(Role.ACCOUNT_MANAGER);
		assertThat(gridSize()).isEqualTo(3);

		selectTab("tab-trend");
		assertThat(gridSize()).isEqualTo(1);
		assertThat(byId(Span.class, "gallery-count").getText()).isEqualTo("1 report");

		selectTab("tab-scan");
		assertThat(gridSize()).isEqualTo(2);
	}

	@Test
	void filters_narrow_the_gallery_by_keyword_platform_and_grid() {
		openAs(Role.ACCOUNT_MANAGER);
		selectTab("tab-scan");
		filterFold().setOpened(true);

		_setValue(byId(TextField.class, "filter-keyword"), "CROISS");
		assertThat(keywords()).containsExactly("Croissant delivery");

		_setValue(byId(TextField.class, "filter-keyword"), "");
		platformFilter().setValue(Platform.GOOGLE);
		assertThat(keywords()).containsExactly("sourdough bakery");

		platformFilter().clear();
		gridFilter().setValue(9);
		assertThat(keywords()).containsExactly("Croissant delivery");
	}

	@Test
	void a_to_date_before_from_shows_its_error_on_the_field_and_no_count_over_the_empty_table() {
		openAs(Role.ACCOUNT_MANAGER);
		filterFold().setOpened(true);
		assertThat(byId(Span.class, "gallery-count").getText()).isEqualTo("3 reports");

		_setValue(byId(DatePicker.class, "filter-from"), DAY.plusDays(5));
		_setValue(byId(DatePicker.class, "filter-to"), DAY);

		DatePicker to = byId(DatePicker.class, "filter-to");
		assertThat(to.isInvalid()).isTrue();
		assertThat(to.getErrorMessage()).isEqualTo("The end date must not be before the start date.");
		assertThat(to.getValue()).isEqualTo(DAY);
		assertThat(gridSize()).isZero();
		assertThat(present("gallery-count")).as("no count shown over the refused filter").isFalse();
	}

	@Test
	void the_filter_fields_are_built_only_when_the_fold_is_first_opened() {
		openAs(Role.ACCOUNT_MANAGER);

		assertThat(filterFold().isOpened()).isFalse();
		assertThat(present("filter-keyword")).isFalse();
		assertThat(keywords()).hasSize(3);

		filterFold().setOpened(true);
		assertThat(present("filter-keyword")).isTrue();
		assertThat(keywords()).hasSize(3);
	}

	@Test
	void a_fold_the_person_left_open_is_open_on_the_next_visit_and_one_left_closed_is_not() {
		openAs(Role.ACCOUNT_MANAGER);
		openedInTheBrowser(true);
		navigate("w/" + bakery + "/dashboard");
		navigate("w/" + bakery + "/reports");

		assertThat(filterFold().isOpened()).isTrue();
		assertThat(present("filter-keyword")).isTrue();

		openedInTheBrowser(false);
		navigate("w/" + bakery + "/dashboard");
		navigate("w/" + bakery + "/reports");
		assertThat(filterFold().isOpened()).isFalse();
		assertThat(present("filter-keyword")).isFalse();
	}

	@Test
	void the_open_gallery_of_another_workspace_offers_its_places_and_drops_the_filters_set_before() {
		openAs(Role.AGENCY_ADMIN);
		openedInTheBrowser(true);
		assertThat(locationFilter().getListDataView().getItems()).isNotEmpty();
		platformFilter().setValue(Platform.GOOGLE);

		navigate("w/" + agency.workspace("Dental") + "/reports");
		assertThat(filterFold().isOpened()).isTrue();
		assertThat(locationFilter().getListDataView().getItems()).isEmpty();
		assertThat(platformFilter().getValue()).isNull();
	}

	@Test
	void a_closed_fold_names_the_filters_and_the_sort_in_use() {
		openAs(Role.ACCOUNT_MANAGER);
		selectTab("tab-scan");
		assertThat(filterFold().getSummaryText()).isEqualTo("Filter and sort");
		filterFold().setOpened(true);

		platformFilter().setValue(Platform.GOOGLE);
		byId(Select.class, "sort").setValue(GallerySort.Key.ARP);
		filterFold().setOpened(false);
		assertThat(filterFold().getSummaryText()).isEqualTo("Filter and sort (1 filter, best ARP first)");

		_setValue(byId(TextField.class, "filter-keyword"), "sourdough");
		assertThat(filterFold().getSummaryText()).isEqualTo("Filter and sort (2 filters, best ARP first)");
		assertThat(keywords()).containsExactly("sourdough bakery");
	}

	@Test
	void cards_show_a_heatmap_thumbnail_and_metrics_with_their_direction() {
		openAs(Role.CLIENT_VIEWER);
		selectTab("tab-scan");

		GalleryRow sourdough = rows().get(1);
		assertThat(sourdough.hasThumbnail()).isTrue();
		assertThat(ENGLISH.metrics(sourdough.metrics(), sourdough.platform())).contains("ARP 3.42")
			.contains("SoLV 61.22");
		GalleryRow croissant = rows().get(0);
		assertThat(ENGLISH.metrics(croissant.metrics(), croissant.platform())).contains("SAIV");
		assertThat(present("metric-directions")).isTrue();
	}

	@Test
	void a_client_viewer_reads_the_gallery_but_cannot_start_a_fetch() {
		openAs(Role.CLIENT_VIEWER);

		assertThat(keywords()).hasSize(3);
		assertThat(present("sync-now")).isFalse();
		assertThat(present("export-csv")).isTrue();
	}

	@Test
	void another_workspaces_reports_are_not_listed() {
		WorkspaceId other = agency.workspace("Dental");
		openAs(Role.AGENCY_ADMIN);
		navigate("w/" + other + "/reports");

		assertThat(rows()).isEmpty();
	}

	@Test
	void reports_that_arrive_in_the_background_are_announced_on_the_open_gallery() {
		openAs(Role.CLIENT_VIEWER);
		ObjectNode fresh = Dd010Samples.scan(Dd010Samples.key(), DAY.plusDays(30));
		fresh.put("keyword", "fresh rye");
		ReportCard card = stored.scan(agency.id(), bakery, fresh);

		context.publishEvent(new ReportsArrived(agency.id(), bakery, List.of(card)));
		MockVaadin.runUIQueue();

		assertThat(NotificationsKt.getNotifications()).extracting(Notification::getElement)
			.anySatisfy(element -> assertThat(element.getProperty("text")).contains("1 new report arrived."));
		assertThat(keywords()).contains("fresh rye");
	}

	@Test
	void the_count_of_reports_follows_the_reports_that_arrive() {
		openAs(Role.ACCOUNT_MANAGER);
		assertThat(byId(Span.class, "gallery-count").getText()).isEqualTo("3 reports");
		ObjectNode fresh = Dd010Samples.scan(Dd010Samples.key(), DAY.plusDays(30));
		ReportCard card = stored.scan(agency.id(), bakery, fresh);

		context.publishEvent(new ReportsArrived(agency.id(), bakery, List.of(card)));
		MockVaadin.runUIQueue();

		assertThat(byId(Span.class, "gallery-count").getText()).isEqualTo("4 reports");
	}

	@Test
	void reports_of_another_workspace_are_not_announced() {
		openAs(Role.ACCOUNT_MANAGER);
		WorkspaceId other = agency.workspace("Dental");
		ReportCard card = stored.scan(agency.id(), other, Dd010Samples.scan(Dd010Samples.key(), DAY));

		context.publishEvent(new ReportsArrived(agency.id(), other, List.of(card)));
		MockVaadin.runUIQueue();

		assertThat(NotificationsKt.getNotifications()).isEmpty();
	}

	@Test
	void on_a_laptop_the_columns_a_manager_reads_wrap_and_are_never_cut() {
		openAs(Role.CLIENT_VIEWER);
		Map<String, Boolean> neverCut = new LinkedHashMap<>();
		gallery().getColumns()
			.stream()
			.filter(Grid.Column::isVisible)
			.forEach(column -> neverCut.put(column.getHeaderText(),
					column.getElement().hasAttribute(GridColumns.NEVER_CUT)));

		assertThat(neverCut).containsExactly(entry("Heatmap", false), entry("Date", false), entry("Keyword", true),
				entry("Location", true), entry("Scan", true), entry("Metrics", true), entry("Since previous", true));
		assertThat(gallery().getThemeNames()).contains("wrap-cell-content");
	}

	@Test
	void an_address_that_names_a_tab_filters_and_a_sort_opens_the_gallery_so() {
		signInAs(agency.user(Role.ACCOUNT_MANAGER, bakery));
		navigate("w/" + bakery + "/reports?type=scan&platform=google&sort=arp&grid=banana");

		assertThat(filterFold().isOpened()).isTrue();
		assertThat(byId(Tabs.class, "report-tabs").getSelectedTab()).isSameAs(byId(Tab.class, "tab-scan"));
		assertThat(platformFilter().getValue()).isEqualTo(Platform.GOOGLE);
		assertThat(gridFilter().getValue()).as("a value that cannot be read is left out").isNull();
		assertThat(byId(Select.class, "sort").getValue()).isEqualTo(GallerySort.Key.ARP);
		assertThat(keywords()).containsExactly("sourdough bakery");
	}

	@SuppressWarnings("unchecked")
	private static Grid<GalleryRow> gallery() {
		return byId(Grid.class, "gallery");
	}

	@Test
	void on_a_phone_a_report_without_keyword_is_titled_by_its_place_with_its_type_under_it() {
		ObjectNode withoutKeyword = Dd010Samples.locationReport(Dd010Samples.key(), DAY);
		withoutKeyword.remove("keywords");
		stored.location(agency.id(), bakery, withoutKeyword);
		openAs(Role.CLIENT_VIEWER);
		resizeWindow(WindowWidth.PHONE);
		selectTab("tab-location");
		GalleryRow location = rows().get(0);
		selectTab("tab-scan");
		GalleryRow sourdough = rows().get(1);

		assertThat(folded("title", location)).isEqualTo("Blue Bottle Bakery");
		assertThat(folded("detail", location)).startsWith("Location · ").doesNotContain("Blue Bottle Bakery");
		assertThat(folded("title", sourdough)).isEqualTo(sourdough.keyword());
		assertThat(folded("detail", sourdough)).startsWith("Scan · ").endsWith(" · Blue Bottle Bakery");
	}

	/** A part of the one column a row folds into on a phone. */
	@SuppressWarnings("unchecked")
	private static String folded(String part, GalleryRow row) {
		Grid<GalleryRow> grid = byId(Grid.class, "gallery");
		Grid.Column<GalleryRow> folded = grid.getColumnByKey("folded");
		return (String) ((LitRenderer<GalleryRow>) folded.getRenderer()).getValueProviders().get(part).apply(row);
	}

	private static Details filterFold() {
		return byId(Details.class, "gallery-filters");
	}

	/** The person opens or closes the fold in the browser (not the server). */
	private static void openedInTheBrowser(boolean opened) {
		Details fold = filterFold();
		fold.setOpened(opened);
		ComponentUtil.fireEvent(fold, new Details.OpenedChangeEvent(fold, true));
	}

	private static void selectTab(String id) {
		byId(Tabs.class, "report-tabs").setSelectedTab(byId(Tab.class, id));
	}

	@SuppressWarnings("unchecked")
	private static ComboBox<Platform> platformFilter() {
		return byId(ComboBox.class, "filter-platform");
	}

	@SuppressWarnings("unchecked")
	private static ComboBox<PlaceOption> locationFilter() {
		return byId(ComboBox.class, "filter-location");
	}

	@SuppressWarnings("unchecked")
	private static ComboBox<Integer> gridFilter() {
		return byId(ComboBox.class, "filter-grid");
	}

	/** The rows the browser is told the grid has (not the rows fetched). */
	@SuppressWarnings("unchecked")
	private static int gridSize() {
		return GridKt._size((Grid<GalleryRow>) byId(Grid.class, "gallery"));
	}

	private static List<GalleryRow> rows() {
		return gridRows("gallery");
	}

	private static List<String> keywords() {
		return rows().stream().map(GalleryRow::keyword).toList();
	}

}
