package app.locus.reports;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Objects;

import app.locus.reports.heatmap.GridGeometry;
import app.locus.reports.heatmap.RankGrid;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.reports.Movement;
import app.locus.upstream.api.reports.RankMetrics;

/**
 * What a gallery card shows of a stored report, read straight from its columns (never
 * from the payload). {@code metrics.solv} is SAIV on the AI platforms. For trend,
 * location and keyword reports the date is the latest scan's. {@code keyword} and
 * {@code locationName} list several values for reports that span several (campaigns,
 * location and keyword reports). Null where the report has no such value.
 */
public record ReportCard(ReportType type, ReportKey key, LocalDate date, String placeId, String locationName,
		String keyword, Platform platform, Integer gridSize, BigDecimal radius, Measurement unit, LatLng center,
		String campaignKey, RankMetrics metrics, Integer foundIn, Integer totalCompetitors, Movement movement,
		Integer scanCount, RankGrid thumbnail, boolean detailsStored) {

	/** The headline share-of-voice metric of the report's platform: SoLV or SAIV. */
	public Platform.PrimaryMetric primaryMetric() {
		return platform == null ? Platform.PrimaryMetric.SOLV : platform.primaryMetric();
	}

	/**
	 * The grid's geometry, or null when the report does not say (e.g. a keyword report).
	 */
	public GridGeometry geometry() {
		boolean drawable = gridSize != null && gridSize >= 3 && gridSize <= 21 && gridSize % 2 == 1;
		if (!drawable || radius == null || radius.signum() <= 0 || unit == null) {
			return null;
		}
		return GridGeometry.of(gridSize, radius, unit);
	}

	/**
	 * Whether two scans may be compared: same place, keyword, centre, grid, radius, unit
	 * and platform (the rule the service uses to build trends).
	 */
	public boolean sameGeometryAs(ReportCard other) {
		return other != null && Objects.equals(placeId, other.placeId) && keyword != null
				&& keyword.equalsIgnoreCase(other.keyword) && sameCenter(center, other.center)
				&& Objects.equals(gridSize, other.gridSize) && sameNumber(radius, other.radius) && unit == other.unit
				&& platform == other.platform;
	}

	private static boolean sameCenter(LatLng a, LatLng b) {
		return a == null ? b == null : b != null && sameNumber(a.lat(), b.lat()) && sameNumber(a.lng(), b.lng());
	}

	private static boolean sameNumber(BigDecimal a, BigDecimal b) {
		return a == null ? b == null : b != null && a.compareTo(b) == 0;
	}

}
