package app.locus.aivisibility;

import org.jspecify.annotations.Nullable;

/**
 * A business an engine named in the recent period, and in what share of the points it
 * answered; {@code isNew} when that engine named it nowhere in the period before.
 *
 * @param competitorReportKey the newest scan's competitor report naming it
 */
public record RecommendedInstead(String placeId, @Nullable String name, double share, boolean isNew,
		String competitorReportKey) {

}
