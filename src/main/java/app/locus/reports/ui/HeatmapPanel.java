package app.locus.reports.ui;

import java.io.ByteArrayInputStream;
import java.util.List;

import app.locus.base.i18n.Texts;
import app.locus.base.ui.map.MapPin;
import app.locus.base.ui.map.MapPoint;
import app.locus.base.map.MapTiles;
import app.locus.base.ui.map.PointMap;
import app.locus.reports.heatmap.Heatmap;
import app.locus.reports.heatmap.HeatmapPalette;
import app.locus.reports.heatmap.HeatmapPng;
import app.locus.reports.heatmap.RankBand;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.reports.DataPoint;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.dom.Element;
import com.vaadin.flow.server.streams.DownloadHandler;
import com.vaadin.flow.server.streams.DownloadResponse;

/**
 * A heatmap drawn over a street map (DD149): the rank at every grid point on a coloured,
 * numbered point, the legend of the rank bands, the business's pin, full screen, an image
 * export, and the same ranks as a table for screen readers. Clicking a point says the
 * rank there and who ranks above, as far as the report names them. Its words are in the
 * page's language ({@code reports.heatmap.*}), its colours in the reader's palette
 * (DD226).
 */
class HeatmapPanel extends Div {

	/**
	 * The hint in English, as {@code reports.heatmap.hint} has it: what the details say
	 * until a point is chosen.
	 */
	static final String HINT = "Click or tap a point on the map, or Tab to it and press Enter, to see the rank there and "
			+ "who ranks above it.";

	private final transient Heatmap heatmap;

	private final HeatmapPalette palette;

	private final PointMap map;

	private final Paragraph details = new Paragraph();

	private final Element table;

	private final Button tableToggle = new Button();

	HeatmapPanel(String idPrefix, Heatmap heatmap, HeatmapPalette palette, MapTiles tiles, String fileName) {
		this.heatmap = heatmap;
		this.palette = palette;
		addClassName("locus-heatmap");
		setId(idPrefix + "-panel");
		getStyle().set("display", "flex").set("flex-direction", "column").set("gap", "var(--lumo-space-s)");
		Texts texts = this::getTranslation;
		map = new PointMap(getTranslation("reports.heatmap.map.label"), tiles);
		map.setId(idPrefix);
		map.show(heatmap.points().stream().map(point -> mapPoint(point, palette, texts)).toList(), pin(heatmap.pin()),
				heatmap.geometry().unit() == Measurement.MI);
		map.addPointClickListener(event -> showPoint(event.index()));
		details.setId(idPrefix + "-point");
		details.setText(getTranslation("reports.heatmap.hint"));
		details.getElement().setAttribute("aria-live", "polite");
		table = table(heatmap, palette, texts);
		table.setAttribute("id", idPrefix + "-table");
		table.setVisible(false);
		tableToggle.setText(getTranslation("reports.heatmap.show.table"));
		add(toolbar(idPrefix, fileName), map, legend(idPrefix, heatmap, palette, texts), details);
		getElement().appendChild(table);
	}

	/**
	 * What the details say of the point at this index (row by row from the north-west).
	 */
	void showPoint(int index) {
		if (index < 0 || index >= heatmap.points().size()) {
			return;
		}
		String detail = describe(heatmap.points().get(index), this::getTranslation);
		details.setText(detail);
		map.showDetail(index, detail);
	}

	private HorizontalLayout toolbar(String idPrefix, String fileName) {
		Button fullScreen = new Button(getTranslation("reports.heatmap.fullscreen"),
				event -> getElement().executeJs("document.fullscreenElement ? document.exitFullscreen() "
						+ ": this.requestFullscreen && this.requestFullscreen()"));
		fullScreen.setId(idPrefix + "-fullscreen");
		fullScreen.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
		tableToggle.setId(idPrefix + "-table-toggle");
		tableToggle.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
		tableToggle.addClickListener(event -> showTable(!table.isVisible()));
		Anchor png = new Anchor(DownloadHandler.fromInputStream(event -> {
			byte[] bytes = HeatmapPng.export(heatmap, palette);
			return new DownloadResponse(new ByteArrayInputStream(bytes), fileName, "image/png", bytes.length);
		}), getTranslation("reports.heatmap.png"));
		png.setId(idPrefix + "-png");
		HorizontalLayout toolbar = new HorizontalLayout(fullScreen, tableToggle, png);
		toolbar.setAlignItems(FlexComponent.Alignment.BASELINE);
		toolbar.getStyle().set("flex-wrap", "wrap");
		return toolbar;
	}

	private void showTable(boolean shown) {
		table.setVisible(shown);
		map.setVisible(!shown);
		tableToggle.setText(getTranslation(shown ? "reports.heatmap.show.map" : "reports.heatmap.show.table"));
	}

	private static Div legend(String idPrefix, Heatmap heatmap, HeatmapPalette palette, Texts texts) {
		Div legend = new Div();
		legend.setId(idPrefix + "-legend");
		legend.getElement().setAttribute("role", "list");
		legend.getElement().setAttribute("aria-label", texts.text("reports.heatmap.legend"));
		legend.getStyle()
			.set("display", "flex")
			.set("flex-wrap", "wrap")
			.set("gap", "var(--lumo-space-xs) var(--lumo-space-m)")
			.set("font-size", "var(--lumo-font-size-s)");
		for (RankBand band : RankBand.values()) {
			legend.add(legendEntry(palette.fill(band), bandLegend(band, texts), "4px"));
		}
		if (heatmap.pin() != null) {
			legend.add(legendEntry("#1f2937", texts.text("reports.heatmap.legend.pin", heatmap.pin().name()), "50%"));
		}
		return legend;
	}

	/** A rank band's line in the legend, e.g. "Rank 4–6". */
	private static String bandLegend(RankBand band, Texts texts) {
		return texts.text(switch (band) {
			case TOP_THREE -> "reports.heatmap.band.top-three";
			case FOUR_TO_SIX -> "reports.heatmap.band.four-to-six";
			case SEVEN_TO_TEN -> "reports.heatmap.band.seven-to-ten";
			case ELEVEN_TO_NINETEEN -> "reports.heatmap.band.eleven-to-nineteen";
			case NOT_IN_TOP_TWENTY -> "reports.heatmap.band.not-in-top-twenty";
			case NO_DATA -> "reports.heatmap.band.no-data";
		});
	}

	/**
	 * A legend line: a swatch of the fill (with a rim, so a near-white fill shows) and
	 * its meaning.
	 */
	static Span legendEntry(String fill, String text, String radius) {
		Span swatch = new Span();
		swatch.getStyle()
			.set("display", "inline-block")
			.set("width", "0.9em")
			.set("height", "0.9em")
			.set("margin-right", "0.35em")
			.set("vertical-align", "-0.1em")
			.set("border-radius", radius)
			.set("border", "1px solid #8c959f")
			.set("background", fill);
		swatch.getElement().setAttribute("aria-hidden", "true");
		Span entry = new Span(swatch, new Span(text));
		entry.getElement().setAttribute("role", "listitem");
		return entry;
	}

	/** The ranks as an HTML table: rows north to south, columns west to east. */
	private static Element table(Heatmap heatmap, HeatmapPalette palette, Texts texts) {
		int n = heatmap.geometry().gridSize();
		Element table = new Element("table");
		table.getStyle().set("border-collapse", "collapse").set("text-align", "center");
		table.appendChild(new Element("caption").setText(texts.text("reports.heatmap.table.caption", (n + 1) / 2)));
		Element head = new Element("tr")
			.appendChild(new Element("th").setText(texts.text("reports.heatmap.table.row")));
		for (int column = 1; column <= n; column++) {
			head.appendChild(new Element("th").setAttribute("scope", "col")
				.setText(texts.text("reports.heatmap.table.column", column)));
		}
		table.appendChild(head);
		for (int row = 0; row < n; row++) {
			Element line = new Element("tr").appendChild(new Element("th").setAttribute("scope", "row")
				.setText(texts.text("reports.heatmap.table.row.number", row + 1)));
			for (int column = 0; column < n; column++) {
				Heatmap.Point point = heatmap.points().get(row * n + column);
				Element cell = new Element("td").setText(point.label());
				cell.getClassList().add(point.band().cssClass());
				cell.getStyle()
					.set("background", palette.fill(point.band()))
					.set("color", palette.text(point.band()))
					.set("padding", "2px 6px")
					.set("min-width", "2em");
				line.appendChild(cell);
			}
			table.appendChild(line);
		}
		return table;
	}

	private static MapPoint mapPoint(Heatmap.Point point, HeatmapPalette palette, Texts texts) {
		return new MapPoint(point.position().lat().doubleValue(), point.position().lng().doubleValue(), point.label(),
				palette.fill(point.band()), palette.text(point.band()),
				texts.text("reports.heatmap.point.title", rankText(point, texts), point.row() + 1, point.column() + 1));
	}

	private static MapPin pin(Heatmap.Pin pin) {
		return pin == null ? null
				: new MapPin(pin.position().lat().doubleValue(), pin.position().lng().doubleValue(), pin.name());
	}

	/**
	 * What the AI engine answered at the point: who it named, in order, and what it
	 * cited.
	 */
	static String describeAnswer(Heatmap.Point point, Heatmap.Answer answer, Texts texts) {
		int row = point.row() + 1;
		int column = point.column() + 1;
		if (!answer.given()) {
			return texts.text("reports.heatmap.answer.none", row, column);
		}
		boolean namedYou = point.rank() > 0 && point.rank() < RankBand.OUT_OF_REACH;
		String named;
		if (answer.named().isEmpty()) {
			named = namedYou ? texts.text("reports.heatmap.answer.nobody.you", row, column, point.rank())
					: texts.text("reports.heatmap.answer.nobody", row, column);
		}
		else {
			String businesses = numbered(answer.named());
			named = namedYou ? texts.text("reports.heatmap.answer.named.you", row, column, businesses, point.rank())
					: texts.text("reports.heatmap.answer.named", row, column, businesses);
		}
		return named + " " + (answer.sources().isEmpty() ? texts.text("reports.heatmap.answer.sources.none")
				: texts.text("reports.heatmap.answer.sources", String.join(", ", answer.sources())));
	}

	static String rankText(Heatmap.Point point, Texts texts) {
		return switch (point.band()) {
			case NO_DATA -> texts.text("reports.heatmap.rank.unknown");
			case NOT_IN_TOP_TWENTY -> texts.text("reports.heatmap.rank.out", RankBand.OUT_OF_REACH - 1, point.label());
			default -> texts.text("reports.heatmap.rank", point.label());
		};
	}

	/** What the details say of a point, in the reader's language. */
	static String describe(Heatmap.Point point, Texts texts) {
		if (point.answer() != null) {
			return describeAnswer(point, point.answer(), texts);
		}
		String where = texts.text("reports.heatmap.point.at", rankText(point, texts), point.row() + 1,
				point.column() + 1) + " ";
		List<DataPoint.Result> above = point.above();
		if (above == null) {
			return where + texts.text("reports.heatmap.point.unnamed");
		}
		if (above.isEmpty()) {
			return where + texts.text(point.rank() == 1 ? "reports.heatmap.point.first" : "reports.heatmap.point.none");
		}
		String text = where + texts.text("reports.heatmap.point.above", numbered(above));
		int unnamed = point.rank() > 0 ? point.rank() - 1 - above.size() : 0;
		if (unnamed > 0) {
			text += " " + texts.text("reports.heatmap.point.more", above.size(), unnamed);
		}
		return text;
	}

	/** "1. Tartine, 2. Arizmendi": businesses with their ranks, in order. */
	private static String numbered(List<DataPoint.Result> results) {
		StringBuilder text = new StringBuilder();
		for (int i = 0; i < results.size(); i++) {
			DataPoint.Result result = results.get(i);
			text.append(i == 0 ? "" : ", ")
				.append(result.rank())
				.append(". ")
				.append(result.name() == null ? ReportFormat.NONE : result.name());
		}
		return text.toString();
	}

}
