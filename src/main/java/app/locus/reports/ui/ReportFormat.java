package app.locus.reports.ui;

import java.io.Serializable;
import java.math.BigDecimal;
import java.math.RoundingMode;

import app.locus.base.i18n.LocaleFormats;
import app.locus.base.i18n.Texts;
import app.locus.reports.Metric;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportHeadline;
import app.locus.reports.ReportType;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.reports.Movement;
import app.locus.upstream.api.reports.RankMetrics;

/**
 * How reports read on every page: metric names per platform (SAIV on AI platforms),
 * values, and movements with their direction (ranks improve as they fall, share of voice
 * as it rises). The words are in the reader's language ({@code reports.format.*}) and the
 * figures in the reader's number format; the metric names stay as they are in every
 * language.
 */
final class ReportFormat implements Serializable {

	private static final long serialVersionUID = 1L;

	static final String NONE = "–";

	/** Decimals of a metric or a movement. */
	private static final int DIGITS = 2;

	private final Texts texts;

	private final LocaleFormats formats;

	/**
	 * @param texts the reader's texts (a view's {@code this::getTranslation})
	 * @param formats the reader's formats
	 */
	ReportFormat(Texts texts, LocaleFormats formats) {
		this.texts = texts;
		this.formats = formats;
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

	String grid(ReportCard card) {
		return grid(card.gridSize(), card.radius(), card.unit());
	}

	/** E.g. {@code 7 × 7, 1.5 km}, the radius in the reader's number format. */
	String grid(Integer gridSize, BigDecimal radius, Measurement unit) {
		if (gridSize == null) {
			return NONE;
		}
		return new ReportHeadline(texts, formats).grid(gridSize, radius, unit);
	}

	/**
	 * A metric or a movement with two decimals at most, in the reader's number format.
	 * Rounded first, so that a movement too small to show reads 0, not -0.
	 */
	private String number(BigDecimal value) {
		return value == null ? NONE : formats.decimal(value.setScale(DIGITS, RoundingMode.HALF_UP), DIGITS);
	}

	/** E.g. {@code ARP 3.2 · ATRP 5.1 · SoLV 42}. */
	String metrics(RankMetrics metrics, Platform platform) {
		if (metrics == null) {
			return NONE;
		}
		return texts.text("reports.format.metrics", number(metrics.arp()), number(metrics.atrp()), shareLabel(platform),
				number(metrics.solv()));
	}

	/** E.g. {@code ARP -1.2 (▲ better)}; empty when there is no movement. */
	String movement(Movement movement, Platform platform) {
		if (movement == null
				|| movement.arpMove() == null && movement.atrpMove() == null && movement.solvMove() == null) {
			return "";
		}
		return String.join(" · ", move(Metric.ARP.name(), Metric.ARP, movement.arpMove()),
				move(Metric.ATRP.name(), Metric.ATRP, movement.atrpMove()),
				move(shareLabel(platform), Metric.SOLV, movement.solvMove()));
	}

	/** E.g. {@code ARP -1.2 (▲ better)}, {@code SoLV +2.78 (▼ worse)}, {@code ARP –}. */
	String move(String label, Metric metric, BigDecimal value) {
		String sign = value != null && value.signum() > 0 ? "+" : "";
		String figure = value == null ? NONE : sign + number(value);
		return switch (metric.change(value)) {
			case BETTER -> texts.text("reports.format.move.better", label, figure);
			case WORSE -> texts.text("reports.format.move.worse", label, figure);
			case SAME -> texts.text("reports.format.move.same", label, figure);
			case UNKNOWN -> texts.text("reports.format.move.unknown", label, figure);
		};
	}

	/** Which way is better, for a legend. */
	String directions(Platform platform) {
		return texts.text("reports.format.directions", shareLabel(platform));
	}

}
