package app.locus.dashboard.ui;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import app.locus.base.DisplayDates;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.PhoneWidth;
import app.locus.reports.GalleryFilter;
import app.locus.reports.GallerySort;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportService;
import app.locus.reports.ReportType;
import app.locus.reports.ui.ReportsNavigation;
import app.locus.scans.UnknownSpendService;
import app.locus.scans.ui.UnknownSpendsNavigation;
import app.locus.shell.MainLayout;
import app.locus.tenancy.WorkspaceService;
import app.locus.tenancy.WorkspaceSummary;
import com.vaadin.flow.component.Html;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.PermitAll;

/**
 * A workspace's home page: the latest metrics of every keyword at every location and the
 * newest heatmaps, read from the stored reports (no call to the scanning service).
 */
@Route(value = DashboardNavigation.DASHBOARD_ROUTE, layout = MainLayout.class)
@PermitAll
class WorkspaceDashboardView extends Main implements BeforeEnterObserver, HasDynamicTitle {

	private final transient WorkspaceService workspaces;

	private static final int SCANS_READ = 100;

	private static final int HEATMAPS_SHOWN = 4;

	private final transient ReportService reports;

	private final H2 name = new H2();

	private final Paragraph placeholder = new Paragraph(
			"No scan reports yet. Run a scan, or wait for the next sync to bring the reports of this workspace.");

	private final Grid<ReportCard> latest = new Grid<>();

	private final Html heatmaps = ReportsNavigation.heatmapStrip("newest-heatmaps");

	private final transient UnknownSpendService spends;

	private final Div unknownSpends = new Div();

	WorkspaceDashboardView(WorkspaceService workspaces, ReportService reports, UnknownSpendService spends) {
		this.workspaces = workspaces;
		this.reports = reports;
		this.spends = spends;
		name.setId("workspace-name");
		placeholder.setId("dashboard-placeholder");
		latest.setId("latest-per-keyword");
		GridColumns.text(latest, ReportCard::keyword).setHeader("Keyword");
		GridColumns.text(latest, ReportCard::locationName).setHeader("Location");
		latest.addColumn(card -> DisplayDates.day(card.date())).setHeader("Latest scan");
		latest.addColumn(card -> plain(card.metrics().arp())).setHeader("ARP (lower is better)");
		latest.addColumn(card -> plain(card.metrics().atrp())).setHeader("ATRP (lower is better)");
		latest.addColumn(card -> plain(card.metrics().solv()) + " " + card.primaryMetric().label())
			.setHeader("SoLV / SAIV (higher is better)");
		PhoneWidth.foldColumns(latest, () -> latest.addColumn(PhoneWidth.<ReportCard>folded(ReportCard::keyword,
				List.of(ReportCard::locationName, card -> DisplayDates.day(card.date())),
				List.of(card -> "ARP " + plain(card.metrics().arp()), card -> "ATRP " + plain(card.metrics().atrp()),
						card -> plain(card.metrics().solv()) + " " + card.primaryMetric().label())))
			.setHeader("Latest scan per keyword"));
		latest.setAllRowsVisible(true);
		getStyle().set("padding", "var(--lumo-space-l)");
		add(name, unknownSpends, placeholder, new H3("Latest metrics per keyword and location"), latest,
				new H3("Newest heatmaps"), heatmaps);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		WorkspaceId id = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		WorkspaceSummary workspace = workspaces.get(id);
		name.setText(workspace.name());
		unknownSpends.removeAll();
		unknownSpends.add(UnknownSpendsNavigation.countLink(spends, id));
		List<ReportCard> newest = reports.gallery(id, GalleryFilter.of(ReportType.SCAN), GallerySort.NEWEST_FIRST, 0,
				SCANS_READ);
		placeholder.setVisible(newest.isEmpty());
		Map<String, ReportCard> perKeywordAndLocation = new LinkedHashMap<>();
		newest.stream()
			.filter(card -> card.keyword() != null)
			.forEach(card -> perKeywordAndLocation
				.putIfAbsent(card.keyword().toLowerCase(Locale.ROOT) + "\u0000" + card.placeId(), card));
		latest.setItems(perKeywordAndLocation.values());
		ReportsNavigation.showHeatmaps(heatmaps, id,
				newest.stream().filter(card -> card.thumbnail() != null).limit(HEATMAPS_SHOWN).toList());
	}

	private static String plain(BigDecimal value) {
		return value == null ? "–" : value.stripTrailingZeros().toPlainString();
	}

	@Override
	public String getPageTitle() {
		return name.getText() + " · Locus";
	}

}
