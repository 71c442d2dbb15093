package app.locus.assistants;

import java.net.URI;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import app.locus.base.Validation;
import app.locus.base.ValidationException;
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

	/** The longest client id and scope list the store keeps (V166). */
	static final int MAX_ID_LENGTH = 100;

	static final int MAX_SCOPES_LENGTH = 1000;

	/**
	 * @throws ValidationException for a client id or scope list longer than any stored
	 */
	public Optional<ConsentRequest> describe(@Nullable String clientId, @Nullable String scopes) {
		currentUser.requireInPerson();
		new Validation()
			.check(clientId == null || clientId.length() <= MAX_ID_LENGTH, "clientId",
					"An assistant's id is at most " + MAX_ID_LENGTH + " characters.")
			.check(scopes == null || scopes.length() <= MAX_SCOPES_LENGTH, "scopes",
					"The scopes asked for are at most " + MAX_SCOPES_LENGTH + " characters.")
			.throwIfInvalid();
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
