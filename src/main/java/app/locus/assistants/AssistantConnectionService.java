package app.locus.assistants;

import java.time.Clock;
import java.util.List;

import app.locus.assistants.repository.AssistantConnectionRepository;
import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.NotFoundException;
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

	@Transactional
	public void disconnect(@Nullable String clientKey) {
		LocusUser me = currentUser.requireInPerson();
		AssistantConnection connection = connections.working(me.email(), clock.instant())
			.stream()
			.filter(working -> working.clientKey().equals(clientKey))
			.findFirst()
			.orElseThrow(() -> new NotFoundException("assistant"));
		int ended = connections.end(me.email(), connection.clientKey());
		audit.record(AuditEntry.success(me.agencyId(), null, "assistants.disconnect", connection.name(),
				ended + " authorizations ended"));
	}

}
