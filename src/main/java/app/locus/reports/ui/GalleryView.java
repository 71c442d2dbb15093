package app.locus.reports.ui;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import app.locus.base.WorkspaceId;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.ui.Background;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.Notices;
import app.locus.base.ui.PhoneWidth;
import app.locus.base.ui.ServiceCall;
import app.locus.base.ui.UnexpectedErrors;
import app.locus.reports.ArrivalFeed;
import app.locus.reports.BatchOption;
import app.locus.reports.GalleryFilter;
import app.locus.reports.GallerySort;
import app.locus.reports.GalleryStart;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportService;
import app.locus.reports.ReportType;
import app.locus.security.CurrentUser;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.upstream.api.Platform;
import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.tabs.Tab;
import com.vaadin.flow.component.tabs.Tabs;
import com.vaadin.flow.data.renderer.LitRenderer;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Location;
import com.vaadin.flow.router.QueryParameters;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.streams.DownloadHandler;
import com.vaadin.flow.server.streams.DownloadResponse;
import jakarta.annotation.security.PermitAll;

/**
 * The workspace's reports, one tab per type, filtered and sorted in the database and
 * paged lazily (a workspace with thousands of reports loads one page at a time). Its
 * words are in the page's language ({@code reports.gallery.*}, {@code reports.type.*}).
 */
@Route(value = ReportsNavigation.GALLERY_ROUTE, layout = MainLayout.class)
@PermitAll
class GalleryView extends Main implements BeforeEnterObserver, NamedPage {

	static final String BATCH_PARAMETER = "batch";

	private static final String THUMBNAIL = "<img src=\"${item.thumbnail}\" alt=\"${item.alt}\" "
			+ "style=\"height: 42px\" ?hidden=${!item.thumbnail}><span ?hidden=${!!item.thumbnail}>" + ReportFormat.NONE
			+ "</span>";

	private final transient ReportService reports;

	private final transient ArrivalFeed arrivals;

	private final transient Background background;

	private final transient CurrentUser currentUser;

	private final LocaleFormats formats;

	private final ReportFormat format;

	private final Tabs tabs = new Tabs();

	private final GalleryFilterFold filters = new GalleryFilterFold(this::filterFields);

	private final Grid<GalleryRow> grid = new DirectRowsGrid<>();

	private final Span count = new Span();

	private final Anchor export = new Anchor();

	private final Button syncNow = new Button();

	private transient WorkspaceId workspace;

	// The tab, filters and sort the address asked for as the visit began.
	private GalleryAddress asked = GalleryAddress.read(QueryParameters.empty());

	private boolean visiting;

	private int shownCount;

	// The rows read with the count as the gallery opened, until the grid first asks.
	private transient List<GalleryRow> firstRows;

	private transient Runnable unsubscribe;

	GalleryView(ReportService reports, ArrivalFeed arrivals, Background background, CurrentUser currentUser) {
		this.reports = reports;
		this.arrivals = arrivals;
		this.background = background;
		this.currentUser = currentUser;
		this.formats = LocaleFormats.of(getLocale());
		this.format = new ReportFormat(this::getTranslation, formats);
		getStyle().set("padding", "var(--lumo-space-l)");
		tabs.setId("report-tabs");
		Tab all = new Tab(getTranslation("reports.gallery.tab.all"));
		all.setId("tab-all");
		tabs.add(all);
		for (ReportType type : ReportType.values()) {
			Tab tab = new Tab(typeLabel(type));
			tab.setId("tab-" + type.name().toLowerCase(Locale.ROOT));
			tabs.add(tab);
		}
		tabs.addSelectedChangeListener(event -> refresh());

		grid.setId("gallery");
		grid.addThemeVariants(GridVariant.LUMO_ROW_STRIPES);
		// A template with the picture's URL, not an image component with a data URI per
		// row: an open gallery kept ~1.25 MB of them in the session (DD085).
		PhoneWidth.keepOnPhones(grid
			.addColumn(LitRenderer.<GalleryRow>of(THUMBNAIL)
				.withProperty("thumbnail",
						row -> row.hasThumbnail() ? ThumbnailEndpoint.path(workspace, row.type(), row.key()) : "")
				.withProperty("alt", row -> getTranslation("reports.gallery.thumbnail.alt", row.keyword())))
			.setHeader(getTranslation("reports.gallery.column.heatmap"))
			.setAutoWidth(true)
			.setFlexGrow(0));
		GridColumns.day(grid, this::date).setHeader(getTranslation("reports.gallery.column.date"));
		GridColumns.neverCut(grid, GalleryRow::keyword).setHeader(getTranslation("reports.gallery.column.keyword"));
		GridColumns.neverCut(grid, GalleryRow::locationName)
			.setHeader(getTranslation("reports.gallery.column.location"));
		// What kind of scan, on one column's two lines: three columns of their own took
		// the width the keyword and the location need at 1280 px.
		GridColumns
			.stacked(grid, row -> typeLabel(row.type()),
					List.of(row -> ReportFormat.platform(row.platform()),
							row -> format.grid(row.gridSize(), row.radius(), row.unit())))
			.setHeader(getTranslation("reports.gallery.column.scan"));
		GridColumns.neverCut(grid, row -> format.metrics(row.metrics(), row.platform()))
			.setHeader(getTranslation("reports.gallery.column.metrics"));
		GridColumns.neverCut(grid, row -> format.movement(row.movement(), row.platform()))
			.setHeader(getTranslation("reports.gallery.column.movement"));
		PhoneWidth.foldColumns(grid,
				() -> grid
					.addColumn(PhoneWidth.<GalleryRow>folded(this::foldedTitle,
							List.of(row -> typeLabel(row.type()), this::date,
									row -> row.keyword() == null ? null : row.locationName()),
							List.of(row -> format.metrics(row.metrics(), row.platform()),
									row -> format.movement(row.movement(), row.platform()))))
					.setHeader(getTranslation("reports.gallery.column.folded"))
					.setKey("folded"));
		grid.addItemClickListener(event -> open(event.getItem()));

		export.setId("export-csv");
		export.setText(getTranslation("reports.gallery.export"));
		count.setId("gallery-count");
		syncNow.setId("sync-now");
		syncNow.setText(getTranslation("reports.gallery.sync"));
		syncNow.addClickListener(event -> sync());

		Paragraph legend = new Paragraph(getTranslation("reports.gallery.directions"));
		legend.setId("metric-directions");
		HorizontalLayout actions = new HorizontalLayout(count, export, syncNow);
		actions.setDefaultVerticalComponentAlignment(FlexComponent.Alignment.BASELINE);
		grid.setHeight("70vh");
		add(new H2(getTranslation("reports.gallery.title")), tabs, filters, actions, legend, grid);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		asked = GalleryAddress.read(event.getLocation().getQueryParameters());
		filters.startVisit(asked.namesFilter());
		syncNow.setVisible(currentUser.require().role().canWrite());
		int tab = asked.type() == null ? 0 : asked.type().ordinal() + 1;
		// The address is the one navigated to: it is written again only when the person
		// changes what it holds (Flow pushes the visit's own address after this).
		visiting = true;
		if (tabs.getSelectedIndex() != tab) {
			// the tab's listener refreshes
			tabs.setSelectedIndex(tab);
		}
		else {
			refresh();
		}
		visiting = false;
	}

	@Override
	protected void onAttach(AttachEvent event) {
		UI ui = event.getUI();
		WorkspaceId watched = workspace;
		if (watched != null) {
			unsubscribe = arrivals.subscribe(watched, arrived -> ui.access(() -> {
				Notices.success(getTranslation("reports.gallery.arrived", arrived.reports().size()));
				showArrived();
			}));
		}
	}

	@Override
	protected void onDetach(DetachEvent event) {
		if (unsubscribe != null) {
			unsubscribe.run();
			unsubscribe = null;
		}
	}

	private GalleryFilter filter() {
		int selected = tabs.getSelectedIndex();
		return filters.filter(selected <= 0 ? null : ReportType.values()[selected - 1]);
	}

	/**
	 * The fields, the first time the fold opens: the workspace's places and batches as
	 * their choices, the batch the address asked for chosen.
	 */
	private GalleryFilterFields filterFields() {
		return new GalleryFilterFields(reports.galleryPlaces(workspace), reports.galleryBatches(workspace), asked,
				this::refresh);
	}

	private void refresh() {
		if (workspace == null) {
			return;
		}
		GalleryFilter filter = filter();
		GallerySort order = filters.sorting();
		filters.summarize();
		WorkspaceId id = workspace;
		if (!visiting) {
			getUI().ifPresent(ui -> ui.getPage()
				.getHistory()
				.replaceState(null, new Location(ReportsNavigation.galleryPath(id.value()),
						GalleryAddress.write(filter, filters.sortKey()))));
		}
		// One read for the count (the grid's size) and its first rows (DD182).
		boolean read = ServiceCall.run(filters.byServiceName(), () -> {
			GalleryStart start = reports.galleryStart(id, filter, order, grid.getPageSize());
			showCount(start.total());
			firstRows = start.firstCards().stream().map(GalleryRow::of).toList();
		});
		if (!read) {
			// the refused field says what is wrong; a count of the last filter that
			// worked would contradict the empty table under it
			firstRows = null;
			shownCount = 0;
			count.setVisible(false);
			grid.setItems(List.of());
			return;
		}
		grid.setItems(query -> rows(id, filter, order, query.getOffset(), query.getLimit()).stream(),
				query -> shownCount);
		export.setHref(DownloadHandler.fromInputStream(event -> {
			byte[] csv = reports.galleryCsv(id, filter, order);
			return new DownloadResponse(new ByteArrayInputStream(csv), "reports.csv", "text/csv", csv.length);
		}));
	}

	/**
	 * New reports in the open gallery: the count and the rows again, keeping the filters
	 * and the place the person scrolled to.
	 */
	private void showArrived() {
		WorkspaceId id = workspace;
		GalleryFilter filter = filter();
		if (id != null && ServiceCall.run(filters.byServiceName(), () -> showCount(reports.count(id, filter)))) {
			grid.getDataProvider().refreshAll();
		}
	}

	private void showCount(int total) {
		shownCount = total;
		count.setVisible(true);
		count.setText(getTranslation("reports.gallery.count", total));
	}

	/**
	 * Rows offset to offset + limit: the first ones read with the count when they cover
	 * the grid's first request, else asked of the service.
	 */
	private List<GalleryRow> rows(WorkspaceId id, GalleryFilter filter, GallerySort order, int offset, int limit) {
		List<GalleryRow> first = firstRows;
		firstRows = null;
		if (first != null && offset == 0 && (limit <= first.size() || first.size() == shownCount)) {
			return first.subList(0, Math.min(limit, first.size()));
		}
		return page(id, filter, order, offset, limit);
	}

	/** Rows offset to offset + limit, asked of the service in pages it accepts. */
	private List<GalleryRow> page(WorkspaceId id, GalleryFilter filter, GallerySort order, int offset, int limit) {
		List<GalleryRow> rows = new ArrayList<>();
		while (rows.size() < limit) {
			int wanted = Math.min(ReportService.MAX_PAGE, limit - rows.size());
			List<ReportCard> page = reports.gallery(id, filter, order, offset + rows.size(), wanted);
			page.forEach(card -> rows.add(GalleryRow.of(card)));
			if (page.size() < wanted) {
				break;
			}
		}
		return rows;
	}

	private void sync() {
		syncNow.setEnabled(false);
		syncNow.setText(getTranslation("reports.gallery.sync.running"));
		WorkspaceId id = workspace;
		background.run(() -> reports.syncNow(id), result -> {
			syncNow.setEnabled(true);
			syncNow.setText(getTranslation("reports.gallery.sync"));
			if (!result.ran()) {
				Notices.success(getTranslation("reports.gallery.sync.already"));
			}
			else if (!result.failures().isEmpty()) {
				Notices.error(
						getTranslation("reports.gallery.sync.partly", String.join("; ", result.failures().values())));
			}
			else {
				Notices.success(getTranslation("reports.gallery.sync.done", result.total()));
			}
			showArrived();
		}, failure -> {
			syncNow.setEnabled(true);
			syncNow.setText(getTranslation("reports.gallery.sync"));
			Notices.error(getTranslation("reports.gallery.sync.failed", UnexpectedErrors.describe(failure)));
		});
	}

	private void open(GalleryRow row) {
		getUI().ifPresent(ui -> ui.navigate(ReportFormat.detailPath(workspace.toString(), row.type(), row.key())));
	}

	/**
	 * A folded row's title: its keyword, else (a location report) the place's name, else
	 * its type; the type is on the line under it.
	 */
	String foldedTitle(GalleryRow row) {
		if (row.keyword() != null) {
			return row.keyword();
		}
		return row.locationName() == null || row.locationName().isBlank() ? typeLabel(row.type()) : row.locationName();
	}

	private String date(GalleryRow row) {
		return row.date() == null ? ReportFormat.NONE : formats.day(row.date());
	}

	/** A type's name, as its tab says it: "Scan", "Competitors". */
	private String typeLabel(ReportType type) {
		return getTranslation(switch (type) {
			case SCAN -> "reports.type.scan";
			case COMPETITOR -> "reports.type.competitor";
			case TREND -> "reports.type.trend";
			case LOCATION -> "reports.type.location";
			case KEYWORD -> "reports.type.keyword";
			case CAMPAIGN -> "reports.type.campaign";
		});
	}

	@Override
	public String pageName() {
		return getTranslation("reports.gallery.title");
	}

}
