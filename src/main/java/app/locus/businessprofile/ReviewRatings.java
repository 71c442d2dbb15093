package app.locus.businessprofile;

import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;

/**
 * The star rating of a customer review as Locus last stored it, for the rule that sends
 * replies to poorly rated reviews to the client first. The review inbox keeps the copy;
 * this module only asks, so that it does not depend on the inbox.
 */
public interface ReviewRatings {

	/** The review's stars; empty when Locus has not stored the review or it has none. */
	Optional<Integer> stars(AgencyId agency, WorkspaceId workspace, String placeId, String reviewId);

}
