package app.locus.agency;

import java.math.BigDecimal;

import app.locus.reports.Metric;
import org.jspecify.annotations.Nullable;

/**
 * A workspace's mean share of voice (SoLV, or SAIV on the AI platforms) now, 7 days ago
 * and 30 days ago (DD134). A change is in points; higher is better, so a rise reads as
 * better everywhere.
 */
public record Visibility(@Nullable BigDecimal now, @Nullable BigDecimal weekAgo, @Nullable BigDecimal monthAgo) {

	public static Visibility none() {
		return new Visibility(null, null, null);
	}

	public @Nullable BigDecimal weekChange() {
		return difference(weekAgo);
	}

	public @Nullable BigDecimal monthChange() {
		return difference(monthAgo);
	}

	public Metric.Change weekDirection() {
		return Metric.SOLV.change(weekChange());
	}

	public Metric.Change monthDirection() {
		return Metric.SOLV.change(monthChange());
	}

	private @Nullable BigDecimal difference(@Nullable BigDecimal before) {
		return now == null || before == null ? null : now.subtract(before);
	}

}
