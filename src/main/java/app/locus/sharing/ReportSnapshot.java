package app.locus.sharing;

import java.math.BigDecimal;
import java.util.List;

import app.locus.reports.heatmap.GridGeometry;
import app.locus.reports.heatmap.RankGrid;
import app.locus.upstream.api.Measurement;

import org.jspecify.annotations.Nullable;

/**
 * A stored report as its share link shows it, copied when the link was made and never
 * changed after (DD145): the figures, the heatmap's ranks and what the report is about,
 * with nothing the client should not see (no credits, keys, place ids or report keys).
 * Stored as JSON; {@code version} names its shape, for shapes to come (such as a PDF).
 *
 * @param about what, where and when: date, location, platform, grid
 * @param figures the headline ARP, ATRP and SoLV (SAIV), or null when the report has none
 * @param heatmap the rank at each grid point, for scans
 * @param notes the report's own analysis as plain text, or null
 * @param lines the report's table (competitors, keywords, locations, runs), possibly
 * empty, under {@code linesHeading}
 */
public record ReportSnapshot(int version, String title, String about, @Nullable Figures figures,
		@Nullable Heatmap heatmap, @Nullable String notes, String linesHeading, List<Line> lines) {

	/** The shape written now. */
	public static final int VERSION = 1;

	public ReportSnapshot {
		lines = lines == null ? List.of() : List.copyOf(lines);
	}

	/** ARP, ATRP and the share of voice under its platform's name (SoLV or SAIV). */
	public record Figures(String shareLabel, @Nullable BigDecimal arp, @Nullable BigDecimal atrp,
			@Nullable BigDecimal share) {
	}

	/** A row of the report's table with its figures. */
	public record Line(String label, @Nullable BigDecimal arp, @Nullable BigDecimal atrp, @Nullable BigDecimal share) {
	}

	/** The ranks of a scan's grid in {@link RankGrid#format()} form, and its geometry. */
	public record Heatmap(int gridSize, BigDecimal radius, Measurement unit, String ranks) {

		public @Nullable RankGrid grid() {
			return RankGrid.parse(gridSize, ranks);
		}

		public GridGeometry geometry() {
			return GridGeometry.of(gridSize, radius, unit);
		}

	}

}
