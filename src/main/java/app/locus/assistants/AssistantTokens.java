package app.locus.assistants;

import java.util.Optional;
import java.util.Set;

import app.locus.security.LocusUser;
import app.locus.security.TokenAuthentication;
import app.locus.security.TokenGrant;
import app.locus.security.repository.AccountRepository;
import org.springframework.security.oauth2.core.OAuth2AccessToken;
import org.springframework.security.oauth2.server.authorization.OAuth2Authorization;
import org.springframework.security.oauth2.server.authorization.OAuth2AuthorizationService;
import org.springframework.security.oauth2.server.authorization.OAuth2TokenType;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClient;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClientRepository;
import org.springframework.stereotype.Component;

/**
 * Signs a request in with an access token an assistant got by OAuth (DD224): it acts as
 * the person who allowed it, narrowed like an API token by the scopes granted, for as
 * long as the token lives, that person's account is enabled and the authorization is not
 * revoked.
 */
@Component
public class AssistantTokens {

	/**
	 * Ids of authorizations in the audit trail and the rate limit, beside API tokens'.
	 */
	static final String GRANT_PREFIX = "assistant-";

	private final OAuth2AuthorizationService authorizations;

	private final RegisteredClientRepository clients;

	private final AccountRepository accounts;

	AssistantTokens(OAuth2AuthorizationService authorizations, RegisteredClientRepository clients,
			AccountRepository accounts) {
		this.authorizations = authorizations;
		this.clients = clients;
		this.accounts = accounts;
	}

	public Optional<TokenAuthentication> authenticate(String accessToken) {
		OAuth2Authorization authorization = authorizations.findByToken(accessToken, OAuth2TokenType.ACCESS_TOKEN);
		if (authorization == null) {
			return Optional.empty();
		}
		OAuth2Authorization.Token<OAuth2AccessToken> token = authorization.getAccessToken();
		if (token == null || !token.isActive() || !AssistantScopes.usable(token.getToken().getScopes())) {
			return Optional.empty();
		}
		Optional<LocusUser> person = accounts.findByEmail(authorization.getPrincipalName()).filter(LocusUser::enabled);
		RegisteredClient client = clients.findById(authorization.getRegisteredClientId());
		if (person.isEmpty() || client == null) {
			return Optional.empty();
		}
		boolean canWrite = token.getToken().getScopes().contains(AssistantScopes.WRITE);
		return Optional.of(new TokenAuthentication(person.get(),
				new TokenGrant(GRANT_PREFIX + authorization.getId(), client.getClientName(), canWrite, Set.of())));
	}

}
