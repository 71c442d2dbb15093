package app.locus.monitoring;

import java.math.BigDecimal;
import java.time.LocalDate;

import app.locus.upstream.api.Frequency;
import org.jspecify.annotations.Nullable;

/**
 * A stored reviews-analysis report with the primary business's statistics. Null where the
 * service did not say.
 *
 * @param rvs Review Volume Score
 * @param rqs Review Quality Score
 * @param locations the analysed locations' names, comma-separated
 */
public record ReviewsRecord(String reviewsKey, @Nullable String name, @Nullable LocalDate date,
		@Nullable Frequency frequency, String locations, int locationCount, @Nullable BigDecimal rvs,
		@Nullable BigDecimal rqs, @Nullable BigDecimal rating, @Nullable Integer reviewCount) {

	/** The service's price of a reviews analysis: per analysed location. */
	public static final BigDecimal PRICE_PER_LOCATION_USD = new BigDecimal("19");

	/** What one run of this analysis costs at the service, in US dollars. */
	public BigDecimal priceUsd() {
		return PRICE_PER_LOCATION_USD.multiply(BigDecimal.valueOf(locationCount));
	}

}
