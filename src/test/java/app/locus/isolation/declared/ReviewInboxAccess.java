package app.locus.isolation.declared;

import app.locus.base.Role;
import app.locus.isolation.Declared.Outcome;
import app.locus.isolation.FeatureAccess;
import app.locus.reviewinbox.ReviewInboxService;

/**
 * The review inbox spans every client workspace the person may see: for account managers
 * and admins (client viewers keep their portal); a reply is a write in its workspace.
 */
class ReviewInboxAccess extends FeatureAccess {

	ReviewInboxAccess() {
		super("app.locus.reviewinbox");
		service(ReviewInboxService.class).agency(Role.ACCOUNT_MANAGER, "reviews", "choices")
			.withForeignIds("reviews", Outcome.EMPTY, "a client the person may not see filters the inbox to nothing")
			.write("reply");
		route("agency/reviews", Role.ACCOUNT_MANAGER);
	}

}
