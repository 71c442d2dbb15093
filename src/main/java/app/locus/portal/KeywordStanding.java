package app.locus.portal;

import java.math.BigDecimal;

import app.locus.reports.Metric;
import app.locus.reports.ReportCard;
import org.jspecify.annotations.Nullable;

/**
 * The newest scan of one keyword at one location on one platform, and how its share of
 * voice (SoLV, or SAIV on AI platforms) and average rank moved since the scan before it
 * with the same settings.
 *
 * @param previous the earlier comparable scan, null for the first one
 */
public record KeywordStanding(ReportCard latest, @Nullable ReportCard previous) {

	/** Share-of-voice change in points; null without a comparable earlier scan. */
	public @Nullable BigDecimal shareMove() {
		return difference(latest.metrics().solv(), previous == null ? null : previous.metrics().solv());
	}

	/**
	 * Average-rank change (negative is better); null without a comparable earlier scan.
	 */
	public @Nullable BigDecimal rankMove() {
		return difference(latest.metrics().arp(), previous == null ? null : previous.metrics().arp());
	}

	public Metric.Change shareChange() {
		return Metric.SOLV.change(shareMove());
	}

	public Metric.Change rankChange() {
		return Metric.ARP.change(rankMove());
	}

	private static @Nullable BigDecimal difference(@Nullable BigDecimal now, @Nullable BigDecimal before) {
		return now == null || before == null ? null : now.subtract(before);
	}

}
