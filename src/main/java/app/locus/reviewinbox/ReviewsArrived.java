package app.locus.reviewinbox;

import java.util.List;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import app.locus.upstream.api.gbp.GbpReview;
import org.jspecify.annotations.Nullable;

/**
 * Reviews of one location that the inbox's copy did not hold before this sync, published
 * once they are stored: the alerts read it to tell the agency of a poor review at once.
 */
public record ReviewsArrived(AgencyId agency, WorkspaceId workspace, String placeId, @Nullable String locationName,
		List<GbpReview> reviews) {

	public ReviewsArrived {
		reviews = List.copyOf(reviews);
	}

}
