package app.locus.reports.heatmap;

import java.util.ArrayList;
import java.util.List;

import app.locus.upstream.api.LatLng;

/**
 * Where everything of a heatmap goes, in pixels, shared by the SVG and PNG renderers so
 * that both draw the same picture: square cells at equal spacing (the grid is uniform, so
 * equal cells are true to radius and grid size), the centre cell outlined, and for the
 * full picture a scale bar one point-spacing long and a caption; for an export of the map
 * also the legend of the rank bands and the business's own pin. Colours come from the
 * reader's {@link HeatmapPalette}.
 */
final class HeatmapLayout {

	/** How big and how detailed. */
	record Style(int cellSize, int gap, int margin, boolean labels, boolean caption, boolean legend) {

		static final Style FULL = new Style(40, 2, 12, true, true, false);

		static final Style EXPORT = new Style(40, 2, 12, true, true, true);

		static final Style THUMBNAIL = new Style(6, 0, 1, false, false, false);

	}

	/** One legend entry: a swatch of {@code fill} and its text, at its place. */
	record LegendEntry(String fill, String text, int x, int y) {

	}

	/** One grid point. */
	record Cell(int row, int column, int x, int y, int size, int rank, RankBand band, String label) {

		int centreX() {
			return x + size / 2;
		}

		int centreY() {
			return y + size / 2;
		}

	}

	private static final int CAPTION_HEIGHT = 44;

	/** Wide enough for the caption under the smallest grid. */
	private static final int CAPTION_MIN_WIDTH = 340;

	static final int LEGEND_ROW = 20;

	private static final int LEGEND_ENTRY_WIDTH = 150;

	static final String PIN_FILL = "#1f2937";

	final Style style;

	final HeatmapPalette palette;

	final RankGrid ranks;

	final GridGeometry geometry;

	final List<Cell> cells;

	final Cell centre;

	final int width;

	final int height;

	final List<LegendEntry> legend;

	/** Where the business's own pin goes, or null without one. */
	final int[] pin;

	final String pinName;

	HeatmapLayout(RankGrid ranks, GridGeometry geometry, Style style, HeatmapPalette palette) {
		this(ranks, geometry, style, null, null, palette);
	}

	HeatmapLayout(Heatmap heatmap, Style style, HeatmapPalette palette) {
		this(heatmap.ranks(), heatmap.geometry(), style, heatmap.centre(), heatmap.pin(), palette);
	}

	private HeatmapLayout(RankGrid ranks, GridGeometry geometry, Style style, LatLng gridCentre, Heatmap.Pin pin,
			HeatmapPalette palette) {
		if (geometry != null && geometry.gridSize() != ranks.size()) {
			throw new IllegalArgumentException(
					"Ranks for a " + ranks.size() + " grid drawn with a " + geometry.gridSize() + " geometry");
		}
		this.style = style;
		this.palette = palette;
		this.ranks = ranks;
		this.geometry = geometry;
		int n = ranks.size();
		int pitch = style.cellSize() + style.gap();
		List<Cell> laid = new ArrayList<>(n * n);
		for (int row = 0; row < n; row++) {
			for (int column = 0; column < n; column++) {
				int rank = ranks.rank(row, column);
				laid.add(new Cell(row, column, style.margin() + column * pitch, style.margin() + row * pitch,
						style.cellSize(), rank, RankBand.of(rank), RankBand.label(rank)));
			}
		}
		this.cells = List.copyOf(laid);
		int middle = (n - 1) / 2;
		this.centre = cells.get(middle * n + middle);
		int gridExtent = n * pitch - style.gap();
		this.width = Math.max(gridExtent + 2 * style.margin(), showsCaption() ? CAPTION_MIN_WIDTH : 0);
		int gridHeight = gridExtent + 2 * style.margin() + (showsCaption() ? CAPTION_HEIGHT : 0);
		this.pin = pin == null || gridCentre == null ? null : pinAt(gridCentre, pin.position(), pitch, gridExtent);
		this.pinName = pin == null ? null : pin.name();
		this.legend = style.legend() ? legend(gridHeight) : List.of();
		this.height = gridHeight + (legend.isEmpty() ? 0 : legend.get(legend.size() - 1).y() - gridHeight + LEGEND_ROW);
	}

	/**
	 * The pin's pixel, from its offset to the grid's centre point (kept inside the grid
	 * when the place lies beyond it).
	 */
	private int[] pinAt(LatLng gridCentre, LatLng place, int pitch, int gridExtent) {
		double pixelsPerUnit = pitch / geometry.exactSpacing();
		long x = Math.round(centre.centreX() + geometry.eastOf(gridCentre, place) * pixelsPerUnit);
		long y = Math.round(centre.centreY() - geometry.northOf(gridCentre, place) * pixelsPerUnit);
		int low = style.margin();
		int high = style.margin() + gridExtent;
		return new int[] { (int) Math.max(low, Math.min(high, x)), (int) Math.max(low, Math.min(high, y)) };
	}

	private List<LegendEntry> legend(int top) {
		List<LegendEntry> entries = new ArrayList<>();
		int perRow = Math.max(1, (width - 2 * style.margin()) / LEGEND_ENTRY_WIDTH);
		List<String[]> items = new ArrayList<>();
		for (RankBand band : RankBand.values()) {
			items.add(new String[] { palette.fill(band), band.legend() });
		}
		if (pin != null) {
			items.add(new String[] { PIN_FILL, "Pin: " + (pinName == null ? "the business" : pinName) });
		}
		for (int i = 0; i < items.size(); i++) {
			entries.add(new LegendEntry(items.get(i)[0], items.get(i)[1],
					style.margin() + (i % perRow) * LEGEND_ENTRY_WIDTH, top + (i / perRow) * LEGEND_ROW));
		}
		return entries;
	}

	String fill(Cell cell) {
		return palette.fill(cell.band());
	}

	String text(Cell cell) {
		return palette.text(cell.band());
	}

	boolean showsCaption() {
		return style.caption() && geometry != null;
	}

	/** Baseline of the scale bar, under the grid. */
	int scaleY() {
		return height - CAPTION_HEIGHT + 14;
	}

	/** The scale bar runs from the centre of one point to the centre of the next. */
	int scaleStartX() {
		return cells.get(0).centreX();
	}

	int scaleEndX() {
		return cells.get(1).centreX();
	}

	String scaleLabel() {
		return geometry.spacing().toPlainString() + " " + geometry.unit().code();
	}

	int captionY() {
		return height - 8;
	}

	String caption() {
		return ranks.size() + " × " + ranks.size() + " grid, radius "
				+ geometry.radius().stripTrailingZeros().toPlainString() + " " + geometry.unit().code() + ", points "
				+ scaleLabel() + " apart";
	}

	int fontSize() {
		return Math.max(9, style.cellSize() * 2 / 5);
	}

}
