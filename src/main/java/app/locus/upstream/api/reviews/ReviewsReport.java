package app.locus.upstream.api.reviews;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;

import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.Lenient;
import app.locus.upstream.api.locations.LocationSummary;
import com.fasterxml.jackson.databind.JsonNode;
import org.jspecify.annotations.Nullable;

/**
 * A reviews-analysis report with the primary business's Review Volume Score and Review
 * Quality Score. {@code raw} is the payload as received. Null when absent.
 */
public record ReviewsReport(@Nullable String reviewsKey, @Nullable String name, @Nullable LocalDate date,
		List<LocationSummary> locations, @Nullable Frequency frequency, @Nullable PrimaryBusiness primaryBusiness,
		JsonNode raw) {

	/** {@code statistics.metrics.primaryBusiness}. */
	public record PrimaryBusiness(@Nullable BigDecimal rvs, @Nullable BigDecimal rqs, @Nullable BigDecimal rating,
			@Nullable Integer reviews) {

		static PrimaryBusiness from(JsonNode node) {
			return new PrimaryBusiness(Lenient.decimal(node, "RVS"), Lenient.decimal(node, "RQS"),
					Lenient.decimal(node, "rating"), Lenient.integer(node, "reviews"));
		}

	}

	public static ReviewsReport from(JsonNode node) {
		JsonNode primary = Lenient.object(Lenient.object(Lenient.object(node, "statistics"), "metrics"),
				"primaryBusiness");
		LocalDate date = Lenient.date(node, "date");
		return new ReviewsReport(Lenient.text(node, "reviews_key"), Lenient.text(node, "name"),
				date != null ? date : Lenient.date(node, "review_date"),
				Lenient.list(node, "locations", LocationSummary::from),
				Lenient.code(node, "frequency", Frequency.class),
				primary.isMissingNode() ? null : PrimaryBusiness.from(primary), node);
	}

}
