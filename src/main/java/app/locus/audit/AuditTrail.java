package app.locus.audit;

import java.util.List;

import app.locus.audit.repository.AuditRepository;
import app.locus.base.AgencyId;
import app.locus.base.ForbiddenException;
import app.locus.base.Role;
import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Reading the audit trail of the current agency admin's own agency, filtered and paged in
 * the database.
 */
@Service
@Transactional(readOnly = true)
public class AuditTrail {

	/** The longest page a grid may ask for. */
	public static final int MAX_PAGE = 1000;

	/** The longest filter text (an action or an e-mail address is far shorter). */
	public static final int FILTER_MAX = 254;

	private final AuditRepository query;

	private final CurrentUser currentUser;

	AuditTrail(AuditRepository query, CurrentUser currentUser) {
		this.query = query;
		this.currentUser = currentUser;
	}

	/**
	 * One page of matching events, newest first. Agency admins only.
	 * @throws ValidationException for a negative offset, a page size outside 1 to
	 * {@value #MAX_PAGE} or a filter text longer than {@value #FILTER_MAX} characters
	 */
	public List<AuditRecord> page(AuditFilter filter, int offset, int limit) {
		AgencyId agency = adminAgency();
		checked(filter).check(offset >= 0, "offset", "Offset must not be negative.")
			.check(limit >= 1 && limit <= MAX_PAGE, "limit", "Page size must be from 1 to " + MAX_PAGE + ".")
			.throwIfInvalid();
		return query.page(agency, filter, offset, limit);
	}

	/** How many events match. Agency admins only. */
	public int count(AuditFilter filter) {
		AgencyId agency = adminAgency();
		checked(filter).throwIfInvalid();
		return query.count(agency, filter);
	}

	private static Validation checked(AuditFilter filter) {
		return new Validation()
			.check(filter.action() == null || filter.action().length() <= FILTER_MAX, "action",
					"The action filter must be at most " + FILTER_MAX + " characters.")
			.check(filter.actor() == null || filter.actor().length() <= FILTER_MAX, "actor",
					"The e-mail filter must be at most " + FILTER_MAX + " characters.");
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
