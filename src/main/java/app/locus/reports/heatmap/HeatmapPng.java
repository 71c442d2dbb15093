package app.locus.reports.heatmap;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

import javax.imageio.ImageIO;

/**
 * Draws the same heatmap as {@link HeatmapSvg} into a PNG with java.awt (headless), for
 * downloads and places where SVG does not go (e-mail, documents).
 */
public final class HeatmapPng {

	private static final int PIN_RADIUS = 7;

	private static final int LEGEND_SWATCH = 12;

	private HeatmapPng() {
	}

	/**
	 * The full heatmap as PNG bytes in the standard colours (client report PDFs, made
	 * with nobody signed in).
	 */
	public static byte[] render(RankGrid ranks, GridGeometry geometry) {
		return draw(new HeatmapLayout(ranks, geometry, HeatmapLayout.Style.FULL, HeatmapPalette.STANDARD));
	}

	/**
	 * The image export of a heatmap's map in the standard colours: the grid with its
	 * ranks, the scale and caption, the legend of the rank bands and the business's own
	 * pin.
	 */
	public static byte[] export(Heatmap heatmap) {
		return export(heatmap, HeatmapPalette.STANDARD);
	}

	/** The image export of a heatmap's map in the reader's colours. */
	public static byte[] export(Heatmap heatmap, HeatmapPalette palette) {
		return draw(new HeatmapLayout(heatmap, HeatmapLayout.Style.EXPORT, palette));
	}

	/** The gallery thumbnail as PNG bytes. */
	public static byte[] thumbnail(RankGrid ranks) {
		return draw(new HeatmapLayout(ranks, null, HeatmapLayout.Style.THUMBNAIL, HeatmapPalette.STANDARD));
	}

	private static byte[] draw(HeatmapLayout layout) {
		BufferedImage image = new BufferedImage(layout.width, layout.height, BufferedImage.TYPE_INT_RGB);
		Graphics2D g = image.createGraphics();
		try {
			g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
			g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
			g.setColor(Color.WHITE);
			g.fillRect(0, 0, layout.width, layout.height);
			Font rankFont = new Font(Font.SANS_SERIF, Font.BOLD, layout.fontSize());
			for (HeatmapLayout.Cell cell : layout.cells) {
				g.setColor(Color.decode(layout.fill(cell)));
				g.fillRect(cell.x(), cell.y(), cell.size(), cell.size());
				if (layout.style.labels()) {
					g.setFont(rankFont);
					g.setColor(Color.decode(layout.text(cell)));
					centred(g, cell.label(), cell.centreX(), cell.centreY());
				}
			}
			HeatmapLayout.Cell centre = layout.centre;
			int stroke = Math.max(1, layout.style.cellSize() / 12);
			g.setColor(new Color(0x111111));
			g.setStroke(new BasicStroke(stroke));
			g.drawRect(centre.x() + stroke / 2, centre.y() + stroke / 2, centre.size() - stroke,
					centre.size() - stroke);
			if (layout.showsCaption()) {
				scaleAndCaption(g, layout);
			}
			if (layout.pin != null) {
				pin(g, layout.pin[0], layout.pin[1]);
			}
			legend(g, layout);
		}
		finally {
			g.dispose();
		}
		return encode(image);
	}

	private static void scaleAndCaption(Graphics2D g, HeatmapLayout layout) {
		g.setColor(new Color(0x333333));
		g.setStroke(new BasicStroke(2));
		int y = layout.scaleY();
		g.drawLine(layout.scaleStartX(), y, layout.scaleEndX(), y);
		g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
		g.drawString(layout.scaleLabel(), layout.scaleEndX() + 6, y + 4);
		g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
		g.drawString(layout.caption(), layout.style.margin(), layout.captionY());
	}

	private static void pin(Graphics2D g, int x, int y) {
		g.setColor(Color.WHITE);
		g.fillOval(x - PIN_RADIUS - 2, y - PIN_RADIUS - 2, 2 * PIN_RADIUS + 4, 2 * PIN_RADIUS + 4);
		g.setColor(Color.decode(HeatmapLayout.PIN_FILL));
		g.fillOval(x - PIN_RADIUS, y - PIN_RADIUS, 2 * PIN_RADIUS, 2 * PIN_RADIUS);
	}

	private static void legend(Graphics2D g, HeatmapLayout layout) {
		g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
		for (HeatmapLayout.LegendEntry entry : layout.legend) {
			g.setColor(Color.decode(entry.fill()));
			g.fillRect(entry.x(), entry.y(), LEGEND_SWATCH, LEGEND_SWATCH);
			g.setColor(new Color(0x333333));
			g.drawString(entry.text(), entry.x() + LEGEND_SWATCH + 6, entry.y() + LEGEND_SWATCH - 2);
		}
	}

	private static void centred(Graphics2D g, String text, int x, int y) {
		FontMetrics metrics = g.getFontMetrics();
		g.drawString(text, x - metrics.stringWidth(text) / 2, y + (metrics.getAscent() - metrics.getDescent()) / 2);
	}

	private static byte[] encode(BufferedImage image) {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		try {
			ImageIO.write(image, "png", out);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		return out.toByteArray();
	}

}
