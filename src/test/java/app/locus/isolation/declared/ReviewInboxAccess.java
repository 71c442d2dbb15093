package app.locus.isolation.declared;

import app.locus.base.Role;
import app.locus.isolation.Declared.Outcome;
import app.locus.isolation.FeatureAccess;
import app.locus.reviewinbox.ReplyTemplateService;
import app.locus.reviewinbox.ReviewInboxService;

/**
 * The review inbox spans every client workspace the person may see: for account managers
 * and admins (client viewers keep their portal); a reply is a write in its workspace. The
 * agency's reply templates are read by its staff and changed by its admins; a client's
 * own are its managers'.
 */
class ReviewInboxAccess extends FeatureAccess {

	ReviewInboxAccess() {
		super("app.locus.reviewinbox");
		service(ReviewInboxService.class).agency(Role.ACCOUNT_MANAGER, "reviews", "choices")
			.withForeignIds("reviews", Outcome.EMPTY, "a client the person may not see filters the inbox to nothing")
			.write("reply");
		service(ReplyTemplateService.class).agency(Role.ACCOUNT_MANAGER, "agencyTemplates")
			.agency(Role.AGENCY_ADMIN, "saveAgencyTemplates")
			.write("clientTemplates", "saveClientTemplates", "suggest");
		route("agency/reviews", Role.ACCOUNT_MANAGER);
		route("agency/reviews/templates", Role.ACCOUNT_MANAGER);
	}

}
