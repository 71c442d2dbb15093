package app.locus.monitoring;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Optional;

import app.locus.upstream.api.Frequency;
import org.jspecify.annotations.Nullable;

/**
 * A stored reviews-analysis report with the primary business's statistics. Null where the
 * service did not say.
 *
 * @param rvs Review Volume Score
 * @param rqs Review Quality Score
 * @param locations the analysed locations' names, comma-separated
 * @param priceUsd what one run of this analysis costs at the service, in US dollars;
 * empty for a person who may not see costs (DD159)
 */
public record ReviewsRecord(String reviewsKey, @Nullable String name, @Nullable LocalDate date,
		@Nullable Frequency frequency, String locations, int locationCount, @Nullable BigDecimal rvs,
		@Nullable BigDecimal rqs, @Nullable BigDecimal rating, @Nullable Integer reviewCount,
		Optional<BigDecimal> priceUsd) {

	/** The service's price of a reviews analysis: per analysed location. */
	public static final BigDecimal PRICE_PER_LOCATION_USD = new BigDecimal("19");

	/** A stored analysis with its price at the service. */
	public ReviewsRecord(String reviewsKey, @Nullable String name, @Nullable LocalDate date,
			@Nullable Frequency frequency, String locations, int locationCount, @Nullable BigDecimal rvs,
			@Nullable BigDecimal rqs, @Nullable BigDecimal rating, @Nullable Integer reviewCount) {
		this(reviewsKey, name, date, frequency, locations, locationCount, rvs, rqs, rating, reviewCount,
				Optional.of(PRICE_PER_LOCATION_USD.multiply(BigDecimal.valueOf(locationCount))));
	}

	/** The same analysis without its price, for a person who may not see costs. */
	public ReviewsRecord withoutPrice() {
		return new ReviewsRecord(reviewsKey, name, date, frequency, locations, locationCount, rvs, rqs, rating,
				reviewCount, Optional.empty());
	}

}
