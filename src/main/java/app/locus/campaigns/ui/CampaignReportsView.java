package app.locus.campaigns.ui;

import app.locus.base.LocusException;
import app.locus.base.WorkspaceId;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.Notices;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignId;
import app.locus.campaigns.CampaignReportService;
import app.locus.reports.Metric;
import app.locus.reports.ReportCard;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.upstream.api.reports.RankMetrics;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;

/**
 * The reports of one campaign's runs, newest first, with the consolidated metrics and
 * their movement since the run before; each opens its detail. Its words and figures are
 * the reader's ({@code campaigns.reports.*}).
 */
@Route(value = CampaignsNavigation.REPORTS_ROUTE, layout = MainLayout.class)
@PermitAll
class CampaignReportsView extends Main implements BeforeEnterObserver, NamedPage {

	private final transient CampaignReportService reports;

	private final Grid<ReportCard> grid = new DirectRowsGrid<>();

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private WorkspaceId workspace;

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private CampaignId campaign;

	CampaignReportsView(CampaignReportService reports) {
		this.reports = reports;
		LocaleFormats formats = LocaleFormats.of(getLocale());
		getStyle().set("padding", "var(--lumo-space-l)");
		grid.setId("campaign-runs");
		grid.addComponentColumn(card -> {
			Anchor open = new Anchor(
					CampaignsNavigation.reportPath(workspace.value(), campaign.value(), card.key().value()),
					formats.day(card.date()));
			open.setId("campaign-run-" + card.key().value());
			return open;
		}).setHeader(getTranslation("campaigns.reports.column.run")).setAutoWidth(true);
		grid.addColumn(card -> card.scanCount() == null ? "" : formats.number(card.scanCount()))
			.setHeader(getTranslation("campaigns.reports.column.scans"));
		grid.addColumn(card -> MetricText.of(formats, card.metrics(), RankMetrics::arp)).setHeader(Metric.ARP.name());
		grid.addColumn(card -> MetricText.of(formats, card.metrics(), RankMetrics::atrp)).setHeader(Metric.ATRP.name());
		grid.addColumn(card -> MetricText.of(formats, card.metrics(), RankMetrics::solv))
			.setHeader(getTranslation("campaigns.column.share"));
		grid.addComponentColumn(card -> MovementBadges.of(this::getTranslation, formats,
				"run-move-" + card.key().value(), card.movement(), card.platform()))
			.setHeader(getTranslation("campaigns.column.movement"))
			.setAutoWidth(true);
	}

	@Override
	public String pageName() {
		return getTranslation("campaigns.reports.page-title");
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		campaign = CampaignId.parse(event.getRouteParameters().get("campaignId").orElse(null));
		Campaign shown = reports.campaign(workspace, campaign);
		removeAll();
		H2 title = new H2(getTranslation("campaigns.reports.title", shown.name()));
		title.setId("campaign-reports-title");
		Paragraph about = new Paragraph(
				getTranslation("campaigns.reports.about", shown.placeIds().size(), shown.keywords().size()));
		add(title, about);
		if (reports.mayCheckForNewRuns(workspace)) {
			Button check = new Button(getTranslation("campaigns.reports.check"), click -> checkForNewRuns());
			check.setId("campaign-runs-check");
			add(check);
		}
		add(grid);
		grid.setItems(reports.runs(workspace, campaign));
	}

	private void checkForNewRuns() {
		try {
			reports.checkForNewRuns(workspace);
			grid.setItems(reports.runs(workspace, campaign));
		}
		catch (LocusException ex) {
			Notices.error(ex.getMessage());
		}
	}

}
