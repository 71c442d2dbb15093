package app.locus.campaigns.ui;

import java.math.BigDecimal;
import java.util.function.Function;

import app.locus.base.i18n.LocaleFormats;
import app.locus.upstream.api.reports.RankMetrics;

/**
 * A metric of a campaign report as the reader writes the figure, with every decimal the
 * report gives; a dash when the report has none.
 */
final class MetricText {

	private MetricText() {
	}

	static String of(LocaleFormats formats, RankMetrics metrics, Function<RankMetrics, BigDecimal> metric) {
		BigDecimal value = metrics == null ? null : metric.apply(metrics);
		return value == null ? LocaleFormats.NO_FIGURE
				: formats.decimal(value, Math.max(0, value.stripTrailingZeros().scale()));
	}

}
