package app.locus.alerts.ui;

import app.locus.alerts.ChangedPoints;
import com.vaadin.flow.component.Html;
import org.jsoup.nodes.Element;

/**
 * A small map of a scan's grid, north at the top, with the points an alert is about
 * filled and outlined (so that colour is not the only sign, theme class
 * {@code locus-point-map}): where the client lost ground reads at a glance, which a list
 * of rows and columns does not.
 */
final class PointMap {

	/** The map's side in pixels; a cell is never narrower than {@link #MIN_CELL}. */
	private static final int SIDE = 140;

	private static final int MIN_CELL = 6;

	private static final int GAP = 1;

	private PointMap() {
	}

	/** The map, labelled {@code label} for screen readers; jsoup escapes every value. */
	static Html of(ChangedPoints points, String label) {
		int size = points.gridSize();
		int cell = Math.max(MIN_CELL, SIDE / size);
		String side = Integer.toString(size * cell);
		Element svg = new Element("svg").attr("xmlns", "http://www.w3.org/2000/svg")
			.attr("role", "img")
			.addClass("locus-point-map")
			.attr("width", side)
			.attr("height", side)
			.attr("viewBox", "0 0 " + side + " " + side)
			.attr("aria-label", label);
		svg.appendElement("title").text(label);
		for (int row = 1; row <= size; row++) {
			for (int column = 1; column <= size; column++) {
				Element rect = svg.appendElement("rect")
					.attr("x", Integer.toString((column - 1) * cell))
					.attr("y", Integer.toString((row - 1) * cell))
					.attr("width", Integer.toString(cell - GAP))
					.attr("height", Integer.toString(cell - GAP));
				if (points.contains(row, column)) {
					rect.addClass("changed");
				}
			}
		}
		// Vaadin makes an Html's root element in the HTML namespace, where an svg draws
		// nothing: the svg goes in as the inner markup of a span, which the browser
		// parses.
		return new Html("<span class=\"locus-point-map-frame\">" + svg.outerHtml() + "</span>");
	}

}
