package app.locus.portal.ui;

import java.math.BigDecimal;

import app.locus.base.DisplayDates;
import app.locus.portal.KeywordStanding;
import app.locus.reports.Metric;
import app.locus.reports.PlainMetrics;
import app.locus.reports.ReportCard;
import org.jspecify.annotations.Nullable;

/**
 * One line of the dashboard's standings table as it reads. The grid keeps its rows in the
 * session while the page is open, so a row holds the shown text only, not the two report
 * cards it was compared from (DD086).
 */
record StandingRow(String keyword, String location, String metric, String share, String shareMove, String rank,
		String rankMove, String latestScan, String plainShare, String shareTechnical) {

	static StandingRow of(KeywordStanding standing) {
		ReportCard latest = standing.latest();
		PlainMetrics.Sentence share = PlainMetrics.share(latest.metrics(), latest.platform());
		PlainMetrics.Sentence plain = share != null ? share
				: new PlainMetrics.Sentence("Not measured in this scan", "");
		return new StandingRow(latest.keyword(), latest.locationName(), latest.primaryMetric().label(),
				number(latest.metrics().solv()), movement(standing.shareMove(), standing.shareChange()),
				number(latest.metrics().arp()), movement(standing.rankMove(), standing.rankChange()),
				DisplayDates.dayOfWeek(latest.date()), plain.text(), plain.technical());
	}

	private static String number(BigDecimal value) {
		return value == null ? "–" : value.stripTrailingZeros().toPlainString();
	}

	private static String movement(@Nullable BigDecimal move, Metric.Change change) {
		if (move == null) {
			return "first scan";
		}
		return switch (change) {
			case UNKNOWN -> "first scan";
			case SAME -> "no change";
			case BETTER -> "▲ " + signed(move) + " better";
			case WORSE -> "▼ " + signed(move) + " worse";
		};
	}

	private static String signed(BigDecimal move) {
		String plain = move.stripTrailingZeros().toPlainString();
		return move.signum() > 0 ? "+" + plain : plain;
	}

}
