package app.locus.reports.ui;

import java.util.List;
import java.util.Locale;

import app.locus.base.NotFoundException;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.map.MapTiles;
import app.locus.base.ui.map.MapPoint;
import app.locus.base.ui.map.PointMap;
import app.locus.reports.HeatmapPaletteService;
import app.locus.reports.Metric;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportDetail;
import app.locus.reports.ReportType;
import app.locus.reports.ScanComparison;
import app.locus.reports.ScanComparisonService;
import app.locus.reports.heatmap.Heatmap;
import app.locus.reports.heatmap.HeatmapPalette;
import app.locus.reports.heatmap.RankBand;
import app.locus.reports.heatmap.RankGrid;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.ReportKey;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;

/**
 * Two scans of the same settings side by side on the same map extent, and a third map of
 * the change at every point (green better, red worse, grey the same; blue and brown in
 * the colour-blind-safe palette, DD226), with the change of ARP, ATRP and SoLV. The
 * address names both scans, so a comparison can be linked.
 */
@Route(value = ReportsNavigation.COMPARE_ROUTE, layout = MainLayout.class)
@PermitAll
class ScanCompareView extends Main implements BeforeEnterObserver, NamedPage {

	static final String SAME_FILL = "#d0d7de";

	static final String UNKNOWN_FILL = "#f6f8fa";

	private final transient ScanComparisonService comparisons;

	private final transient MapTiles tiles;

	/** The reader's heatmap colours (DD226). */
	private final HeatmapPalette palette;

	private final Div body = new Div();

	ScanCompareView(ScanComparisonService comparisons, MapTiles tiles, HeatmapPaletteService palettes) {
		this.comparisons = comparisons;
		this.tiles = tiles;
		this.palette = palettes.mine();
		getStyle().set("padding", "var(--lumo-space-l)");
		body.setId("compare-body");
		add(body);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		WorkspaceId workspace = WorkspaceId
			.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		ReportKey scan = key(event.getRouteParameters().get("reportKey").orElse(""));
		ReportKey other = key(event.getRouteParameters().get("otherKey").orElse(""));
		body.removeAll();
		H2 title = new H2(getTranslation("reportpage.compare.title"));
		title.setId("compare-title");
		body.add(title, choice(workspace, scan, other));
		try {
			show(comparisons.compare(workspace, scan, other));
		}
		catch (ValidationException ex) {
			Paragraph refused = new Paragraph(ex.getMessage());
			refused.setId("comparison-refused");
			body.add(refused);
		}
		body.add(new Anchor(ReportFormat.detailPath(workspace.toString(), ReportType.SCAN, scan.value()),
				getTranslation("reportpage.compare.back")));
	}

	/** The other scans of the same settings, newest first; choosing one links to it. */
	private Component choice(WorkspaceId workspace, ReportKey scan, ReportKey other) {
		List<ReportCard> candidates = comparisons.candidates(workspace, scan);
		Select<ReportCard> select = new Select<>();
		select.setId("compare-with");
		select.setLabel(getTranslation("reportpage.compare.with"));
		LocaleFormats formats = formats();
		ReportFormat format = format();
		select.setItemLabelGenerator(
				card -> formats.day(card.date()) + " · " + format.metrics(card.metrics(), card.platform()));
		select.setItems(candidates);
		candidates.stream().filter(card -> card.key().equals(other)).findFirst().ifPresent(select::setValue);
		select.setWidthFull();
		select.setMaxWidth("28em");
		select.addValueChangeListener(event -> {
			if (event.isFromClient() && event.getValue() != null) {
				select.getUI()
					.ifPresent(
							ui -> ui.navigate(ReportsNavigation.comparePath(workspace, scan, event.getValue().key())));
			}
		});
		return select;
	}

	private void show(ScanComparison comparison) {
		LocaleFormats formats = formats();
		ReportFormat format = format();
		ReportCard later = comparison.later().card();
		String earlierDay = formats.day(comparison.earlier().card().date());
		String laterDay = formats.day(later.date());
		Paragraph about = new Paragraph(String.join(" · ", String.valueOf(later.keyword()),
				String.valueOf(later.locationName()), ReportFormat.platform(later.platform()), format.grid(later)));
		about.setId("compare-about");
		Div metrics = new Div();
		metrics.setId("comparison-metrics");
		metrics.getStyle().set("display", "flex").set("flex-wrap", "wrap").set("gap", "var(--lumo-space-l)");
		comparison.metrics().forEach(change -> metrics.add(metricChange(change, later)));
		Paragraph summary = new Paragraph(getTranslation("reportpage.compare.summary", earlierDay, laterDay,
				comparison.count(Metric.Change.BETTER), comparison.count(Metric.Change.WORSE),
				comparison.count(Metric.Change.SAME), format.directions(later.platform())));
		summary.setId("comparison-summary");
		Div maps = new Div(
				scanMap("compare-earlier", getTranslation("reportpage.compare.earlier", earlierDay),
						comparison.earlier()),
				scanMap("compare-later", getTranslation("reportpage.compare.later", laterDay), comparison.later()),
				changeMap(comparison));
		maps.getStyle().set("display", "flex").set("flex-wrap", "wrap").set("gap", "var(--lumo-space-m)");
		body.add(about, metrics, summary, maps);
	}

	/** E.g. "ARP 3.42 → 2.10: −1.32 (▲ better)": up means better for every metric. */
	private Span metricChange(ScanComparison.MetricChange change, ReportCard card) {
		String label = change.metric() == Metric.SOLV ? ReportFormat.shareLabel(card.platform())
				: change.metric().name();
		LocaleFormats formats = formats();
		Span text = new Span(getTranslation("reportpage.compare.change", label, formats.decimal(change.before(), 2),
				formats.decimal(change.after(), 2), format().move("", change.metric(), change.difference()).strip()));
		text.setId("change-" + change.metric().name().toLowerCase(Locale.ROOT));
		text.getElement().setAttribute("data-change", change.change().name().toLowerCase(Locale.ROOT));
		switch (change.change()) {
			case BETTER -> text.addClassName("locus-metric-better");
			case WORSE -> text.addClassName("locus-metric-worse");
			default -> text.getStyle().set("color", "var(--lumo-secondary-text-color)");
		}
		return text;
	}

	/**
	 * One scan's heatmap with its points placed by the grid's geometry (not the data
	 * points'), so both scans fill the same extent.
	 */
	private Component scanMap(String id, String heading, ReportDetail scan) {
		ReportCard card = scan.card();
		RankGrid ranks = scan.ranks();
		Heatmap heatmap = Heatmap.of(ranks, card.geometry(), card.center(), List.of(), card.placeId(), null);
		String fileName = "heatmap-" + card.key().value() + ".png";
		return column(heading, new HeatmapPanel(id, heatmap, palette, tiles, fileName));
	}

	private Component changeMap(ScanComparison comparison) {
		ReportCard card = comparison.later().card();
		PointMap map = new PointMap(getTranslation("reportpage.compare.change-map"), tiles);
		map.setId("compare-change");
		map.show(comparison.points()
			.stream()
			.map(point -> changePoint(point, card.geometry().position(card.center(), point.row(), point.column())))
			.toList(), null, card.unit() == Measurement.MI);
		Div legend = new Div(
				HeatmapPanel.legendEntry(palette.better(), getTranslation("reportpage.compare.better"), "4px"),
				HeatmapPanel.legendEntry(palette.worse(), getTranslation("reportpage.compare.worse"), "4px"),
				HeatmapPanel.legendEntry(SAME_FILL, getTranslation("reportpage.compare.same"), "4px"),
				HeatmapPanel.legendEntry(UNKNOWN_FILL, getTranslation("reportpage.compare.no-data"), "4px"));
		legend.setId("compare-change-legend");
		legend.getElement().setAttribute("role", "list");
		legend.getStyle().set("display", "flex").set("gap", "var(--lumo-space-m)");
		return column(getTranslation("reportpage.compare.change-column"), new Div(map, legend));
	}

	/**
	 * One point of the change map: its change as a mark, and in words with the ranks
	 * before and after and where it lies in the grid (row and column counted from 1).
	 */
	private MapPoint changePoint(ScanComparison.PointChange point, LatLng position) {
		int gained = point.placesGained();
		int row = point.row() + 1;
		int column = point.column() + 1;
		String before = RankBand.label(point.before());
		String after = RankBand.label(point.after());
		return switch (point.change()) {
			case BETTER -> mapPoint(position, "▲" + gained, palette.better(), "#ffffff",
					getTranslation("reportpage.compare.point.better", gained, before, after, row, column));
			case WORSE -> mapPoint(position, "▼" + -gained, palette.worse(), "#ffffff",
					getTranslation("reportpage.compare.point.worse", -gained, before, after, row, column));
			case SAME -> mapPoint(position, "=", SAME_FILL, "#1a1a1a",
					getTranslation("reportpage.compare.point.same", before, after, row, column));
			case UNKNOWN -> mapPoint(position, "?", UNKNOWN_FILL, "#1a1a1a",
					getTranslation("reportpage.compare.point.no-data", row, column));
		};
	}

	/** Dates and figures as the reader writes them. */
	private LocaleFormats formats() {
		return LocaleFormats.of(getLocale());
	}

	/** Metrics and their movements in the reader's words and figures. */
	private ReportFormat format() {
		return new ReportFormat(this::getTranslation, formats());
	}

	private static MapPoint mapPoint(LatLng position, String label, String fill, String text, String title) {
		return new MapPoint(position.lat().doubleValue(), position.lng().doubleValue(), label, fill, text, title);
	}

	private static Div column(String heading, Component content) {
		Div column = new Div(new H3(heading), content);
		column.getStyle().set("flex", "1 1 380px").set("min-width", "0");
		return column;
	}

	private static ReportKey key(String segment) {
		try {
			return ReportKey.of(segment);
		}
		catch (ValidationException ex) {
			throw new NotFoundException("report");
		}
	}

	@Override
	public String pageName() {
		return getTranslation("reportpage.compare.title");
	}

}
