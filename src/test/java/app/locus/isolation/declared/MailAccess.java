package app.locus.isolation.declared;

import app.locus.base.Role;
import app.locus.isolation.FeatureAccess;
import app.locus.mail.OutboxService;

/**
 * The outbox (DD144): an agency admin reads their own agency's mails and their files;
 * managers and client viewers are refused, another agency's mails are not found.
 */
class MailAccess extends FeatureAccess {

	MailAccess() {
		super("app.locus.mail");
		service(OutboxService.class).agency(Role.AGENCY_ADMIN, "mailServerConfigured", "page", "count", "open",
				"attachment");
		route("agency/outbox", Role.AGENCY_ADMIN);
	}

}
