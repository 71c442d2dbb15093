package app.locus.isolation.declared;

import app.locus.audit.AuditTrail;
import app.locus.base.Role;
import app.locus.isolation.Declared.Outcome;
import app.locus.isolation.FeatureAccess;

/** The audit trail is the agency admins' alone. */
class AuditAccess extends FeatureAccess {

	AuditAccess() {
		super("app.locus.audit");
		service(AuditTrail.class).agency(Role.AGENCY_ADMIN, "page", "count", "actions")
			.withForeignIds("page", Outcome.EMPTY, "the trail is read within the admin's own agency only")
			.withForeignIds("count", Outcome.EMPTY, "the trail is counted within the admin's own agency only");
		route("agency/audit", Role.AGENCY_ADMIN);

	}

}
