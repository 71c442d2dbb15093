package app.locus.portal.ui;

import java.time.LocalTime;
import java.util.List;

import app.locus.aivisibility.AiVisibility;
import app.locus.aivisibility.AiVisibilityService;
import app.locus.base.WorkspaceId;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.PhoneWidth;
import app.locus.businessprofile.Proposal;
import app.locus.calendar.CalendarEntry;
import app.locus.calendar.EntryKind;
import app.locus.portal.ClientDashboard;
import app.locus.portal.ClientDashboardService;
import app.locus.reports.ui.ReportsNavigation;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import com.vaadin.flow.component.Html;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.data.renderer.LitRenderer;
import com.vaadin.flow.function.ValueProvider;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.PermitAll;

/**
 * The client dashboard: where a client viewer lands in a workspace, and what agency staff
 * open to see what their client sees. Read from stored reports, campaigns and proposals;
 * rendering it never calls the scanning service.
 */
@Route(value = PortalNavigation.OVERVIEW_ROUTE, layout = MainLayout.class)
@PermitAll
class ClientDashboardView extends Main implements BeforeEnterObserver, NamedPage {

	private static final String HEATMAPS_ID = "overview-heatmaps";

	private final transient ClientDashboardService dashboards;

	private final H2 title = new H2();

	private final Paragraph noScans = new Paragraph();

	private final Grid<StandingRow> standings = new DirectRowsGrid<>();

	private final Html heatmaps = ReportsNavigation.heatmapStrip(HEATMAPS_ID);

	private final Grid<CalendarEntry> upcoming = new DirectRowsGrid<>();

	private final Paragraph nothingPlanned = new Paragraph();

	private final LocaleFormats formats;

	private final Div approvals = new Div();

	private final transient AiVisibilityService aiVisibility;

	private final Div ai = new Div();

	ClientDashboardView(ClientDashboardService dashboards, AiVisibilityService aiVisibility) {
		this.dashboards = dashboards;
		this.aiVisibility = aiVisibility;
		this.formats = LocaleFormats.of(getLocale());
		noScans.setText(getTranslation("clientportal.no-scans"));
		nothingPlanned.setText(getTranslation("clientportal.nothing-planned"));
		getStyle().set("padding", "var(--lumo-space-l)");
		title.setId("overview-title");
		noScans.setId("overview-no-scans");
		standings.setId("overview-standings");
		// Sentences, not figures: they wrap onto a second line rather than being cut.
		standings.addThemeVariants(GridVariant.LUMO_WRAP_CELL_CONTENT);
		standings.addColumn(twoLines(StandingRow::keyword, StandingRow::location))
			.setHeader(getTranslation("clientportal.keyword"))
			.setFlexGrow(3);
		standings
			.addColumn(LitRenderer.<StandingRow>of("""
					<div title="${item.technical}">${item.plain}</div>
					<div style="color: var(--lumo-secondary-text-color); font-size: var(--lumo-font-size-s)">\
					${item.move}</div>""")
				.withProperty("plain", StandingRow::plainShare)
				.withProperty("technical", StandingRow::shareTechnical)
				.withProperty("move", row -> row.metric() + " " + row.shareMove()))
			.setHeader(getTranslation("clientportal.share"))
			.setKey("share")
			.setFlexGrow(2);
		standings.addColumn(twoLines(StandingRow::rank, StandingRow::rankMove))
			.setHeader(getTranslation("clientportal.rank"))
			.setKey("arp")
			.setFlexGrow(2);
		standings.addColumn(StandingRow::latestScan).setHeader(getTranslation("clientportal.latest-scan"));
		PhoneWidth.foldColumns(standings,
				() -> standings
					.addColumn(PhoneWidth.<StandingRow>folded(StandingRow::keyword,
							List.of(StandingRow::location, StandingRow::latestScan),
							List.of(StandingRow::plainShare,
									row -> getTranslation("clientportal.rank.folded", row.rank(), row.rankMove()))))
					.setHeader(getTranslation("clientportal.share.folded"))
					.setKey("folded"));
		standings.setAllRowsVisible(true);
		upcoming.setId("overview-upcoming");
		upcoming.addThemeVariants(GridVariant.LUMO_WRAP_CELL_CONTENT);
		upcoming.addColumn(this::when).setHeader(getTranslation("clientportal.when"));
		upcoming.addColumn(twoLines(CalendarEntry::what, this::kind))
			.setHeader(getTranslation("clientportal.what"))
			.setFlexGrow(2);
		upcoming.addColumn(CalendarEntry::where).setHeader(getTranslation("clientportal.where")).setFlexGrow(2);
		PhoneWidth.foldColumns(upcoming,
				() -> upcoming
					.addColumn(PhoneWidth.<CalendarEntry>folded(CalendarEntry::what, List.of(this::when, this::kind),
							List.of(CalendarEntry::where)))
					.setHeader(getTranslation("clientportal.planned-scan"))
					.setKey("folded"));
		upcoming.setAllRowsVisible(true);
		nothingPlanned.setId("overview-nothing-planned");
		approvals.setId("overview-approvals");
		// the one thing the client must do comes first: on a phone the page is long
		add(title, new H3(getTranslation("clientportal.approvals")), approvals,
				new H3(getTranslation("clientportal.standings")), noScans, standings,
				new H3(getTranslation("clientportal.heatmaps")), heatmaps, ai,
				new H3(getTranslation("clientportal.upcoming")), nothingPlanned, upcoming);
	}

	/**
	 * A cell of two lines, the second smaller and grey: fewer, wider columns, so nothing
	 * is cut off, and fewer components kept per session (DD086). Lit escapes both values.
	 */
	private static <T> LitRenderer<T> twoLines(ValueProvider<T, String> first, ValueProvider<T, String> second) {
		return LitRenderer.<T>of("""
				<div>${item.first}</div>
				<div style="color: var(--lumo-secondary-text-color); font-size: var(--lumo-font-size-s)">\
				${item.second}</div>""").withProperty("first", first).withProperty("second", second);
	}

	private String when(CalendarEntry entry) {
		LocalTime time = entry.time();
		return formats.dayOfWeek(entry.date()) + (time == null ? "" : ", " + formats.time(time));
	}

	private String kind(CalendarEntry entry) {
		return getTranslation(
				entry.kind() == EntryKind.CAMPAIGN ? "clientportal.kind.campaign" : "clientportal.kind.autoscan");
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		WorkspaceId workspace = WorkspaceId
			.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		ClientDashboard dashboard = dashboards.dashboard(workspace);
		title.setText(dashboard.workspaceName());
		standings.setItems(dashboard.standings()
			.stream()
			.map(standing -> StandingRow.of(standing, this::getTranslation, formats))
			.toList());
		noScans.setVisible(dashboard.standings().isEmpty());
		standings.setVisible(!dashboard.standings().isEmpty());
		ReportsNavigation.showHeatmaps(heatmaps, workspace, dashboard.heatmaps());
		showAi(workspace);
		upcoming.setItems(dashboard.upcoming());
		upcoming.setVisible(!dashboard.upcoming().isEmpty());
		nothingPlanned.setVisible(dashboard.upcoming().isEmpty());
		approvals.removeAll();
		if (dashboard.proposals().isEmpty()) {
			approvals.add(new Paragraph(getTranslation("clientportal.approvals.none")));
		}
		else {
			Anchor open = new Anchor("w/" + workspace + "/approvals",
					getTranslation("clientportal.approvals.waiting", dashboard.proposals().size()));
			open.setId("overview-approvals-link");
			approvals.add(open);
			dashboard.proposals().forEach(proposal -> approvals.add(new Paragraph(describe(proposal))));
		}
	}

	/**
	 * What the AI engines say, in words; nothing at all for a client without AI scans.
	 */
	private void showAi(WorkspaceId workspace) {
		ai.removeAll();
		AiVisibility visibility = aiVisibility.visibility(workspace, null);
		if (!visibility.isEmpty()) {
			ai.add(new H3(getTranslation("aivisibility.plain.title")),
					new AiInPlainWords(visibility, this::getTranslation));
		}
	}

	private String describe(Proposal proposal) {
		return getTranslation("clientportal.approvals.proposal", proposal.preview(), proposal.authorEmail());
	}

	@Override
	public String pageName() {
		return title.getText();
	}

}
