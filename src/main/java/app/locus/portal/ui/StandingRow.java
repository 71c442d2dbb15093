package app.locus.portal.ui;

import java.math.BigDecimal;

import app.locus.base.i18n.LocaleFormats;
import app.locus.base.i18n.Texts;
import app.locus.portal.KeywordStanding;
import app.locus.reports.Metric;
import app.locus.reports.PlainMetrics;
import app.locus.reports.ReportCard;
import org.jspecify.annotations.Nullable;

/**
 * One line of the dashboard's standings table as it reads, in the reader's language and
 * number format. The grid keeps its rows in the session while the page is open, so a row
 * holds the shown text only, not the two report cards it was compared from (DD086).
 */
record StandingRow(String keyword, String location, String metric, String share, String shareMove, String rank,
		String rankMove, String latestScan, String plainShare, String shareTechnical) {

	/** As many decimals as the service reports for ranks and shares. */
	private static final int FIGURE_DECIMALS = 2;

	static StandingRow of(KeywordStanding standing, Texts texts, LocaleFormats formats) {
		ReportCard latest = standing.latest();
		PlainMetrics.Sentence share = new PlainMetrics(texts, formats).share(latest.metrics(), latest.platform());
		PlainMetrics.Sentence plain = share != null ? share
				: new PlainMetrics.Sentence(texts.text("clientportal.not-measured"), "");
		return new StandingRow(latest.keyword(), latest.locationName(), latest.primaryMetric().label(),
				formats.decimal(latest.metrics().solv(), FIGURE_DECIMALS),
				movement(standing.shareMove(), standing.shareChange(), texts, formats),
				formats.decimal(latest.metrics().arp(), FIGURE_DECIMALS),
				movement(standing.rankMove(), standing.rankChange(), texts, formats), formats.dayOfWeek(latest.date()),
				plain.text(), plain.technical());
	}

	private static String movement(@Nullable BigDecimal move, Metric.Change change, Texts texts,
			LocaleFormats formats) {
		if (move == null) {
			return texts.text("clientportal.move.first");
		}
		return switch (change) {
			case UNKNOWN -> texts.text("clientportal.move.first");
			case SAME -> texts.text("clientportal.move.same");
			case BETTER -> texts.text("clientportal.move.better", signed(move, formats));
			case WORSE -> texts.text("clientportal.move.worse", signed(move, formats));
		};
	}

	private static String signed(BigDecimal move, LocaleFormats formats) {
		String figure = formats.decimal(move, FIGURE_DECIMALS);
		return move.signum() > 0 ? "+" + figure : figure;
	}

}
