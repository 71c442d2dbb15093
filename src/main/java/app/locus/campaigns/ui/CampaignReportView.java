package app.locus.campaigns.ui;

import java.util.Optional;

import app.locus.base.NotFoundException;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.ui.Background;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.UnexpectedErrors;
import app.locus.campaigns.CampaignId;
import app.locus.campaigns.CampaignReportService;
import app.locus.campaigns.CampaignRunReport;
import app.locus.reports.Metric;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportType;
import app.locus.reports.ui.ReportsNavigation;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.campaigns.CampaignReport;
import app.locus.upstream.api.reports.RankMetrics;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.progressbar.ProgressBar;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;

/**
 * One run of a campaign: the consolidated metrics and movement, every location and
 * keyword's result with its own movement and scan report, the campaign's stored scan
 * reports, and the vendor dashboard's page where the agency shows it. Its words and
 * figures are the reader's ({@code campaigns.run.*}).
 */
@Route(value = CampaignsNavigation.REPORT_ROUTE, layout = MainLayout.class)
@PermitAll
class CampaignReportView extends Main implements BeforeEnterObserver, NamedPage {

	private final transient CampaignReportService reports;

	private final transient Background background;

	private final Div body = new Div();

	private final LocaleFormats formats;

	CampaignReportView(CampaignReportService reports, Background background) {
		this.reports = reports;
		this.background = background;
		this.formats = LocaleFormats.of(getLocale());
		getStyle().set("padding", "var(--lumo-space-l)");
		add(body);
	}

	@Override
	public String pageName() {
		return getTranslation("campaigns.run.page-title");
	}

	/**
	 * Shows what is stored at once; a run whose results were never fetched gets them in
	 * the background (the long timeout class), so the page never waits on the service.
	 */
	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		WorkspaceId workspace = WorkspaceId
			.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		CampaignId campaign = CampaignId.parse(event.getRouteParameters().get("campaignId").orElse(null));
		ReportKey key = key(event.getRouteParameters().get("reportKey").orElse(""));
		Optional<CampaignRunReport> stored = reports.storedReport(workspace, campaign, key);
		body.removeAll();
		stored.ifPresentOrElse(run -> show(workspace, run),
				() -> body.add(new H2(getTranslation("campaigns.run.placeholder"))));
		if (stored.isEmpty() || !stored.get().complete()) {
			ProgressBar loading = new ProgressBar();
			loading.setIndeterminate(true);
			loading.setId("campaign-report-loading");
			body.addComponentAtIndex(1, loading);
			background.run(() -> reports.report(workspace, campaign, key), run -> show(workspace, run), failure -> {
				loading.setVisible(false);
				Paragraph error = new Paragraph(
						getTranslation("campaigns.run.error", UnexpectedErrors.describe(failure)));
				error.setId("campaign-report-error");
				body.addComponentAtIndex(1, error);
			});
		}
	}

	private void show(WorkspaceId workspace, CampaignRunReport run) {
		body.removeAll();
		ReportCard card = run.card();
		H2 title = new H2(getTranslation("campaigns.run.title", run.campaign().name(), formats.day(card.date())));
		title.setId("campaign-report-title");
		String arp = MetricText.of(formats, card.metrics(), RankMetrics::arp);
		String atrp = MetricText.of(formats, card.metrics(), RankMetrics::atrp);
		String share = MetricText.of(formats, card.metrics(), RankMetrics::solv);
		Paragraph totals = new Paragraph(
				card.scanCount() == null ? getTranslation("campaigns.run.totals", arp, atrp, share)
						: getTranslation("campaigns.run.totals.counted", card.scanCount(), arp, atrp, share));
		totals.setId("campaign-report-totals");
		Anchor back = new Anchor(CampaignsNavigation.reportsPath(workspace.value(), run.campaign().id().value()),
				getTranslation("campaigns.run.back"));
		back.setId("campaign-report-back");
		body.add(title, totals, MovementBadges.of(this::getTranslation, formats, "campaign-report-move",
				card.movement(), card.platform()));
		run.dashboardUrl().ifPresent(url -> {
			Anchor dashboard = new Anchor(url, getTranslation("campaigns.run.dashboard"));
			dashboard.setId("campaign-report-dashboard");
			dashboard.setTarget("_blank");
			body.add(dashboard);
		});
		body.add(new H3(getTranslation("campaigns.run.results")));
		if (run.complete()) {
			body.add(results(workspace, run));
		}
		body.add(scans(workspace, run), back);
	}

	private Grid<CampaignReport.Result> results(WorkspaceId workspace, CampaignRunReport run) {
		Grid<CampaignReport.Result> grid = new DirectRowsGrid<>();
		grid.setId("campaign-report-results");
		grid.addColumn(result -> run.report().placeName(result.placeId()))
			.setHeader(getTranslation("campaigns.run.column.location"))
			.setAutoWidth(true);
		grid.addColumn(CampaignReport.Result::keyword).setHeader(getTranslation("campaigns.run.column.keyword"));
		grid.addColumn(result -> MetricText.of(formats, result.metrics(), RankMetrics::arp))
			.setHeader(Metric.ARP.name());
		grid.addColumn(result -> MetricText.of(formats, result.metrics(), RankMetrics::atrp))
			.setHeader(Metric.ATRP.name());
		grid.addColumn(result -> MetricText.of(formats, result.metrics(), RankMetrics::solv))
			.setHeader(getTranslation("campaigns.column.share"));
		grid.addComponentColumn(result -> MovementBadges.of(this::getTranslation, formats,
				"result-move-" + run.report().results().indexOf(result), result.movement(), run.card().platform()))
			.setHeader(getTranslation("campaigns.column.movement"))
			.setAutoWidth(true);
		grid.addComponentColumn(result -> result.reportKey() == null ? new Div()
				: new Anchor(ReportsNavigation.detailPath(workspace.value(), ReportType.SCAN, result.reportKey()),
						getTranslation("campaigns.run.scan-report")))
			.setHeader(getTranslation("campaigns.run.column.scan"));
		grid.setItems(run.report().results());
		grid.setAllRowsVisible(true);
		return grid;
	}

	private Div scans(WorkspaceId workspace, CampaignRunReport run) {
		Div scans = new Div(new H3(getTranslation("campaigns.run.scans")));
		scans.setId("campaign-report-scans");
		if (run.scans().isEmpty()) {
			scans.add(new Paragraph(getTranslation("campaigns.run.scans.none")));
		}
		for (ReportCard scan : run.scans()) {
			Anchor link = new Anchor(
					ReportsNavigation.detailPath(workspace.value(), ReportType.SCAN, scan.key().value()),
					getTranslation("campaigns.run.scan", formats.day(scan.date()), String.valueOf(scan.keyword()),
							scan.locationName() == null ? String.valueOf(scan.placeId()) : scan.locationName()));
			link.setId("campaign-scan-" + scan.key().value());
			scans.add(new Div(link));
		}
		return scans;
	}

	private static ReportKey key(String segment) {
		try {
			return ReportKey.of(segment);
		}
		catch (ValidationException ex) {
			throw new NotFoundException("report");
		}
	}

}
