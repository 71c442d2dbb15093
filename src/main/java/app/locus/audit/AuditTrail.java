package app.locus.audit;

import java.util.List;

import app.locus.audit.query.AuditQuery;
import app.locus.audit.query.AuditRecord;
import app.locus.base.AgencyId;
import app.locus.base.ForbiddenException;
import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;
import app.locus.tenancy.Role;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Reading the audit trail of the current agency admin's own agency, filtered and paged in
 * the database.
 */
@Service
@Transactional(readOnly = true)
public class AuditTrail {

	private final AuditQuery query;

	private final CurrentUser currentUser;

	AuditTrail(AuditQuery query, CurrentUser currentUser) {
		this.query = query;
		this.currentUser = currentUser;
	}

	/** One page of matching events, newest first. Agency admins only. */
	public List<AuditRecord> page(AuditFilter filter, int offset, int limit) {
		return query.page(adminAgency(), filter, offset, limit);
	}

	/** How many events match. Agency admins only. */
	public int count(AuditFilter filter) {
		return query.count(adminAgency(), filter);
	}

	/** The actions recorded for the agency so far. Agency admins only. */
	public List<String> actions() {
		return query.actions(adminAgency());
	}

	// WorkspaceAccess would make audit depend on tenancy, which writes to the audit log.
	private AgencyId adminAgency() {
		LocusUser user = currentUser.require();
		if (user.role() != Role.AGENCY_ADMIN) {
			throw new ForbiddenException("Only agency admins may read the audit trail.");
		}
		return user.agencyId();
	}

}
