package app.locus.campaigns.ui;

import app.locus.base.DisplayDates;
import app.locus.base.LocusException;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.Notices;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignId;
import app.locus.campaigns.CampaignReportService;
import app.locus.reports.ReportCard;
import app.locus.shell.MainLayout;
import app.locus.upstream.api.reports.RankMetrics;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;

/**
 * The reports of one campaign's runs, newest first, with the consolidated metrics and
 * their movement since the run before; each opens its detail.
 */
@Route(value = CampaignsNavigation.REPORTS_ROUTE, layout = MainLayout.class)
@PageTitle("Campaign reports · Locus")
@PermitAll
class CampaignReportsView extends Main implements BeforeEnterObserver {

	private final transient CampaignReportService reports;

	private final Grid<ReportCard> grid = new DirectRowsGrid<>();

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private WorkspaceId workspace;

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private CampaignId campaign;

	CampaignReportsView(CampaignReportService reports) {
		this.reports = reports;
		getStyle().set("padding", "var(--lumo-space-l)");
		grid.setId("campaign-runs");
		grid.addComponentColumn(card -> {
			Anchor open = new Anchor(
					CampaignsNavigation.reportPath(workspace.value(), campaign.value(), card.key().value()),
					DisplayDates.day(card.date()));
			open.setId("campaign-run-" + card.key().value());
			return open;
		}).setHeader("Run").setAutoWidth(true);
		grid.addColumn(card -> card.scanCount() == null ? "" : card.scanCount().toString()).setHeader("Scans");
		grid.addColumn(card -> MetricText.of(card.metrics(), RankMetrics::arp)).setHeader("ARP");
		grid.addColumn(card -> MetricText.of(card.metrics(), RankMetrics::atrp)).setHeader("ATRP");
		grid.addColumn(card -> MetricText.of(card.metrics(), RankMetrics::solv)).setHeader("SoLV / SAIV");
		grid.addComponentColumn(
				card -> MovementBadges.of("run-move-" + card.key().value(), card.movement(), card.platform()))
			.setHeader("Since the run before")
			.setAutoWidth(true);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		campaign = CampaignId.parse(event.getRouteParameters().get("campaignId").orElse(null));
		Campaign shown = reports.campaign(workspace, campaign);
		removeAll();
		H2 title = new H2("Reports of " + shown.name());
		title.setId("campaign-reports-title");
		Paragraph about = new Paragraph("One report per run, consolidated over " + shown.placeIds().size()
				+ " locations and " + shown.keywords().size() + " keywords. ARP and ATRP: lower is better; "
				+ "SoLV / SAIV: higher is better.");
		add(title, about);
		if (reports.mayCheckForNewRuns(workspace)) {
			Button check = new Button("Check for new runs", click -> checkForNewRuns());
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
