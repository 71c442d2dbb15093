package app.locus.autoscans.ui;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import app.locus.base.DisplayDates;
import app.locus.autoscans.AutoscanSearch;
import app.locus.autoscans.AutoscanService;
import app.locus.base.LocusException;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.PhoneWidth;
import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.security.CurrentUser;
import app.locus.shell.MainLayout;
import app.locus.tenancy.CostVisibility;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.Page;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.autoscans.Autoscan;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;
import org.jspecify.annotations.Nullable;

/**
 * The workspace's scheduled scans as the service lists them, filtered by every filter of
 * the spec. Pages are fetched one at a time with the listing's {@code next_token}: "Load
 * more" appends the next page and never fetches a shown page again. The service offers no
 * way to change scheduled scans, so the page only reads.
 */
@Route(value = AutoscansNavigation.ROUTE, layout = MainLayout.class)
@PageTitle("Scheduled scans · Locus")
@PermitAll
class AutoscansView extends Main implements BeforeEnterObserver {

	private final transient AutoscanService autoscans;

	private final transient CostVisibility costs;

	private final transient CurrentUser currentUser;

	private final AutoscanFilterForm form = new AutoscanFilterForm();

	private final Grid<Autoscan> grid = new DirectRowsGrid<>();

	private final Paragraph summary = new Paragraph();

	private final Button more = new Button("Load more", event -> loadMore());

	private final List<Autoscan> shown = new ArrayList<>();

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private WorkspaceId workspace;

	private transient @Nullable AutoscanSearch search;

	/** Whether this person sees credits; the folded column leaves them out otherwise. */
	private boolean costsShown;

	private @Nullable String nextToken;

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private ZoneId zone;

	AutoscansView(AutoscanService autoscans, CostVisibility costs, CurrentUser currentUser) {
		this.currentUser = currentUser;
		this.autoscans = autoscans;
		this.costs = costs;
		getStyle().set("padding", "var(--lumo-space-l)");
		grid.setId("autoscans-grid");
		GridColumns.text(grid, autoscan -> text(autoscan.nickname()))
			.setHeader("Name")
			.setWidth("6.5em")
			.setFlexGrow(2);
		GridColumns.text(grid, AutoscansView::location).setHeader("Location").setWidth("6em").setFlexGrow(2);
		GridColumns.text(grid, autoscan -> text(autoscan.keyword())).setHeader("Keyword").setWidth("6em");
		GridColumns.text(grid, AutoscansView::platform).setHeader("Platform").setWidth("6em");
		GridColumns.text(grid, AutoscansView::grid).setHeader("Grid").setWidth("5em").setFlexGrow(0);
		GridColumns.text(grid, AutoscansView::cost).setHeader("Credits per run").setKey("credits").setWidth("6em");
		GridColumns.text(grid, AutoscansView::frequency).setHeader("Frequency").setWidth("6.5em");
		GridColumns.text(grid, autoscan -> when(autoscan.nextRunAt())).setHeader("Next run").setWidth("6.5em");
		GridColumns.text(grid, autoscan -> when(autoscan.lastRunAt())).setHeader("Last run").setWidth("6.5em");
		GridColumns.text(grid, AutoscansView::status).setHeader("Status").setWidth("5em");
		PhoneWidth.foldColumns(grid,
				() -> grid.addColumn(PhoneWidth.<Autoscan>folded(autoscan -> text(autoscan.nickname()),
						List.of(AutoscansView::location, autoscan -> text(autoscan.keyword()), AutoscansView::platform,
								AutoscansView::grid),
						List.of(AutoscansView::frequency, autoscan -> next(autoscan), AutoscansView::status,
								this::costIfShown)))
					.setHeader("Scheduled scan")
					.setKey("folded"));
		summary.setId("autoscans-summary");
		more.setId("autoscans-more");
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		zone = autoscans.zone(workspace);
		costsShown = costs.shown(workspace);
		GridColumns.keepOnlyIf(grid, "credits", costsShown);
		removeAll();
		if (currentUser.require().role() == Role.CLIENT_VIEWER) {
			// a client reads the scans planned for them: no search by the service's
			// filters (place ids, grid sizes, page sizes), no word of the vendor
			Paragraph about = new Paragraph(getTranslation("clientportal.autoscans.about", zone.getId()));
			about.setId("autoscans-about");
			add(new H2("Scheduled scans"), about, summary, grid, more);
			search();
			return;
		}
		Button searchButton = new Button("Search", click -> search());
		searchButton.setId("autoscans-search");
		searchButton.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		HorizontalLayout actions = new HorizontalLayout(searchButton);
		if (autoscans.mayRefresh(workspace)) {
			Button refresh = new Button("Refresh the calendar's copy", click -> refresh());
			refresh.setId("autoscans-refresh");
			actions.add(refresh);
		}
		Paragraph about = new Paragraph("Scheduled scans are set up on the vendor's dashboard; times are shown in "
				+ zone.getId() + ". The calendars show them from a copy the background sync keeps.");
		add(new H2("Scheduled scans"), about, form, actions, summary, grid, more);
		search();
	}

	private void search() {
		AutoscanSearch wanted = form.search();
		ServiceCall.run(form.fields(), () -> {
			Page<Autoscan> first = fetch(wanted, null);
			if (first != null) {
				search = wanted;
				shown.clear();
				show(first);
			}
		});
	}

	private void loadMore() {
		if (nextToken == null || search == null) {
			return;
		}
		Page<Autoscan> page = fetch(search, nextToken);
		if (page != null) {
			show(page);
		}
	}

	/** One page, or null after telling the person why there is none. */
	private @Nullable Page<Autoscan> fetch(AutoscanSearch wanted, @Nullable String token) {
		try {
			return autoscans.page(workspace, wanted, token);
		}
		catch (UpstreamException ex) {
			Notices.error("The scheduled scans could not be read now: " + ex.getMessage());
			return null;
		}
	}

	private void show(Page<Autoscan> page) {
		shown.addAll(page.items());
		nextToken = page.nextToken();
		grid.setItems(shown);
		more.setVisible(nextToken != null);
		summary.setText(
				"Showing " + shown.size() + (page.count() == null ? "" : " of " + page.count()) + " scheduled scans.");
	}

	private void refresh() {
		try {
			int stored = autoscans.refresh(workspace);
			Notices.success(stored + " scheduled scans are on the calendar.");
		}
		catch (LocusException ex) {
			Notices.error(ex.getMessage());
		}
	}

	private static String location(Autoscan autoscan) {
		return autoscan.location() == null || autoscan.location().name() == null ? text(autoscan.placeId())
				: autoscan.location().name();
	}

	private static String platform(Autoscan autoscan) {
		return autoscan.platform() == null ? "" : autoscan.platform().displayName();
	}

	private static String grid(Autoscan autoscan) {
		return autoscan.gridSize() == null ? "" : autoscan.gridSize() + " × " + autoscan.gridSize();
	}

	private static String frequency(Autoscan autoscan) {
		return autoscan.frequency() == null ? "" : autoscan.frequency().displayName();
	}

	private static String status(Autoscan autoscan) {
		return autoscan.status() == null ? "" : autoscan.status().code();
	}

	private String next(Autoscan autoscan) {
		return autoscan.nextRunAt() == null ? "" : "next " + when(autoscan.nextRunAt());
	}

	private String costIfShown(Autoscan autoscan) {
		String cost = cost(autoscan);
		return costsShown && !cost.isEmpty() ? "credits per run: " + cost : "";
	}

	private static String cost(Autoscan autoscan) {
		if (autoscan.gridSize() == null) {
			return "";
		}
		Platform platform = autoscan.platform();
		return autoscan.gridSize() * autoscan.gridSize() + (platform == null ? "" : " (" + platform.code() + ")");
	}

	private String when(@Nullable Instant instant) {
		return instant == null ? "" : DisplayDates.instant(instant, zone);
	}

	private static String text(@Nullable String value) {
		return value == null ? "" : value;
	}

}
