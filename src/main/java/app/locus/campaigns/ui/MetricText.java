package app.locus.campaigns.ui;

import java.math.BigDecimal;
import java.util.function.Function;

import app.locus.upstream.api.reports.RankMetrics;

/** A metric of a campaign report as text, a dash when the report has none. */
final class MetricText {

	private MetricText() {
	}

	static String of(RankMetrics metrics, Function<RankMetrics, BigDecimal> metric) {
		BigDecimal value = metrics == null ? null : metric.apply(metrics);
		return value == null ? "–" : value.stripTrailingZeros().toPlainString();
	}

}
