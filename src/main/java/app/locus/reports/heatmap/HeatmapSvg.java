package app.locus.reports.heatmap;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * Draws a scan's heatmap as SVG from its ranks: one cell per grid point coloured by
 * {@link RankBand} with the rank written in it, the centre outlined, a scale bar one
 * point-spacing long and a caption with grid, radius and spacing. Pure text output; only
 * numbers and units are written, never text from a payload.
 */
public final class HeatmapSvg {

	private static final String CENTRE_STROKE = "#111111";

	private HeatmapSvg() {
	}

	/**
	 * The full heatmap in the standard colours, for those who read it with nobody signed
	 * in (a shared page).
	 */
	public static String render(RankGrid ranks, GridGeometry geometry) {
		return render(ranks, geometry, HeatmapPalette.STANDARD);
	}

	/** The full heatmap of a report's detail page in the reader's colours. */
	public static String render(RankGrid ranks, GridGeometry geometry, HeatmapPalette palette) {
		return draw(new HeatmapLayout(ranks, geometry, HeatmapLayout.Style.FULL, palette));
	}

	/** A small picture for gallery cards: coloured cells and the centre, no numbers. */
	public static String thumbnail(RankGrid ranks) {
		return draw(new HeatmapLayout(ranks, null, HeatmapLayout.Style.THUMBNAIL, HeatmapPalette.STANDARD));
	}

	/** The SVG as a {@code data:} URI, for an image source. */
	public static String dataUri(String svg) {
		return "data:image/svg+xml;base64," + Base64.getEncoder().encodeToString(svg.getBytes(StandardCharsets.UTF_8));
	}

	private static String draw(HeatmapLayout layout) {
		StringBuilder svg = new StringBuilder(layout.cells.size() * 160 + 600);
		svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
			.append(layout.width)
			.append("\" height=\"")
			.append(layout.height)
			.append("\" viewBox=\"0 0 ")
			.append(layout.width)
			.append(' ')
			.append(layout.height)
			.append("\" role=\"img\">");
		svg.append("<title>Ranking heatmap, ")
			.append(layout.ranks.size())
			.append(" × ")
			.append(layout.ranks.size())
			.append(" grid</title>");
		svg.append("<rect class=\"background\" width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>");
		svg.append("<g class=\"cells\" font-family=\"sans-serif\" font-weight=\"bold\" font-size=\"")
			.append(layout.fontSize())
			.append("\" text-anchor=\"middle\">");
		for (HeatmapLayout.Cell cell : layout.cells) {
			cell(svg, layout, cell);
		}
		svg.append("</g>");
		centre(svg, layout);
		if (layout.showsCaption()) {
			scaleAndCaption(svg, layout);
		}
		return svg.append("</svg>").toString();
	}

	private static void cell(StringBuilder svg, HeatmapLayout layout, HeatmapLayout.Cell cell) {
		svg.append("<rect class=\"cell ")
			.append(cell.band().cssClass())
			.append("\" data-row=\"")
			.append(cell.row())
			.append("\" data-column=\"")
			.append(cell.column())
			.append("\" x=\"")
			.append(cell.x())
			.append("\" y=\"")
			.append(cell.y())
			.append("\" width=\"")
			.append(cell.size())
			.append("\" height=\"")
			.append(cell.size())
			.append("\" fill=\"")
			.append(layout.fill(cell))
			.append("\"/>");
		if (layout.style.labels()) {
			svg.append("<text class=\"rank\" x=\"")
				.append(cell.centreX())
				.append("\" y=\"")
				.append(cell.centreY() + layout.fontSize() / 3)
				.append("\" fill=\"")
				.append(layout.text(cell))
				.append("\">")
				.append(cell.label())
				.append("</text>");
		}
	}

	private static void centre(StringBuilder svg, HeatmapLayout layout) {
		HeatmapLayout.Cell centre = layout.centre;
		int stroke = Math.max(1, layout.style.cellSize() / 12);
		svg.append("<rect class=\"centre\" x=\"")
			.append(centre.x() + stroke / 2.0)
			.append("\" y=\"")
			.append(centre.y() + stroke / 2.0)
			.append("\" width=\"")
			.append(centre.size() - stroke)
			.append("\" height=\"")
			.append(centre.size() - stroke)
			.append("\" fill=\"none\" stroke=\"")
			.append(CENTRE_STROKE)
			.append("\" stroke-width=\"")
			.append(stroke)
			.append("\"><title>Centre of the grid</title></rect>");
	}

	private static void scaleAndCaption(StringBuilder svg, HeatmapLayout layout) {
		int y = layout.scaleY();
		svg.append("<g class=\"scale\" stroke=\"#333333\" stroke-width=\"2\"><line x1=\"")
			.append(layout.scaleStartX())
			.append("\" y1=\"")
			.append(y)
			.append("\" x2=\"")
			.append(layout.scaleEndX())
			.append("\" y2=\"")
			.append(y)
			.append("\"/></g>");
		svg.append("<text class=\"scale-label\" x=\"")
			.append(layout.scaleEndX() + 6)
			.append("\" y=\"")
			.append(y + 4)
			.append("\" font-family=\"sans-serif\" font-size=\"11\" fill=\"#333333\">")
			.append(layout.scaleLabel())
			.append("</text>");
		svg.append("<text class=\"caption\" x=\"")
			.append(layout.style.margin())
			.append("\" y=\"")
			.append(layout.captionY())
			.append("\" font-family=\"sans-serif\" font-size=\"12\" fill=\"#333333\">")
			.append(layout.caption())
			.append("</text>");
	}

}
