package app.locus.dashboard.ui;

import java.util.List;

import app.locus.base.WorkspaceId;
import app.locus.base.i18n.LocaleFormats;
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
import app.locus.shell.NamedPage;
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
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.PermitAll;

/**
 * A workspace's home page: the latest metrics of every keyword at every location and the
 * newest heatmaps, read from the stored reports (no call to the scanning service).
 */
@Route(value = DashboardNavigation.DASHBOARD_ROUTE, layout = MainLayout.class)
@PermitAll
class WorkspaceDashboardView extends Main implements BeforeEnterObserver, NamedPage {

	private final transient WorkspaceService workspaces;

	private static final int SCANS_READ = 100;

	private static final int HEATMAPS_SHOWN = 4;

	/** As many decimals as the service reports for ranks and shares. */
	private static final int FIGURE_DECIMALS = 2;

	private final transient ReportService reports;

	private final H2 name = new H2();

	private final Paragraph placeholder = new Paragraph();

	private final Grid<ReportCard> latest = new DirectRowsGrid<>();

	private final Html heatmaps = ReportsNavigation.heatmapStrip("newest-heatmaps");

	private final transient UnknownSpendService spends;

	private final Div unknownSpends = new Div();

	WorkspaceDashboardView(WorkspaceService workspaces, ReportService reports, UnknownSpendService spends) {
		this.workspaces = workspaces;
		this.reports = reports;
		this.spends = spends;
		LocaleFormats formats = LocaleFormats.of(getLocale());
		placeholder.setText(getTranslation("dashboard.no-reports"));
		name.setId("workspace-name");
		placeholder.setId("dashboard-placeholder");
		latest.setId("latest-per-keyword");
		GridColumns.neverCut(latest, ReportCard::keyword).setHeader(getTranslation("dashboard.keyword"));
		GridColumns.neverCut(latest, ReportCard::locationName).setHeader(getTranslation("dashboard.location"));
		GridColumns.day(latest, card -> formats.day(card.date())).setHeader(getTranslation("dashboard.latest-scan"));
		GridColumns.figure(latest, card -> formats.decimal(card.metrics().arp(), FIGURE_DECIMALS))
			.setHeader(getTranslation("dashboard.arp"));
		GridColumns.figure(latest, card -> formats.decimal(card.metrics().atrp(), FIGURE_DECIMALS))
			.setHeader(getTranslation("dashboard.atrp"));
		GridColumns.figure(latest, card -> share(formats, card)).setHeader(getTranslation("dashboard.share"));
		PhoneWidth.foldColumns(latest,
				() -> latest.addColumn(PhoneWidth.<ReportCard>folded(ReportCard::keyword,
						List.of(ReportCard::locationName, card -> formats.day(card.date())),
						List.of(card -> "ARP " + formats.decimal(card.metrics().arp(), FIGURE_DECIMALS),
								card -> "ATRP " + formats.decimal(card.metrics().atrp(), FIGURE_DECIMALS),
								card -> share(formats, card))))
					.setHeader(getTranslation("dashboard.folded")));
		latest.setAllRowsVisible(true);
		getStyle().set("padding", "var(--lumo-space-l)");
		Paragraph meaning = new Paragraph(getTranslation("dashboard.metrics-meaning"));
		meaning.setId("dashboard-metrics-meaning");
		meaning.getStyle().set("color", "var(--lumo-secondary-text-color)").set("font-size", "var(--lumo-font-size-s)");
		add(name, unknownSpends, placeholder, new H3(getTranslation("dashboard.latest")), meaning, latest,
				new H3(getTranslation("dashboard.heatmaps")), heatmaps);
	}

	/** "64.5 SoLV": the metric keeps its established name in every language. */
	private static String share(LocaleFormats formats, ReportCard card) {
		return formats.decimal(card.metrics().solv(), FIGURE_DECIMALS) + " " + card.primaryMetric().label();
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

	@Override
	public String pageName() {
		return name.getText();
	}

}
