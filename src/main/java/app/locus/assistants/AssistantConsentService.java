package app.locus.assistants;

import java.net.URI;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import app.locus.security.CurrentUser;
import org.jspecify.annotations.Nullable;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClient;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClientRepository;
import org.springframework.stereotype.Service;

/**
 * The consent page's question (DD224): the assistant's registered name and return
 * address, and of the scopes asked for the ones Locus knows. An unknown assistant is
 * empty. Only a person signed in asks it; an API token never allows an assistant.
 */
@Service
public class AssistantConsentService {

	private final RegisteredClientRepository clients;

	private final CurrentUser currentUser;

	AssistantConsentService(RegisteredClientRepository clients, CurrentUser currentUser) {
		this.clients = clients;
		this.currentUser = currentUser;
	}

	public Optional<ConsentRequest> describe(@Nullable String clientId, @Nullable String scopes) {
		currentUser.requireInPerson();
		RegisteredClient client = clientId == null || clientId.isBlank() ? null : clients.findByClientId(clientId);
		if (client == null) {
			return Optional.empty();
		}
		Set<String> asked = scopes == null ? Set.of()
				: Arrays.stream(scopes.split(" ")).filter(scope -> !scope.isBlank()).collect(Collectors.toSet());
		String returnsTo = client.getRedirectUris()
			.stream()
			.map(uri -> URI.create(uri).getHost())
			.distinct()
			.collect(Collectors.joining(", "));
		return Optional.of(new ConsentRequest(client.getClientName(), returnsTo,
				AssistantScopes.ALL.stream().filter(asked::contains).toList()));
	}

}
