package app.locus.autoscans.ui;

import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;

import app.locus.autoscans.AutoscanSearch;
import app.locus.autoscans.AutoscanService;
import app.locus.base.LocusException;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.i18n.Texts;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.PhoneWidth;
import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.security.CurrentUser;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.tenancy.CostVisibility;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.Page;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.autoscans.Autoscan;
import app.locus.upstream.api.autoscans.AutoscanStatus;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
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
@PermitAll
class AutoscansView extends Main implements BeforeEnterObserver, NamedPage {

	private final transient AutoscanService autoscans;

	private final transient CostVisibility costs;

	private final transient CurrentUser currentUser;

	private final LocaleFormats formats = LocaleFormats.of(getLocale());

	private final AutoscanFilterForm form = new AutoscanFilterForm();

	private final Grid<Autoscan> grid = new DirectRowsGrid<>();

	private final Paragraph summary = new Paragraph();

	private final Button more = new Button(getTranslation("autoscans.load-more"), event -> loadMore());

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
			.setHeader(getTranslation("autoscans.column.name"))
			.setWidth("6.5em")
			.setFlexGrow(2);
		GridColumns.text(grid, AutoscansView::location)
			.setHeader(getTranslation("autoscans.column.location"))
			.setWidth("6em")
			.setFlexGrow(2);
		GridColumns.text(grid, autoscan -> text(autoscan.keyword()))
			.setHeader(getTranslation("autoscans.column.keyword"))
			.setWidth("6em");
		GridColumns.text(grid, AutoscansView::platform)
			.setHeader(getTranslation("autoscans.column.platform"))
			.setWidth("6em");
		GridColumns.text(grid, AutoscansView::grid)
			.setHeader(getTranslation("autoscans.column.grid"))
			.setWidth("5em")
			.setFlexGrow(0);
		GridColumns.text(grid, this::cost)
			.setHeader(getTranslation("autoscans.column.credits"))
			.setKey("credits")
			.setWidth("6em");
		GridColumns.text(grid, this::frequency)
			.setHeader(getTranslation("autoscans.column.frequency"))
			.setWidth("6.5em");
		GridColumns.text(grid, autoscan -> when(autoscan.nextRunAt()))
			.setHeader(getTranslation("autoscans.column.next-run"))
			.setWidth("6.5em");
		GridColumns.text(grid, autoscan -> when(autoscan.lastRunAt()))
			.setHeader(getTranslation("autoscans.column.last-run"))
			.setWidth("6.5em");
		GridColumns.text(grid, this::status).setHeader(getTranslation("autoscans.column.status")).setWidth("5em");
		PhoneWidth.foldColumns(grid,
				() -> grid
					.addColumn(PhoneWidth.<Autoscan>folded(autoscan -> text(autoscan.nickname()),
							List.of(AutoscansView::location, autoscan -> text(autoscan.keyword()),
									AutoscansView::platform, AutoscansView::grid),
							List.of(this::frequency, autoscan -> next(autoscan), this::status, this::costIfShown)))
					.setHeader(getTranslation("autoscans.column.folded"))
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
			add(new H2(getTranslation("autoscans.title")), about, summary, grid, more);
			search();
			return;
		}
		Button searchButton = new Button(getTranslation("autoscans.search"), click -> search());
		searchButton.setId("autoscans-search");
		searchButton.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		HorizontalLayout actions = new HorizontalLayout(searchButton);
		if (autoscans.mayRefresh(workspace)) {
			Button refresh = new Button(getTranslation("autoscans.refresh"), click -> refresh());
			refresh.setId("autoscans-refresh");
			actions.add(refresh);
		}
		Paragraph about = new Paragraph(getTranslation("autoscans.about", zone.getId()));
		add(new H2(getTranslation("autoscans.title")), about, form, actions, summary, grid, more);
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
			Notices.error(getTranslation("autoscans.read-failed", ex.getMessage()));
			return null;
		}
	}

	private void show(Page<Autoscan> page) {
		shown.addAll(page.items());
		nextToken = page.nextToken();
		grid.setItems(shown);
		more.setVisible(nextToken != null);
		summary.setText(page.count() == null ? getTranslation("autoscans.summary", shown.size())
				: getTranslation("autoscans.summary.of", shown.size(), page.count()));
	}

	private void refresh() {
		try {
			int stored = autoscans.refresh(workspace);
			Notices.success(getTranslation("autoscans.refreshed", stored));
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

	private String frequency(Autoscan autoscan) {
		return autoscan.frequency() == null ? "" : frequencyText(this::getTranslation, autoscan.frequency());
	}

	private String status(Autoscan autoscan) {
		return autoscan.status() == null ? "" : statusText(this::getTranslation, autoscan.status());
	}

	/** How often a scheduled scan runs, in the reader's words ("Weekly"). */
	static String frequencyText(Texts texts, Frequency frequency) {
		return texts.text(switch (frequency) {
			case ONE_TIME -> "autoscans.frequency.one-time";
			case DAILY -> "autoscans.frequency.daily";
			case WEEKLY -> "autoscans.frequency.weekly";
			case BIWEEKLY -> "autoscans.frequency.biweekly";
			case MONTHLY -> "autoscans.frequency.monthly";
		});
	}

	/** Whether a scheduled scan runs, in the reader's words. */
	static String statusText(Texts texts, AutoscanStatus status) {
		return texts.text(switch (status) {
			case SCHEDULED -> "autoscans.status.scheduled";
			case PAUSED -> "autoscans.status.paused";
		});
	}

	private String next(Autoscan autoscan) {
		return autoscan.nextRunAt() == null ? "" : getTranslation("autoscans.folded.next", when(autoscan.nextRunAt()));
	}

	private String costIfShown(Autoscan autoscan) {
		String cost = cost(autoscan);
		return costsShown && !cost.isEmpty() ? getTranslation("autoscans.folded.credits", cost) : "";
	}

	/** "25 (google)": the credits of one run, on the platform the service bills. */
	private String cost(Autoscan autoscan) {
		if (autoscan.gridSize() == null) {
			return "";
		}
		Platform platform = autoscan.platform();
		String credits = formats.credits((long) autoscan.gridSize() * autoscan.gridSize());
		return platform == null ? credits : getTranslation("autoscans.cost", credits, platform.code());
	}

	private String when(@Nullable Instant instant) {
		return instant == null ? "" : formats.instant(instant, zone);
	}

	@Override
	public String pageName() {
		return getTranslation("autoscans.title");
	}

	private static String text(@Nullable String value) {
		return value == null ? "" : value;
	}

}
