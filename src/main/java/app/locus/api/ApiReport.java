package app.locus.api;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Locale;

import app.locus.reports.ReportCard;
import app.locus.upstream.api.WireCode;
import app.locus.upstream.api.reports.RankMetrics;
import org.jspecify.annotations.Nullable;

/**
 * A stored report as the API lists it: its own stable shape, not the portal's card, so
 * that the portal can change without breaking a tool. {@code solv} is SAIV on the AI
 * platforms; absent values are null.
 */
record ApiReport(String type, String key, LocalDate date, @Nullable String placeId, @Nullable String location,
		@Nullable String keyword, @Nullable String platform, @Nullable Integer gridSize, @Nullable BigDecimal radius,
		@Nullable String unit, @Nullable BigDecimal arp, @Nullable BigDecimal atrp, @Nullable BigDecimal solv,
		@Nullable String campaignKey) {

	static ApiReport of(ReportCard card) {
		RankMetrics metrics = card.metrics();
		return new ApiReport(card.type().name().toLowerCase(Locale.ROOT), card.key().value(), card.date(),
				card.placeId(), card.locationName(), card.keyword(), WireCode.of(card.platform()), card.gridSize(),
				card.radius(), WireCode.of(card.unit()), metrics == null ? null : metrics.arp(),
				metrics == null ? null : metrics.atrp(), metrics == null ? null : metrics.solv(), card.campaignKey());
	}

}
