package app.locus.reports.ui;

import java.math.BigDecimal;
import java.math.RoundingMode;

import app.locus.reports.Metric;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportType;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.reports.Movement;
import app.locus.upstream.api.reports.RankMetrics;

/**
 * How reports read on every page: metric names per platform (SAIV on AI platforms),
 * values, and movements with their direction (ranks improve as they fall, share of voice
 * as it rises).
 */
final class ReportFormat {

	static final String NONE = "–";

	private ReportFormat() {
	}

	/** Route of a report's detail page inside a workspace. */
	static String detailPath(String workspace, ReportType type, String key) {
		return ReportsNavigation.detailPath(workspace, type, key);
	}

	static String platform(Platform platform) {
		return platform == null ? NONE : platform.displayName();
	}

	static String shareLabel(Platform platform) {
		return platform == null ? Platform.PrimaryMetric.SOLV.label() : platform.primaryMetric().label();
	}

	static String grid(ReportCard card) {
		return grid(card.gridSize(), card.radius(), card.unit());
	}

	static String grid(Integer gridSize, BigDecimal radius, Measurement unit) {
		if (gridSize == null) {
			return NONE;
		}
		String grid = gridSize + " × " + gridSize;
		return radius == null || unit == null ? grid
				: grid + ", " + radius.stripTrailingZeros().toPlainString() + " " + unit.code();
	}

	static String number(BigDecimal value) {
		return value == null ? NONE : value.setScale(2, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString();
	}

	/** E.g. {@code ARP 3.2 · ATRP 5.1 · SoLV 42}. */
	static String metrics(RankMetrics metrics, Platform platform) {
		if (metrics == null) {
			return NONE;
		}
		return "ARP " + number(metrics.arp()) + " · ATRP " + number(metrics.atrp()) + " · " + shareLabel(platform) + " "
				+ number(metrics.solv());
	}

	/** E.g. {@code ARP −1.2 (better)}; empty when there is no movement. */
	static String movement(Movement movement, Platform platform) {
		if (movement == null
				|| movement.arpMove() == null && movement.atrpMove() == null && movement.solvMove() == null) {
			return "";
		}
		return move("ARP", Metric.ARP, movement.arpMove()) + " · " + move("ATRP", Metric.ATRP, movement.atrpMove())
				+ " · " + move(shareLabel(platform), Metric.SOLV, movement.solvMove());
	}

	static String move(String label, Metric metric, BigDecimal value) {
		Metric.Change change = metric.change(value);
		String arrow = switch (change) {
			case BETTER -> "▲ better";
			case WORSE -> "▼ worse";
			case SAME -> "= same";
			case UNKNOWN -> "";
		};
		String sign = value != null && value.signum() > 0 ? "+" : "";
		return label + " " + (value == null ? NONE : sign + number(value))
				+ (arrow.isEmpty() ? "" : " (" + arrow + ")");
	}

	/** Which way is better, for a legend. */
	static String directions(Platform platform) {
		return "ARP and ATRP: lower is better. " + shareLabel(platform) + ": higher is better.";
	}

}
