package app.locus.audit.repository;

import static app.locus.db.Tables.AUDIT_EVENT;

import java.util.List;

import app.locus.audit.AuditFilter;
import app.locus.audit.AuditRecord;
import app.locus.base.AgencyId;
import app.locus.base.DbTime;

import org.jooq.Condition;
import org.jooq.DSLContext;
import org.springframework.stereotype.Repository;

/**
 * Reads one agency's audit trail, newest first, a page at a time.
 */
@Repository
public class AuditRepository {

	private final DSLContext db;

	AuditRepository(DSLContext db) {
		this.db = db;
	}

	public List<AuditRecord> page(AgencyId agency, AuditFilter criteria, int offset, int limit) {
		return db.selectFrom(AUDIT_EVENT)
			.where(condition(agency, criteria))
			.orderBy(AUDIT_EVENT.OCCURRED_AT.desc(), AUDIT_EVENT.ID.desc())
			.limit(limit)
			.offset(offset)
			.fetch(r -> new AuditRecord(r.getId(), DbTime.instant(r.getOccurredAt()), r.getWorkspaceId(),
					r.getActorEmail(), r.getAction(), r.getTarget(), r.getOutcome(), r.getDetails()));
	}

	public int count(AgencyId agency, AuditFilter criteria) {
		return db.fetchCount(AUDIT_EVENT, condition(agency, criteria));
	}

	/** The actions that occur in the agency's trail, for the filter's choices. */
	public List<String> actions(AgencyId agency) {
		return db.selectDistinct(AUDIT_EVENT.ACTION)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.AGENCY_ID.eq(agency.value()))
			.orderBy(AUDIT_EVENT.ACTION)
			.fetch(AUDIT_EVENT.ACTION);
	}

	private static Condition condition(AgencyId agency, AuditFilter criteria) {
		Condition condition = AUDIT_EVENT.AGENCY_ID.eq(agency.value());
		if (criteria.workspace() != null) {
			condition = condition.and(AUDIT_EVENT.WORKSPACE_ID.eq(criteria.workspace().value()));
		}
		if (criteria.action() != null) {
			condition = condition.and(AUDIT_EVENT.ACTION.eq(criteria.action()));
		}
		if (criteria.actor() != null) {
			condition = condition.and(AUDIT_EVENT.ACTOR_EMAIL.containsIgnoreCase(criteria.actor()));
		}
		if (criteria.from() != null) {
			condition = condition.and(AUDIT_EVENT.OCCURRED_AT.ge(criteria.from().atStartOfDay()));
		}
		if (criteria.to() != null) {
			condition = condition.and(AUDIT_EVENT.OCCURRED_AT.lt(criteria.to().plusDays(1).atStartOfDay()));
		}
		return condition;
	}

}
