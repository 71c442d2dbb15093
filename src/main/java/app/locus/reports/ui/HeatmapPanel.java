package app.locus.reports.ui;

import java.io.ByteArrayInputStream;
import java.util.List;
import java.util.Locale;

import app.locus.base.ui.map.MapPin;
import app.locus.base.ui.map.MapPoint;
import app.locus.base.map.MapTiles;
import app.locus.base.ui.map.PointMap;
import app.locus.reports.heatmap.Heatmap;
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
 * rank there and who ranks above, as far as the report names them.
 */
class HeatmapPanel extends Div {

	static final String HINT = "Click or tap a point on the map, or Tab to it and press Enter, to see the rank there and "
			+ "who ranks above it.";

	private final transient Heatmap heatmap;

	private final PointMap map;

	private final Paragraph details = new Paragraph(HINT);

	private final Element table;

	private final Button tableToggle = new Button("Show as table");

	HeatmapPanel(String idPrefix, Heatmap heatmap, MapTiles tiles, String fileName) {
		this.heatmap = heatmap;
		addClassName("locus-heatmap");
		setId(idPrefix + "-panel");
		getStyle().set("display", "flex").set("flex-direction", "column").set("gap", "var(--lumo-space-s)");
		map = new PointMap("Heatmap on a map: rank at each grid point", tiles);
		map.setId(idPrefix);
		map.show(heatmap.points().stream().map(HeatmapPanel::mapPoint).toList(), pin(heatmap.pin()),
				heatmap.geometry().unit() == Measurement.MI);
		map.addPointClickListener(event -> showPoint(event.index()));
		details.setId(idPrefix + "-point");
		details.getElement().setAttribute("aria-live", "polite");
		table = table(heatmap);
		table.setAttribute("id", idPrefix + "-table");
		table.setVisible(false);
		add(toolbar(idPrefix, fileName), map, legend(idPrefix, heatmap), details);
		getElement().appendChild(table);
	}

	/**
	 * What the details say of the point at this index (row by row from the north-west).
	 */
	void showPoint(int index) {
		if (index < 0 || index >= heatmap.points().size()) {
			return;
		}
		String detail = describe(heatmap.points().get(index));
		details.setText(detail);
		map.showDetail(index, detail);
	}

	private HorizontalLayout toolbar(String idPrefix, String fileName) {
		Button fullScreen = new Button("Full screen",
				event -> getElement().executeJs("document.fullscreenElement ? document.exitFullscreen() "
						+ ": this.requestFullscreen && this.requestFullscreen()"));
		fullScreen.setId(idPrefix + "-fullscreen");
		fullScreen.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
		tableToggle.setId(idPrefix + "-table-toggle");
		tableToggle.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
		tableToggle.addClickListener(event -> showTable(!table.isVisible()));
		Anchor png = new Anchor(DownloadHandler.fromInputStream(event -> {
			byte[] bytes = HeatmapPng.export(heatmap);
			return new DownloadResponse(new ByteArrayInputStream(bytes), fileName, "image/png", bytes.length);
		}), "Download PNG");
		png.setId(idPrefix + "-png");
		HorizontalLayout toolbar = new HorizontalLayout(fullScreen, tableToggle, png);
		toolbar.setAlignItems(FlexComponent.Alignment.BASELINE);
		toolbar.getStyle().set("flex-wrap", "wrap");
		return toolbar;
	}

	private void showTable(boolean shown) {
		table.setVisible(shown);
		map.setVisible(!shown);
		tableToggle.setText(shown ? "Show as map" : "Show as table");
	}

	private static Div legend(String idPrefix, Heatmap heatmap) {
		Div legend = new Div();
		legend.setId(idPrefix + "-legend");
		legend.getElement().setAttribute("role", "list");
		legend.getElement().setAttribute("aria-label", "Legend");
		legend.getStyle()
			.set("display", "flex")
			.set("flex-wrap", "wrap")
			.set("gap", "var(--lumo-space-xs) var(--lumo-space-m)")
			.set("font-size", "var(--lumo-font-size-s)");
		for (RankBand band : RankBand.values()) {
			legend.add(legendEntry(band.fill(), band.legend(), "4px"));
		}
		if (heatmap.pin() != null) {
			legend.add(legendEntry("#1f2937", "Pin: " + heatmap.pin().name(), "50%"));
		}
		return legend;
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
	private static Element table(Heatmap heatmap) {
		int n = heatmap.geometry().gridSize();
		Element table = new Element("table");
		table.getStyle().set("border-collapse", "collapse").set("text-align", "center");
		table.appendChild(new Element("caption")
			.setText("Rank at each grid point: rows from north to south, columns from west to east; the centre is row "
					+ (n + 1) / 2 + ", column " + (n + 1) / 2 + "."));
		Element head = new Element("tr").appendChild(new Element("th").setText("Row"));
		for (int column = 1; column <= n; column++) {
			head.appendChild(new Element("th").setAttribute("scope", "col").setText("Column " + column));
		}
		table.appendChild(head);
		for (int row = 0; row < n; row++) {
			Element line = new Element("tr")
				.appendChild(new Element("th").setAttribute("scope", "row").setText("Row " + (row + 1)));
			for (int column = 0; column < n; column++) {
				Heatmap.Point point = heatmap.points().get(row * n + column);
				Element cell = new Element("td").setText(point.label());
				cell.getClassList().add(point.band().cssClass());
				cell.getStyle()
					.set("background", point.band().fill())
					.set("color", point.band().text())
					.set("padding", "2px 6px")
					.set("min-width", "2em");
				line.appendChild(cell);
			}
			table.appendChild(line);
		}
		return table;
	}

	private static MapPoint mapPoint(Heatmap.Point point) {
		return new MapPoint(point.position().lat().doubleValue(), point.position().lng().doubleValue(), point.label(),
				point.band().fill(), point.band().text(),
				rankText(point) + " (row " + (point.row() + 1) + ", column " + (point.column() + 1) + ")");
	}

	private static MapPin pin(Heatmap.Pin pin) {
		return pin == null ? null
				: new MapPin(pin.position().lat().doubleValue(), pin.position().lng().doubleValue(), pin.name());
	}

	/**
	 * What the AI engine answered at the point: who it named, in order, and what it
	 * cited.
	 */
	static String describeAnswer(Heatmap.Point point, Heatmap.Answer answer) {
		String where = "At row " + (point.row() + 1) + ", column " + (point.column() + 1);
		if (!answer.given()) {
			return where + " the engine gave no answer that named a business.";
		}
		StringBuilder text = new StringBuilder(where).append(" the answer named ");
		if (answer.named().isEmpty()) {
			text.append("no business");
		}
		for (int i = 0; i < answer.named().size(); i++) {
			DataPoint.Result result = answer.named().get(i);
			text.append(i == 0 ? "" : ", ")
				.append(result.rank())
				.append(". ")
				.append(result.name() == null ? ReportFormat.NONE : result.name());
		}
		text.append(point.rank() > 0 && point.rank() < RankBand.OUT_OF_REACH ? "; you were number " + point.rank() + "."
				: "; it did not name you.");
		text.append(answer.sources().isEmpty() ? " It cited no sources."
				: " Sources cited: " + String.join(", ", answer.sources()) + ".");
		return text.toString();
	}

	static String rankText(Heatmap.Point point) {
		return switch (point.band()) {
			case NO_DATA -> "No rank known";
			case NOT_IN_TOP_TWENTY -> "Not in the top " + (RankBand.OUT_OF_REACH - 1) + " (" + point.label() + ")";
			default -> "Rank " + point.label();
		};
	}

	static String describe(Heatmap.Point point) {
		if (point.answer() != null) {
			return describeAnswer(point, point.answer());
		}
		String where = rankText(point) + " at row " + (point.row() + 1) + ", column " + (point.column() + 1) + ". ";
		List<DataPoint.Result> above = point.above();
		if (above == null) {
			return where + "The report does not name the businesses at this point.";
		}
		if (above.isEmpty()) {
			return where + (point.rank() == 1 ? "Nobody ranks above here."
					: "The report names no business above this one here.");
		}
		StringBuilder text = new StringBuilder(where).append("Ranking above here: ");
		for (int i = 0; i < above.size(); i++) {
			DataPoint.Result result = above.get(i);
			text.append(i == 0 ? "" : ", ")
				.append(result.rank())
				.append(". ")
				.append(result.name() == null ? ReportFormat.NONE : result.name());
		}
		text.append('.');
		int unnamed = point.rank() > 0 ? point.rank() - 1 - above.size() : 0;
		if (unnamed > 0) {
			text.append(String.format(Locale.ROOT, " The report names only the top %d here; %d more rank above.",
					above.size(), unnamed));
		}
		return text.toString();
	}

}
