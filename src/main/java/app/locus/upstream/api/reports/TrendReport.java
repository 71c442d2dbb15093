package app.locus.upstream.api.reports;

import java.time.LocalDate;
import java.util.List;

import app.locus.upstream.api.Lenient;
import app.locus.upstream.api.locations.LocationSummary;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * Two or more scans with equal settings over time: latest metrics, movement since the
 * previous scan, and one point per scan with its images; the grid points per scan, the
 * PDF's address and the service's {@code id}. {@code raw} is the payload as received.
 * Null when absent.
 */
public record TrendReport(String reportKey, ScanSettings settings, LocationSummary location, Integer scanCount,
		LocalDate firstDate, LocalDate lastDate, RankMetrics latest, Movement movement, List<Point> scans, JsonNode raw,
		String id, Integer points, String pdf) {

	/** One scan of the trend, with its grid images. */
	public record Point(String reportKey, LocalDate date, RankMetrics metrics, String image, String heatmap) {

		static Point from(JsonNode node) {
			return new Point(Lenient.text(node, "report_key"), Lenient.date(node, "date"), RankMetrics.from(node),
					Lenient.text(node, "image"), Lenient.text(node, "heatmap"));
		}

	}

	public static TrendReport from(JsonNode node) {
		return new TrendReport(Lenient.text(node, "report_key"), ScanSettings.from(node),
				Lenient.nested(node, "location", LocationSummary::from), Lenient.integer(node, "scan_count"),
				Lenient.date(node, "date"), Lenient.date(node, "last_date"), RankMetrics.from(node),
				Movement.from(node), Lenient.list(node, "scans", Point::from), node, Lenient.text(node, "id"),
				Lenient.integer(node, "points"), Lenient.text(node, "pdf"));
	}

}
