package app.locus.assistants;

import java.time.Instant;
import java.util.Set;

/**
 * An assistant a person allowed, while one of its access tokens still works.
 *
 * @param clientKey the assistant's registration, to disconnect it by
 * @param lastAllowed when its newest token was issued
 * @param worksUntil when its last token ends
 */
public record AssistantConnection(String clientKey, String name, Set<String> scopes, Instant lastAllowed,
		Instant worksUntil) {

	public AssistantConnection {
		scopes = Set.copyOf(scopes);
	}

	public boolean canWrite() {
		return scopes.contains(AssistantScopes.WRITE);
	}

}
