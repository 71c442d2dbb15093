package app.locus.audit.repository;

import static app.locus.db.Tables.AUDIT_EVENT;

import java.util.List;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditFilter;
import app.locus.audit.AuditRecord;
import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.UserId;

import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;

/**
 * The audit trail: appends entries (never changes or deletes one) and reads one agency's
 * trail, newest first, a page at a time.
 */
@Repository
public class AuditRepository {

	private static final int MAX_DETAILS = 4000;

	private final DSLContext db;

	AuditRepository(DSLContext db) {
		this.db = db;
	}

	/** Appends an entry; a null actor id is the system. */
	public void append(AuditEntry entry, @Nullable UserId actorId, String actorEmail) {
		AgencyId agency = entry.agency();
		db.insertInto(AUDIT_EVENT)
			.set(AUDIT_EVENT.AGENCY_ID, agency == null ? null : agency.value())
			.set(AUDIT_EVENT.WORKSPACE_ID, entry.workspace() == null ? null : entry.workspace().value())
			.set(AUDIT_EVENT.ACTOR_USER_ID, actorId == null ? null : actorId.value())
			.set(AUDIT_EVENT.ACTOR_EMAIL, actorEmail)
			.set(AUDIT_EVENT.ACTION, entry.action())
			.set(AUDIT_EVENT.TARGET, truncate(entry.target(), 255))
			.set(AUDIT_EVENT.OUTCOME, entry.outcome().name())
			.set(AUDIT_EVENT.DETAILS, truncate(entry.details(), MAX_DETAILS))
			.execute();
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

	private static @Nullable String truncate(@Nullable String value, int max) {
		return value == null || value.length() <= max ? value : value.substring(0, max);
	}

}
