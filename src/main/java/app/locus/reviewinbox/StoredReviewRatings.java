package app.locus.reviewinbox;

import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import app.locus.businessprofile.ReviewRatings;
import app.locus.reviewinbox.repository.ReviewInboxRepository;
import org.springframework.stereotype.Component;

/**
 * The stars of a review from the inbox's stored copy, as the workspace sync last read it.
 */
@Component
class StoredReviewRatings implements ReviewRatings {

	private final ReviewInboxRepository reviews;

	StoredReviewRatings(ReviewInboxRepository reviews) {
		this.reviews = reviews;
	}

	@Override
	public Optional<Integer> stars(AgencyId agency, WorkspaceId workspace, String placeId, String reviewId) {
		return reviews.find(agency, workspace, placeId, reviewId).map(InboxReview::stars);
	}

}
