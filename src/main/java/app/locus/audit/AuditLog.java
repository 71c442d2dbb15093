package app.locus.audit;

import app.locus.audit.repository.AuditRepository;
import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;

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

	private final AuditRepository trail;

	private final CurrentUser currentUser;

	AuditLog(AuditRepository trail, CurrentUser currentUser) {
		this.trail = trail;
		this.currentUser = currentUser;
	}

	@Transactional(propagation = Propagation.REQUIRES_NEW)
	public void record(AuditEntry entry) {
		LocusUser actor = currentUser.get().orElse(null);
		if (actor == null) {
			trail.append(entry, null, "system");
		}
		else {
			trail.append(entry, actor.id(), actor.email());
		}
	}

}
