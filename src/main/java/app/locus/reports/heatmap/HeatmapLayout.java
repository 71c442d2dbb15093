package app.locus.reports.heatmap;

import java.util.ArrayList;
import java.util.List;

/**
 * Where everything of a heatmap goes, in pixels, shared by the SVG and PNG renderers so
 * that both draw the same picture: square cells at equal spacing (the grid is uniform, so
 * equal cells are true to radius and grid size), the centre cell outlined, and for the
 * full picture a scale bar one point-spacing long and a caption.
 */
final class HeatmapLayout {

	/** How big and how detailed. */
	record Style(int cellSize, int gap, int margin, boolean labels, boolean caption) {

		static final Style FULL = new Style(40, 2, 12, true, true);

		static final Style THUMBNAIL = new Style(6, 0, 1, false, false);

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

	final Style style;

	final RankGrid ranks;

	final GridGeometry geometry;

	final List<Cell> cells;

	final Cell centre;

	final int width;

	final int height;

	HeatmapLayout(RankGrid ranks, GridGeometry geometry, Style style) {
		if (geometry != null && geometry.gridSize() != ranks.size()) {
			throw new IllegalArgumentException(
					"Ranks for a " + ranks.size() + " grid drawn with a " + geometry.gridSize() + " geometry");
		}
		this.style = style;
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
		this.height = gridExtent + 2 * style.margin() + (showsCaption() ? CAPTION_HEIGHT : 0);
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
