package app.locus.portal.ui;

import java.time.format.DateTimeFormatter;
import java.util.Locale;

import app.locus.base.WorkspaceId;
import app.locus.base.ui.MainLayout;
import app.locus.businessprofile.Proposal;
import app.locus.calendar.CalendarEntry;
import app.locus.portal.ClientDashboard;
import app.locus.portal.ClientDashboardService;
import app.locus.reports.ReportCard;
import app.locus.reports.ui.ReportsNavigation;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Image;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexLayout;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.PermitAll;

/**
 * The client dashboard: where a client viewer lands in a workspace, and what agency staff
 * open to see what their client sees. Read from stored reports, campaigns and proposals;
 * rendering it never calls the scanning service.
 */
@Route(value = PortalNavigation.OVERVIEW_ROUTE, layout = MainLayout.class)
@PermitAll
class ClientDashboardView extends Main implements BeforeEnterObserver, HasDynamicTitle {

	static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("EEE d MMM yyyy", Locale.ENGLISH);

	private final transient ClientDashboardService dashboards;

	private final H2 title = new H2();

	private final Paragraph noScans = new Paragraph(
			"No scan reports yet. They appear here once the first scans of this workspace have run.");

	private final Grid<StandingRow> standings = new Grid<>();

	private final FlexLayout heatmaps = new FlexLayout();

	private final Grid<CalendarEntry> upcoming = new Grid<>();

	private final Paragraph nothingPlanned = new Paragraph("No scans are planned in the next weeks.");

	private final Div approvals = new Div();

	ClientDashboardView(ClientDashboardService dashboards) {
		this.dashboards = dashboards;
		getStyle().set("padding", "var(--lumo-space-l)");
		title.setId("overview-title");
		noScans.setId("overview-no-scans");
		standings.setId("overview-standings");
		standings.addColumn(StandingRow::keyword).setHeader("Keyword").setFlexGrow(2);
		standings.addColumn(StandingRow::location).setHeader("Location").setFlexGrow(2);
		standings.addColumn(StandingRow::metric).setHeader("Metric").setKey("metric");
		standings.addColumn(StandingRow::share).setHeader("Share of voice").setKey("share");
		standings.addColumn(StandingRow::shareMove).setHeader("Since last scan").setKey("share-move");
		standings.addColumn(StandingRow::rank).setHeader("Average rank").setKey("arp");
		standings.addColumn(StandingRow::rankMove).setHeader("Rank change").setKey("arp-move");
		standings.addColumn(StandingRow::latestScan).setHeader("Latest scan");
		standings.setAllRowsVisible(true);
		heatmaps.setId("overview-heatmaps");
		heatmaps.setFlexWrap(FlexLayout.FlexWrap.WRAP);
		heatmaps.getStyle().set("gap", "var(--lumo-space-m)");
		upcoming.setId("overview-upcoming");
		upcoming.addColumn(entry -> DAY.format(entry.date())).setHeader("Date");
		upcoming.addColumn(entry -> entry.time() == null ? "" : entry.time().toString()).setHeader("Time");
		upcoming.addColumn(entry -> entry.kind().label()).setHeader("Kind");
		upcoming.addColumn(CalendarEntry::what).setHeader("What").setFlexGrow(2);
		upcoming.addColumn(CalendarEntry::where).setHeader("Where").setFlexGrow(2);
		upcoming.setAllRowsVisible(true);
		nothingPlanned.setId("overview-nothing-planned");
		approvals.setId("overview-approvals");
		add(title, new H3("Share of voice per keyword"), noScans, standings, new H3("Newest heatmaps"), heatmaps,
				new H3("Upcoming scans"), nothingPlanned, upcoming, new H3("Waiting for your approval"), approvals);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		WorkspaceId workspace = WorkspaceId
			.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		ClientDashboard dashboard = dashboards.dashboard(workspace);
		title.setText(dashboard.workspaceName());
		standings.setItems(dashboard.standings().stream().map(StandingRow::of).toList());
		noScans.setVisible(dashboard.standings().isEmpty());
		standings.setVisible(!dashboard.standings().isEmpty());
		heatmaps.removeAll();
		dashboard.heatmaps().forEach(card -> heatmaps.add(heatmap(workspace, card)));
		upcoming.setItems(dashboard.upcoming());
		upcoming.setVisible(!dashboard.upcoming().isEmpty());
		nothingPlanned.setVisible(dashboard.upcoming().isEmpty());
		approvals.removeAll();
		if (dashboard.proposals().isEmpty()) {
			approvals.add(new Paragraph("Nothing is waiting for your approval."));
		}
		else {
			Anchor open = new Anchor("w/" + workspace + "/approvals",
					dashboard.proposals().size() == 1 ? "1 business-profile change is waiting for approval"
							: dashboard.proposals().size() + " business-profile changes are waiting for approval");
			open.setId("overview-approvals-link");
			approvals.add(open);
			dashboard.proposals().forEach(proposal -> approvals.add(new Paragraph(describe(proposal))));
		}
	}

	private static Anchor heatmap(WorkspaceId workspace, ReportCard card) {
		Image image = new Image(ReportsNavigation.thumbnailPath(workspace, card), "Heatmap of " + card.keyword());
		image.setHeight("96px");
		Span caption = new Span(card.keyword() + " · " + DAY.format(card.date()));
		caption.getStyle().set("font-size", "var(--lumo-font-size-s)").set("display", "block");
		// Image and caption straight in the link (a flex item, so laid out as a block): a
		// wrapper element per card would be one more component kept per session.
		Anchor link = new Anchor("w/" + workspace + "/reports/scan/" + card.key().value(), image, caption);
		link.setTitle(card.locationName() == null ? card.keyword() : card.keyword() + " at " + card.locationName());
		link.addClassName("overview-heatmap");
		return link;
	}

	private static String describe(Proposal proposal) {
		return proposal.preview() + " (proposed by " + proposal.authorEmail() + ")";
	}

	@Override
	public String getPageTitle() {
		return title.getText() + " · Locus";
	}

}
