package app.locus.clientreports;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import app.locus.clientreports.repository.ReportFactsRepository.ReviewTimes;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/** A period's reviews summed up, checked against figures worked out by hand. */
class ReviewRepliesTest {

	static final Instant T = Instant.parse("2026-10-05T09:00:00Z");

	@Test
	void counts_the_reviews_their_mean_stars_the_answered_and_the_median_wait_of_an_odd_number() {
		List<ReviewTimes> reviews = List.of(review(0, 5, 2), review(24, 4, 10), review(48, 1, 4),
				review(72, null, null));

		// stars (5 + 4 + 1) / 3 = 3.33; waits 2 h, 4 h, 10 h: the middle one
		assertThat(ReviewReplies.summary(reviews))
			.isEqualTo(new ReportFacts.Reviews(4, new BigDecimal("3.3"), 3, Duration.ofHours(4)));
	}

	@Test
	void the_median_of_an_even_number_is_the_mean_of_the_two_middle_waits_and_a_reply_before_its_review_counts_as_none() {
		List<ReviewTimes> reviews = new ArrayList<>(
				List.of(review(0, 5, 2), review(24, 5, 10), review(48, 5, 6), review(72, 5, 4)));
		// waits 2, 4, 6, 10 h: (4 + 6) / 2
		assertThat(ReviewReplies.summary(reviews).medianReply()).isEqualTo(Duration.ofHours(5));

		reviews.add(new ReviewTimes(T, 5, T.minus(Duration.ofHours(3))));
		// waits 0, 2, 4, 6, 10 h
		assertThat(ReviewReplies.summary(reviews).medianReply()).isEqualTo(Duration.ofHours(4));
	}

	@Test
	void no_review_says_nothing_and_none_answered_has_no_median() {
		assertThat(ReviewReplies.summary(List.of())).isEqualTo(ReportFacts.Reviews.NONE);
		assertThat(ReviewReplies.summary(List.of(review(0, 3, null))))
			.isEqualTo(new ReportFacts.Reviews(1, new BigDecimal("3.0"), 0, null));
	}

	/** A review written {@code at} hours after T, answered {@code after} hours later. */
	private static ReviewTimes review(int at, @Nullable Integer stars, @Nullable Integer after) {
		Instant written = T.plus(Duration.ofHours(at));
		return new ReviewTimes(written, stars, after == null ? null : written.plus(Duration.ofHours(after)));
	}

}
