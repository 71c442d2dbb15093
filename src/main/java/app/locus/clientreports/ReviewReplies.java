package app.locus.clientreports;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

import app.locus.clientreports.repository.ReportFactsRepository.ReviewTimes;
import org.jspecify.annotations.Nullable;

/**
 * What a report says about a period's reviews: how many, their mean stars (one decimal),
 * how many are answered, and the median time from a review to its reply (the mean of the
 * two middle ones when their number is even). A reply dated before its review, as an
 * edited old reply can be, counts as immediate.
 */
final class ReviewReplies {

	private ReviewReplies() {
	}

	static ReportFacts.Reviews summary(List<ReviewTimes> reviews) {
		if (reviews.isEmpty()) {
			return ReportFacts.Reviews.NONE;
		}
		List<Integer> stars = reviews.stream().map(ReviewTimes::stars).filter(Objects::nonNull).toList();
		BigDecimal average = stars.isEmpty() ? null
				: BigDecimal.valueOf(stars.stream().mapToInt(Integer::intValue).sum())
					.divide(BigDecimal.valueOf(stars.size()), 1, RoundingMode.HALF_UP);
		List<Duration> waits = reviews.stream()
			.filter(review -> review.answered() != null)
			.map(review -> Duration.between(review.written(), Objects.requireNonNull(review.answered())))
			.map(wait -> wait.isNegative() ? Duration.ZERO : wait)
			.sorted()
			.toList();
		return new ReportFacts.Reviews(reviews.size(), average, waits.size(), median(waits));
	}

	private static @Nullable Duration median(List<Duration> sorted) {
		if (sorted.isEmpty()) {
			return null;
		}
		int middle = sorted.size() / 2;
		return sorted.size() % 2 == 1 ? sorted.get(middle)
				: sorted.get(middle - 1).plus(sorted.get(middle)).dividedBy(2);
	}

}
