package app.locus.dashboard.ui;

import java.math.BigDecimal;
import java.util.List;

import app.locus.base.DisplayDates;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.PhoneWidth;
import app.locus.reports.NewestScans;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportService;
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

	private final Grid<ReportCard> latest = new DirectRowsGrid<>();

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
		NewestScans newest = reports.newestScans(id, SCANS_READ, HEATMAPS_SHOWN);
		placeholder.setVisible(newest.nothingToShow());
		latest.setItems(newest.perKeywordAndPlace());
		ReportsNavigation.showHeatmaps(heatmaps, id, newest.withHeatmap());
	}

	private static String plain(BigDecimal value) {
		return value == null ? "–" : value.stripTrailingZeros().toPlainString();
	}

	@Override
	public String getPageTitle() {
		return name.getText() + " · Locus";
	}

}
