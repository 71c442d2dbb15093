package app.locus.audit;

import static app.locus.db.Tables.AUDIT_EVENT;

import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;

import org.jooq.DSLContext;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * Appends to the audit trail. Entries are only ever inserted, never changed or deleted. A
 * failed write is recorded too, in its own transaction so that the caller's rollback does
 * not erase it.
 */
@Component
public class AuditLog {

	private static final int MAX_DETAILS = 4000;

	private final DSLContext db;

	private final CurrentUser currentUser;

	AuditLog(DSLContext db, CurrentUser currentUser) {
		this.db = db;
		this.currentUser = currentUser;
	}

	@Transactional(propagation = Propagation.REQUIRES_NEW)
	public void record(AuditEntry entry) {
		LocusUser actor = currentUser.get().orElse(null);
		db.insertInto(AUDIT_EVENT)
			.set(AUDIT_EVENT.AGENCY_ID, entry.agency() == null ? null : entry.agency().value())
			.set(AUDIT_EVENT.WORKSPACE_ID, entry.workspace() == null ? null : entry.workspace().value())
			.set(AUDIT_EVENT.ACTOR_USER_ID, actor == null ? null : actor.id().value())
			.set(AUDIT_EVENT.ACTOR_EMAIL, actor == null ? "system" : actor.email())
			.set(AUDIT_EVENT.ACTION, entry.action())
			.set(AUDIT_EVENT.TARGET, truncate(entry.target(), 255))
			.set(AUDIT_EVENT.OUTCOME, entry.outcome().name())
			.set(AUDIT_EVENT.DETAILS, truncate(entry.details(), MAX_DETAILS))
			.execute();
	}

	private static @Nullable String truncate(@Nullable String value, int max) {
		return value == null || value.length() <= max ? value : value.substring(0, max);
	}

}
