package app.locus.alerts;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

import app.locus.base.Validation;
import app.locus.reviewinbox.ReviewsArrived;
import app.locus.upstream.api.gbp.GbpReview;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.springframework.transaction.event.TransactionPhase;
import org.springframework.transaction.event.TransactionalEventListener;

/**
 * Alerts once per review when the sync brings a review of one or two stars written in the
 * last {@value ScanAlerts#RECENT_DAYS} days, so the agency can answer an unhappy customer
 * within the day (issue 50). Older ones, as a first sync of a year of reviews brings,
 * fire nothing. A failure is logged and never fails the sync.
 */
@Component
class PoorReviewAlerts {

	static final int POOR = 2;

	private static final Logger log = LoggerFactory.getLogger(PoorReviewAlerts.class);

	private final RuleBook rules;

	private final AlertDispatch dispatch;

	private final Clock clock;

	PoorReviewAlerts(RuleBook rules, AlertDispatch dispatch, Clock clock) {
		this.rules = rules;
		this.dispatch = dispatch;
		this.clock = clock;
	}

	@TransactionalEventListener(phase = TransactionPhase.AFTER_COMMIT, fallbackExecution = true)
	void onReviewsArrived(ReviewsArrived event) {
		try {
			check(event);
		}
		catch (RuntimeException ex) {
			log.warn("Review alerts of workspace {} could not be checked", event.workspace(), ex);
		}
	}

	void check(ReviewsArrived event) {
		if (!rules.rule(event.agency(), event.workspace(), AlertKind.POOR_REVIEW).enabled()) {
			return;
		}
		Instant oldest = clock.instant().minus(Duration.ofDays(ScanAlerts.RECENT_DAYS));
		String where = event.locationName() == null ? event.placeId() : event.locationName();
		for (GbpReview review : event.reviews()) {
			Integer stars = review.starRating();
			if (stars == null || stars > POOR || review.createTime() == null || review.createTime().isBefore(oldest)) {
				continue;
			}
			String by = review.reviewer() == null || review.reviewer().isBlank() ? "a reviewer without a name"
					: review.reviewer();
			String said = review.comment() == null || review.comment().isBlank() ? "Stars only, no text."
					: "\"" + Validation.excerpt(review.comment()) + "\"";
			dispatch.fire(new Firing(event.agency(), event.workspace(), AlertKind.POOR_REVIEW,
					"review|" + event.placeId() + "|" + review.reviewId(),
					(stars == 1 ? "A 1-star review" : "A " + stars + "-star review") + " of " + where + " by " + by,
					said + " Answer it from the review inbox.", "agency/reviews"));
		}
	}

}
