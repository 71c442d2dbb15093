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

	private static final int MAX_ACTOR_LENGTH = 254;

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
			trail.append(entry, actor.id(), actorLabel(actor));
		}
	}

	/** Who acted, and through which API token when a request came with one. */
	private String actorLabel(LocusUser actor) {
		String label = currentUser.grant()
			.map(grant -> actor.email() + " via API token \u201c" + grant.name() + "\u201d")
			.orElse(actor.email());
		return label.length() <= MAX_ACTOR_LENGTH ? label : label.substring(0, MAX_ACTOR_LENGTH);
	}

}
