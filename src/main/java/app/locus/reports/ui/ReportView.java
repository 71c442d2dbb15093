package app.locus.reports.ui;

import java.io.ByteArrayInputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

import app.locus.base.ui.GridColumns;
import app.locus.base.NotFoundException;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.Background;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.UnexpectedErrors;
import app.locus.base.ui.chart.Chart;
import app.locus.base.ui.chart.ChartConfig;
import app.locus.base.map.MapTiles;
import app.locus.reports.GalleryFilter;
import app.locus.reports.GallerySort;
import app.locus.reports.HeatmapPaletteService;
import app.locus.reports.Metric;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportHeadline;
import app.locus.reports.ReportDetail;
import app.locus.reports.ReportLinks;
import app.locus.reports.PlainMetrics;
import app.locus.base.i18n.LocaleFormats;
import app.locus.reports.ReportService;
import app.locus.security.CurrentUser;
import app.locus.reports.ReportType;
import app.locus.reports.ScanComparisonService;
import app.locus.reports.heatmap.GridGeometry;
import app.locus.reports.heatmap.Heatmap;
import app.locus.reports.heatmap.HeatmapPalette;
import app.locus.reports.heatmap.HeatmapSvg;
import app.locus.reports.heatmap.RankGrid;
import app.locus.base.ui.ShareLinkDialog;
import app.locus.sharing.CreatedShare;
import app.locus.sharing.ShareExpiry;
import app.locus.sharing.ShareService;
import app.locus.timeline.TimelineService;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.campaigns.CampaignReport;
import app.locus.upstream.api.locations.LocationSummary;
import app.locus.upstream.api.reports.DataPoint;
import app.locus.upstream.api.reports.KeywordReport;
import app.locus.upstream.api.reports.LocationReport;
import app.locus.upstream.api.reports.RankMetrics;
import app.locus.upstream.api.reports.RankedBusiness;
import app.locus.upstream.api.reports.TrendReport;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Image;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.component.progressbar.ProgressBar;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.streams.DownloadHandler;
import com.vaadin.flow.server.streams.DownloadResponse;
import jakarta.annotation.security.PermitAll;

/**
 * One report of the workspace. The page opens from the stored card at once; a report
 * whose details were never fetched gets them once in the background (stored, so every
 * later view costs no call to the service).
 */
@Route(value = ReportsNavigation.DETAIL_ROUTE, layout = MainLayout.class)
@PermitAll
class ReportView extends Main implements BeforeEnterObserver, NamedPage {

	private static final String ARP_COLOR = "#1f6feb";

	private static final String ATRP_COLOR = "#8250df";

	private static final String SOLV_COLOR = "#1a7f37";

	private final transient ReportService reports;

	private final transient ReportLinks links;

	private final transient Background background;

	private final transient ShareService shares;

	private final transient MapTiles tiles;

	private final transient ScanComparisonService comparisons;

	private final transient TimelineService timeline;

	/** The reader's heatmap colours (DD226). */
	private final HeatmapPalette palette;

	private final Div body = new Div();

	private transient WorkspaceId workspace;

	private boolean mayShare;

	private String name = "";

	private final transient CurrentUser currentUser;

	ReportView(ReportService reports, ReportLinks links, Background background, ShareService shares, MapTiles tiles,
			ScanComparisonService comparisons, CurrentUser currentUser, TimelineService timeline,
			HeatmapPaletteService palettes) {
		this.comparisons = comparisons;
		this.timeline = timeline;
		this.palette = palettes.mine();
		this.currentUser = currentUser;
		this.reports = reports;
		this.links = links;
		this.background = background;
		this.shares = shares;
		this.tiles = tiles;
		getStyle().set("padding", "var(--lumo-space-l)");
		body.setId("report-body");
		add(body);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		ReportType type = type(event.getRouteParameters().get("type").orElse(""));
		ReportKey key = key(event.getRouteParameters().get("reportKey").orElse(""));
		ReportDetail detail = reports.detail(workspace, type, key);
		mayShare = shares.canShare(workspace);
		show(detail);
		if (detail.fetchedAt() == null) {
			ProgressBar loading = new ProgressBar();
			loading.setIndeterminate(true);
			loading.setId("details-loading");
			body.addComponentAtIndex(1, loading);
			WorkspaceId id = workspace;
			background.run(() -> reports.detailWithDataPoints(id, type, key), this::show, failure -> {
				loading.setVisible(false);
				Paragraph error = new Paragraph(
						getTranslation("reportpage.details-error", UnexpectedErrors.describe(failure)));
				error.setId("details-error");
				body.addComponentAtIndex(1, error);
			});
		}
	}

	private void show(ReportDetail detail) {
		body.removeAll();
		ReportCard card = detail.card();
		LocaleFormats formats = formats();
		ReportFormat format = new ReportFormat(this::getTranslation, formats);
		ReportHeadline headline = new ReportHeadline(this::getTranslation, formats);
		name = headline.title(card);
		H2 title = new H2(name);
		title.setId("report-title");
		Paragraph about = new Paragraph(headline.about(card));
		about.setId("report-about");
		Paragraph metrics = new Paragraph(format.metrics(card.metrics(), card.platform()));
		metrics.setId("report-metrics");
		Paragraph directions = new Paragraph(format.directions(card.platform()));
		directions.getStyle().set("color", "var(--lumo-secondary-text-color)");
		Paragraph plain = new Paragraph();
		plain.setId("report-plain");
		new PlainMetrics(this::getTranslation, formats).of(card.metrics(), card.platform()).forEach(sentence -> {
			Span line = new Span(sentence.text() + ". ");
			line.setTitle(sentence.technical());
			plain.add(line);
		});
		body.add(title, about, plain);
		if (currentUser.require().role().canWrite()) {
			// a client reads the plain sentences, the technical names one hover away
			body.add(metrics, directions);
		}
		if (mayShare) {
			Button share = new Button(getTranslation("reportpage.share"), VaadinIcon.CONNECT.create(),
					event -> shareDialog(card).open());
			share.setId("share-report");
			body.add(share);
		}
		links.dashboardLink(workspace, card.type(), card.key()).ifPresent(url -> {
			Anchor dashboard = new Anchor(url, getTranslation("reportpage.dashboard"));
			dashboard.setId("dashboard-link");
			dashboard.setTarget("_blank");
			body.add(dashboard);
		});
		body.add(switch (card.type()) {
			case SCAN -> scan(detail);
			case COMPETITOR -> competitors(detail);
			case TREND -> trend(detail);
			case LOCATION -> location(detail);
			case KEYWORD -> keyword(detail);
			case CAMPAIGN -> campaign(detail);
		});
	}

	/** "Scan report", the heading of a report of this type. */
	/** Dates and figures as the reader writes them. */
	private LocaleFormats formats() {
		return LocaleFormats.of(getLocale());
	}

	/** Metrics and their movements in the reader's words and figures. */
	private ReportFormat format() {
		return new ReportFormat(this::getTranslation, formats());
	}

	private Component scan(ReportDetail detail) {
		ReportCard card = detail.card();
		Div section = new Div();
		RankGrid ranks = detail.ranks();
		GridGeometry geometry = card.geometry();
		if (ranks != null && geometry != null) {
			String svg = HeatmapSvg.render(ranks, geometry, palette);
			section.add(card.center() == null ? heatmapImage(svg) : new HeatmapPanel("heatmap",
					Heatmap.of(ranks, geometry, card.center(), detail.dataPoints(), card.placeId(), ownPin(detail)),
					palette, tiles, "heatmap-" + card.key().value() + ".png"));
			Anchor svgFile = download("download-svg", getTranslation("reportpage.scan.download-svg"),
					"heatmap-" + card.key().value() + ".svg", "image/svg+xml",
					() -> svg.getBytes(StandardCharsets.UTF_8));
			Paragraph spacing = new Paragraph(new ReportHeadline(this::getTranslation, formats()).geometry(geometry));
			spacing.setId("heatmap-geometry");
			section.add(spacing, svgFile);
		}
		else {
			section.add(new Paragraph(getTranslation("reportpage.scan.no-ranks")));
		}
		section.add(comparison(card));
		compareAction(card).ifPresent(section::add);
		String analysis = detail.aiAnalysis();
		if (analysis != null && !analysis.isBlank()) {
			H3 heading = new H3(getTranslation("reportpage.scan.ai-analysis"));
			Paragraph text = new Paragraph(analysis);
			text.setId("ai-analysis");
			text.getStyle().set("white-space", "pre-wrap");
			section.add(heading, text);
		}
		section.add(detailLink("competitor-link", getTranslation("reportpage.scan.competitors-link"),
				ReportType.COMPETITOR, card.key().value()));
		return section;
	}

	/** The grid alone, for a scan whose centre the report does not give. */
	private Image heatmapImage(String svg) {
		Image heatmap = new Image(HeatmapSvg.dataUri(svg), getTranslation("reportpage.scan.heatmap-alt"));
		heatmap.setId("heatmap");
		heatmap.setMaxWidth("640px");
		return heatmap;
	}

	/**
	 * The scanned business where the report places it, else at the scan's centre (where
	 * scans of a business start).
	 */
	private Heatmap.Pin ownPin(ReportDetail detail) {
		ReportCard card = detail.card();
		LocationSummary location = detail.asScan().location();
		String name = card.locationName() != null ? card.locationName()
				: getTranslation("reportpage.scan.own-business");
		return new Heatmap.Pin(name, location != null && location.center() != null ? location.center() : card.center());
	}

	/**
	 * Movement since the previous scan of the same place and keyword, or why there is
	 * none: scans are compared only when their geometry is the same.
	 */
	private Component comparison(ReportCard card) {
		Paragraph text = new Paragraph();
		text.setId("comparison");
		GalleryFilter sameSearch = GalleryFilter.of(ReportType.SCAN)
			.withPlaceId(card.placeId())
			.withKeyword(card.keyword())
			.withDates(null, card.date());
		List<ReportCard> earlier = card.placeId() == null || card.keyword() == null ? List.of()
				: reports.gallery(workspace, sameSearch, GallerySort.NEWEST_FIRST, 0, 50)
					.stream()
					.filter(other -> !other.key().equals(card.key()))
					.filter(other -> other.keyword() != null && other.keyword().equalsIgnoreCase(card.keyword()))
					.toList();
		if (earlier.isEmpty()) {
			text.setText(getTranslation("reportpage.comparison.first"));
			return text;
		}
		ReportCard previous = earlier.stream().filter(card::sameGeometryAs).findFirst().orElse(null);
		if (previous == null) {
			text.setText(getTranslation("reportpage.comparison.different"));
			return text;
		}
		RankMetrics now = card.metrics();
		RankMetrics before = previous.metrics();
		ReportFormat format = format();
		text.setText(getTranslation("reportpage.comparison.since", formats().day(previous.date()),
				format.move(Metric.ARP.name(), Metric.ARP, difference(now, before, RankMetrics::arp)),
				format.move(Metric.ATRP.name(), Metric.ATRP, difference(now, before, RankMetrics::atrp)),
				format.move(ReportFormat.shareLabel(card.platform()), Metric.SOLV,
						difference(now, before, RankMetrics::solv))));
		return text;
	}

	/**
	 * Opens the comparison with the newest scan of the same settings older than this one
	 * (else the newest of the others); none when no other scan shares the settings.
	 */
	private Optional<Anchor> compareAction(ReportCard card) {
		List<ReportCard> candidates = comparisons.candidates(workspace, card.key());
		return candidates.stream()
			.filter(other -> card.date() == null || other.date() == null || !other.date().isAfter(card.date()))
			.findFirst()
			.or(() -> candidates.stream().findFirst())
			.map(other -> {
				Anchor compare = new Anchor(ReportsNavigation.comparePath(workspace, card.key(), other.key()),
						getTranslation("reportpage.scan.compare"));
				compare.setId("compare-action");
				return compare;
			});
	}

	private static BigDecimal difference(RankMetrics now, RankMetrics before,
			Function<RankMetrics, BigDecimal> metric) {
		if (now == null || before == null || metric.apply(now) == null || metric.apply(before) == null) {
			return null;
		}
		return metric.apply(now).subtract(metric.apply(before));
	}

	private Component competitors(ReportDetail detail) {
		ReportCard card = detail.card();
		List<RankedBusiness> ranked = detail.asCompetitor()
			.businesses()
			.stream()
			.sorted(Comparator.comparing((RankedBusiness b) -> solv(b.metrics()),
					Comparator.nullsLast(Comparator.reverseOrder())))
			.toList();
		Grid<RankedBusiness> grid = new DirectRowsGrid<>();
		grid.setId("competitors");
		grid.addColumn(business -> ranked.indexOf(business) + 1).setHeader("#").setAutoWidth(true).setFlexGrow(0);
		LocaleFormats formats = formats();
		GridColumns
			.neverCut(grid,
					business -> detail.isOwn(business)
							? getTranslation("reportpage.competitors.own", String.valueOf(business.name()))
							: String.valueOf(business.name()))
			.setHeader(getTranslation("reportpage.competitors.business"));
		GridColumns.figure(grid, business -> formats.decimal(business.metrics().arp(), 2)).setHeader(Metric.ARP.name());
		GridColumns.figure(grid, business -> formats.decimal(business.metrics().atrp(), 2))
			.setHeader(Metric.ATRP.name());
		GridColumns.figure(grid, business -> formats.decimal(business.metrics().solv(), 2))
			.setHeader(ReportFormat.shareLabel(card.platform()));
		GridColumns
			.figure(grid,
					business -> business.reviews() == null ? ReportFormat.NONE : formats.number(business.reviews()))
			.setHeader(getTranslation("reportpage.competitors.reviews"));
		GridColumns.figure(grid, business -> formats.decimal(business.rating(), 2))
			.setHeader(getTranslation("reportpage.competitors.rating"));
		grid.setPartNameGenerator(business -> detail.isOwn(business) ? "own-business" : null);
		grid.setItems(ranked);
		grid.setAllRowsVisible(true);
		WorkspaceId id = workspace;
		Anchor csv = download("competitor-csv", getTranslation("reportpage.competitors.csv"),
				"competitors-" + card.key().value() + ".csv", "text/csv", () -> reports.competitorCsv(id, card.key()));
		Div heatmap = new Div(new Paragraph(getTranslation("reportpage.competitors.choose")));
		heatmap.setId("competitor-heatmap");
		grid.asSingleSelect().addValueChangeListener(event -> {
			heatmap.removeAll();
			if (event.getValue() != null) {
				heatmap.add(competitorHeatmap(detail, event.getValue()));
			}
		});
		return new Div(grid, csv, heatmap, detailLink("scan-link", getTranslation("reportpage.competitors.scan-link"),
				ReportType.SCAN, card.key().value()));
	}

	/**
	 * One business's heatmap from the competitor report: its own ranks per point when the
	 * report holds them, else its ranks as the scan's data points name them.
	 */
	private Component competitorHeatmap(ReportDetail competitors, RankedBusiness business) {
		ReportCard card = competitors.card();
		ReportDetail scan = storedScan(card.key());
		ReportCard scanCard = scan == null ? card : scan.card();
		GridGeometry geometry = card.geometry() != null ? card.geometry() : scanCard.geometry();
		LatLng centre = card.center() != null ? card.center() : scanCard.center();
		List<DataPoint> points = scan == null ? List.of() : scan.dataPoints();
		String name = business.name() == null ? ReportFormat.NONE : business.name();
		Heatmap.Pin pin = business.position() == null ? null : new Heatmap.Pin(name, business.position());
		H3 heading = new H3(getTranslation("reportpage.competitors.heatmap", name));
		heading.setId("competitor-heatmap-title");
		if (geometry == null || centre == null || (points.isEmpty() && business.dataPoints().isEmpty())) {
			Paragraph missing = new Paragraph(getTranslation("reportpage.competitors.heatmap-missing"));
			missing.setId("competitor-heatmap-missing");
			return new Div(heading, missing);
		}
		Heatmap heatmap = business.dataPoints().isEmpty()
				? Heatmap.ofBusiness(geometry, centre, points, business.placeId(), pin)
				: Heatmap.of(RankGrid.fromDataPoints(geometry.gridSize(), business.dataPoints()), geometry, centre,
						points.isEmpty() ? business.dataPoints() : points, business.placeId(), pin);
		String fileName = "heatmap-" + card.key().value() + "-"
				+ String.valueOf(business.placeId()).replaceAll("[^A-Za-z0-9_-]", "") + ".png";
		return new Div(heading, new HeatmapPanel("competitor-map", heatmap, palette, tiles, fileName));
	}

	private ReportDetail storedScan(ReportKey key) {
		try {
			return reports.detail(workspace, ReportType.SCAN, key);
		}
		catch (NotFoundException ex) {
			return null;
		}
	}

	private Component trend(ReportDetail detail) {
		TrendReport trend = detail.asTrend();
		ReportCard card = detail.card();
		List<TrendReport.Point> points = trend.scans();
		Chart chart = new Chart(getTranslation("reportpage.trend.chart", ReportFormat.shareLabel(card.platform())));
		chart.setId("trend-chart");
		List<LocalDate> days = points.stream().map(TrendReport.Point::date).toList();
		ChartConfig config = ChartConfig.lineOverDays(days)
			.dataset("ARP", points.stream().map(p -> p.metrics().arp()).toList(), ARP_COLOR)
			.dataset("ATRP", points.stream().map(p -> p.metrics().atrp()).toList(), ATRP_COLOR)
			.dataset(ReportFormat.shareLabel(card.platform()), points.stream().map(p -> p.metrics().solv()).toList(),
					SOLV_COLOR, "y2")
			.reverseY()
			.yTitle(getTranslation("reportpage.trend.rank"));
		if (!days.isEmpty()) {
			config.marks(timeline.marks(workspace, card.placeId(), Collections.min(days), Collections.max(days))
				.stream()
				.map(mark -> new ChartConfig.Mark(mark.day(), mark.kind().legend(), mark.kind().color(), mark.title(),
						mark.whats()))
				.toList());
		}
		chart.setConfig(config);
		chart.setWidthFull();
		chart.setHeight("320px");
		Paragraph movement = new Paragraph(
				getTranslation("reportpage.trend.movement", format().movement(card.movement(), card.platform())));
		movement.setId("trend-movement");
		Paragraph comparable = new Paragraph(getTranslation("reportpage.trend.comparable", points.size()));
		comparable.setId("comparability");
		Grid<TrendReport.Point> table = new DirectRowsGrid<>();
		table.setId("trend-scans");
		LocaleFormats formats = formats();
		GridColumns.day(table, p -> formats.day(p.date())).setHeader(getTranslation("reportpage.trend.date"));
		addMetricColumns(table, TrendReport.Point::metrics, card);
		table.setItems(points);
		table.setAllRowsVisible(true);
		return new Div(chart, movement, comparable, table);
	}

	private Component location(ReportDetail detail) {
		LocationReport report = detail.asLocation();
		Grid<LocationReport.KeywordLine> table = new DirectRowsGrid<>();
		table.setId("location-keywords");
		table.addColumn(LocationReport.KeywordLine::keyword).setHeader(getTranslation("reportpage.column.keyword"));
		addMetricColumns(table, LocationReport.KeywordLine::metrics, detail.card());
		table.setItems(report.keywords());
		table.setAllRowsVisible(true);
		return new Div(barChart("location-chart", detail.card(),
				report.keywords().stream().map(LocationReport.KeywordLine::keyword).toList(),
				report.keywords().stream().map(LocationReport.KeywordLine::metrics).toList()), table);
	}

	private Component keyword(ReportDetail detail) {
		KeywordReport report = detail.asKeyword();
		Grid<KeywordReport.LocationLine> table = new DirectRowsGrid<>();
		table.setId("keyword-locations");
		table.addColumn(line -> line.name() == null ? line.placeId() : line.name())
			.setHeader(getTranslation("reportpage.column.location"));
		addMetricColumns(table, KeywordReport.LocationLine::metrics, detail.card());
		table.setItems(report.locations());
		table.setAllRowsVisible(true);
		return new Div(barChart("keyword-chart", detail.card(),
				report.locations().stream().map(line -> text(line.name())).toList(),
				report.locations().stream().map(KeywordReport.LocationLine::metrics).toList()), table);
	}

	private Component campaign(ReportDetail detail) {
		CampaignReport report = detail.asCampaign();
		ReportCard card = detail.card();
		ReportFormat format = format();
		Grid<CampaignReport.Result> table = new DirectRowsGrid<>();
		table.setId("campaign-results");
		table.addColumn(CampaignReport.Result::keyword).setHeader(getTranslation("reportpage.column.keyword"));
		table.addColumn(result -> report.placeName(result.placeId()))
			.setHeader(getTranslation("reportpage.column.location"));
		addMetricColumns(table, CampaignReport.Result::metrics, card);
		table.addColumn(result -> format.movement(result.movement(), card.platform()))
			.setHeader(getTranslation("reportpage.campaign.movement-column"));
		table.setItems(report.results());
		table.setAllRowsVisible(true);
		Paragraph movement = new Paragraph(
				getTranslation("reportpage.campaign.movement", format.movement(card.movement(), card.platform())));
		movement.setId("campaign-movement");
		Div scans = new Div(new H3(getTranslation("reportpage.campaign.scans")));
		scans.setId("campaign-scans");
		if (card.campaignKey() != null) {
			LocaleFormats formats = formats();
			reports.campaignScans(workspace, CampaignKey.of(card.campaignKey()))
				.forEach(scan -> scans.add(new Div(detailLink("campaign-scan-" + scan.key().value(),
						formats.day(scan.date()) + " · " + text(scan.keyword()) + " · " + text(scan.locationName()),
						ReportType.SCAN, scan.key().value()))));
		}
		return new Div(movement, table, scans);
	}

	private <T> void addMetricColumns(Grid<T> grid, Function<T, RankMetrics> metrics, ReportCard card) {
		LocaleFormats formats = formats();
		grid.addColumn(row -> formats.decimal(metricOrNull(metrics.apply(row), RankMetrics::arp), 2))
			.setHeader(Metric.ARP.name());
		grid.addColumn(row -> formats.decimal(metricOrNull(metrics.apply(row), RankMetrics::atrp), 2))
			.setHeader(Metric.ATRP.name());
		grid.addColumn(row -> formats.decimal(metricOrNull(metrics.apply(row), RankMetrics::solv), 2))
			.setHeader(ReportFormat.shareLabel(card.platform()));
	}

	private Chart barChart(String id, ReportCard card, List<String> labels, List<RankMetrics> metrics) {
		Chart chart = new Chart(getTranslation("reportpage.chart", ReportFormat.shareLabel(card.platform())));
		chart.setId(id);
		chart.setConfig(ChartConfig.bar(labels)
			.dataset("ARP", metrics.stream().map(m -> metricOrNull(m, RankMetrics::arp)).toList(), ARP_COLOR)
			.dataset("ATRP", metrics.stream().map(m -> metricOrNull(m, RankMetrics::atrp)).toList(), ATRP_COLOR)
			.dataset(ReportFormat.shareLabel(card.platform()),
					metrics.stream().map(m -> metricOrNull(m, RankMetrics::solv)).toList(), SOLV_COLOR, "y2"));
		chart.setWidthFull();
		chart.setHeight("300px");
		return chart;
	}

	private static BigDecimal metricOrNull(RankMetrics metrics, Function<RankMetrics, BigDecimal> metric) {
		return metrics == null ? null : metric.apply(metrics);
	}

	private static BigDecimal solv(RankMetrics metrics) {
		return metricOrNull(metrics, RankMetrics::solv);
	}

	private Anchor detailLink(String id, String text, ReportType type, String key) {
		Anchor link = new Anchor(ReportFormat.detailPath(workspace.toString(), type, key), text);
		link.setId(id);
		return link;
	}

	private static Anchor download(String id, String text, String fileName, String contentType,
			Supplier<byte[]> content) {
		Anchor anchor = new Anchor(DownloadHandler.fromInputStream(event -> {
			byte[] bytes = content.get();
			return new DownloadResponse(new ByteArrayInputStream(bytes), fileName, contentType, bytes.length);
		}), text);
		anchor.setId(id);
		return anchor;
	}

	private static String text(String value) {
		return value == null ? ReportFormat.NONE : value;
	}

	private static ReportType type(String segment) {
		try {
			return ReportType.valueOf(segment.toUpperCase(Locale.ROOT));
		}
		catch (IllegalArgumentException ex) {
			throw new NotFoundException("report");
		}
	}

	private static ReportKey key(String segment) {
		try {
			return ReportKey.of(segment);
		}
		catch (ValidationException ex) {
			throw new NotFoundException("report");
		}
	}

	private ShareLinkDialog<ShareExpiry> shareDialog(ReportCard card) {
		WorkspaceId shared = workspace;
		return new ShareLinkDialog<>(getTranslation("reportpage.share.title"), getTranslation("reportpage.share.text"),
				List.of(ShareExpiry.values()), ShareExpiry::label, ShareExpiry.DEFAULT, expiry -> {
					CreatedShare created = shares.create(shared, card.type(), card.key(), expiry);
					return new ShareLinkDialog.Made(created.link(), created.expiresAt());
				});
	}

	@Override
	public String pageName() {
		return name;
	}

}
