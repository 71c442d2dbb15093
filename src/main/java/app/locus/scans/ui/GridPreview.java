package app.locus.scans.ui;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

import app.locus.reports.heatmap.GridGeometry;
import com.vaadin.flow.component.html.Image;

/** A small drawing of the grid's points around the centre, true to the point count. */
final class GridPreview {

	private static final int PITCH = 12;

	private GridPreview() {
	}

	static Image of(GridGeometry geometry, String description) {
		int size = geometry.gridSize();
		int side = size * PITCH;
		StringBuilder svg = new StringBuilder("<svg xmlns='http://www.w3.org/2000/svg' width='" + side + "' height='"
				+ side + "' viewBox='0 0 " + side + " " + side + "'>");
		for (int row = 0; row < size; row++) {
			for (int column = 0; column < size; column++) {
				boolean centre = row == geometry.centre() && column == geometry.centre();
				svg.append("<circle cx='")
					.append(column * PITCH + PITCH / 2)
					.append("' cy='")
					.append(row * PITCH + PITCH / 2)
					.append("' r='")
					.append(centre ? 4 : 2.5)
					.append("' fill='")
					.append(centre ? "#c62828" : "#1f6feb")
					.append("'/>");
			}
		}
		svg.append("</svg>");
		String uri = "data:image/svg+xml;base64,"
				+ Base64.getEncoder().encodeToString(svg.toString().getBytes(StandardCharsets.UTF_8));
		Image image = new Image(uri, description);
		image.setId("grid-preview-image");
		return image;
	}

}
