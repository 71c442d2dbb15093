package app.locus.assistants;

import java.net.URI;
import java.net.URISyntaxException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

import app.locus.base.OneTimeToken;
import org.jspecify.annotations.Nullable;
import org.springframework.security.oauth2.core.AuthorizationGrantType;
import org.springframework.security.oauth2.core.ClientAuthenticationMethod;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClient;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClientRepository;
import org.springframework.security.oauth2.server.authorization.settings.ClientSettings;
import org.springframework.security.oauth2.server.authorization.settings.OAuth2TokenFormat;
import org.springframework.security.oauth2.server.authorization.settings.TokenSettings;
import org.springframework.stereotype.Component;

/**
 * Registers assistants as they ask (RFC 7591, open, as MCP clients expect): public
 * clients only, which must prove the code with PKCE, sending the person back to an https
 * address or to a port of their own machine. A registration by itself reaches nothing: a
 * person still signs in and says yes. One address registers at most {@link #PER_HOUR}
 * clients an hour on a node.
 */
@Component
class AssistantClients {

	static final int PER_HOUR = 10;

	static final int MAX_REDIRECTS = 5;

	static final int MAX_NAME_LENGTH = 80;

	private static final Set<String> LOOPBACK = Set.of("localhost", "127.0.0.1", "[::1]");

	private final RegisteredClientRepository clients;

	private final Clock clock;

	private final Map<String, Window> windows = new ConcurrentHashMap<>();

	AssistantClients(RegisteredClientRepository clients, Clock clock) {
		this.clients = clients;
		this.clock = clock;
	}

	RegisteredClient register(ClientRegistrationRequest request, String address) {
		List<URI> redirects = redirects(request.redirectUris());
		String method = request.tokenEndpointAuthMethod();
		if (method != null && !method.equals(ClientAuthenticationMethod.NONE.getValue())) {
			throw new ClientRegistrationRefused("invalid_client_metadata",
					"Locus registers public clients only: token_endpoint_auth_method must be \"none\".");
		}
		List<String> grants = request.grantTypes() == null ? List.of() : request.grantTypes();
		if (!Set.of("authorization_code", "refresh_token").containsAll(grants)) {
			throw new ClientRegistrationRefused("invalid_client_metadata",
					"Locus offers the grant types authorization_code and refresh_token only.");
		}
		if (!windowOf(address).take(clock.instant())) {
			throw new ClientRegistrationRefused("too_many_registrations",
					"At most " + PER_HOUR + " registrations an hour come from one address; try again later.");
		}
		RegisteredClient client = RegisteredClient.withId(UUID.randomUUID().toString())
			.clientId("assistant-" + OneTimeToken.generate())
			.clientIdIssuedAt(clock.instant())
			.clientName(name(request.clientName()))
			.clientAuthenticationMethod(ClientAuthenticationMethod.NONE)
			.authorizationGrantType(AuthorizationGrantType.AUTHORIZATION_CODE)
			.redirectUris(uris -> redirects.forEach(uri -> uris.add(uri.toString())))
			.scopes(scopes -> scopes.addAll(AssistantScopes.ALL))
			.clientSettings(ClientSettings.builder().requireProofKey(true).requireAuthorizationConsent(true).build())
			.tokenSettings(TokenSettings.builder()
				.accessTokenFormat(OAuth2TokenFormat.REFERENCE)
				.accessTokenTimeToLive(AssistantAuthorizationServerConfig.ACCESS_TOKEN_LIFE)
				.build())
			.build();
		clients.save(client);
		return client;
	}

	private static List<URI> redirects(@Nullable List<String> given) {
		if (given == null || given.isEmpty() || given.size() > MAX_REDIRECTS) {
			throw new ClientRegistrationRefused("invalid_redirect_uri",
					"Give one to " + MAX_REDIRECTS + " redirect_uris.");
		}
		return given.stream().map(AssistantClients::redirect).toList();
	}

	/** An https address, or http to the person's own machine (a desktop assistant). */
	private static URI redirect(@Nullable String text) {
		URI uri;
		try {
			uri = new URI(text == null ? "" : text);
		}
		catch (URISyntaxException ex) {
			throw new ClientRegistrationRefused("invalid_redirect_uri", "A redirect URI is not a URI: " + text);
		}
		String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
		String host = uri.getHost() == null ? "" : uri.getHost().toLowerCase(Locale.ROOT);
		boolean acceptable = scheme.equals("https") && !host.isEmpty()
				|| scheme.equals("http") && LOOPBACK.contains(host);
		if (!acceptable || uri.getFragment() != null || uri.getUserInfo() != null) {
			throw new ClientRegistrationRefused("invalid_redirect_uri",
					"A redirect URI is https, or http to localhost, without a fragment: " + text);
		}
		return uri;
	}

	private static String name(@Nullable String given) {
		String name = given == null ? "" : given.strip();
		if (name.isEmpty()) {
			return "An assistant";
		}
		if (name.length() > MAX_NAME_LENGTH || name.codePoints().anyMatch(Character::isISOControl)) {
			throw new ClientRegistrationRefused("invalid_client_metadata",
					"client_name is at most " + MAX_NAME_LENGTH + " characters of plain text.");
		}
		return name;
	}

	private Window windowOf(String address) {
		Instant now = clock.instant();
		windows.values().removeIf(window -> window.over(now));
		return windows.computeIfAbsent(address, any -> new Window(now));
	}

	/** The registrations of one address in the hour since its first. */
	private static final class Window {

		private final Instant start;

		private int taken;

		Window(Instant start) {
			this.start = start;
		}

		boolean over(Instant now) {
			return Duration.between(start, now).compareTo(Duration.ofHours(1)) >= 0;
		}

		synchronized boolean take(Instant now) {
			if (over(now) || taken >= PER_HOUR) {
				return false;
			}
			taken++;
			return true;
		}

	}

}
