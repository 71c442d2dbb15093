package app.locus.assistants;

import java.time.Clock;
import java.util.List;
import java.util.Optional;

import app.locus.assistants.repository.AssistantConnectionRepository;
import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.Validation;
import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * A person's own connected assistants (DD224): which ones may act as them now, and
 * disconnecting one, which ends its tokens at once on every node. Only the person signed
 * in sees or ends them, never an assistant or an API token.
 */
@Service
public class AssistantConnectionService {

	private final AssistantConnectionRepository connections;

	private final CurrentUser currentUser;

	private final AuditLog audit;

	private final Clock clock;

	AssistantConnectionService(AssistantConnectionRepository connections, CurrentUser currentUser, AuditLog audit,
			Clock clock) {
		this.connections = connections;
		this.currentUser = currentUser;
		this.audit = audit;
		this.clock = clock;
	}

	public List<AssistantConnection> connected() {
		return connections.working(currentUser.requireInPerson().email(), clock.instant());
	}

	/**
	 * Ends the person's own connection to this assistant; false when there was none (it
	 * was already disconnected, or the key is not one of theirs).
	 * @throws app.locus.base.ValidationException for a key longer than any stored
	 */
	@Transactional
	public boolean disconnect(@Nullable String clientKey) {
		LocusUser me = currentUser.requireInPerson();
		new Validation()
			.check(clientKey != null && clientKey.length() <= AssistantConsentService.MAX_ID_LENGTH, "clientKey",
					"Choose an assistant from the list.")
			.throwIfInvalid();
		Optional<AssistantConnection> connection = connections.working(me.email(), clock.instant())
			.stream()
			.filter(working -> working.clientKey().equals(clientKey))
			.findFirst();
		if (connection.isEmpty()) {
			return false;
		}
		int ended = connections.end(me.email(), connection.get().clientKey());
		audit.record(AuditEntry.success(me.agencyId(), null, "assistants.disconnect", connection.get().name(),
				ended + " authorizations ended"));
		return true;
	}

}
