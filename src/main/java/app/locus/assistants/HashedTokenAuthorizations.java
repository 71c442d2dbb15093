package app.locus.assistants;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.Principal;
import java.util.HexFormat;
import java.util.List;
import java.util.function.Function;

import org.jspecify.annotations.Nullable;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.oauth2.core.OAuth2AccessToken;
import org.springframework.security.oauth2.core.OAuth2RefreshToken;
import org.springframework.security.oauth2.core.OAuth2Token;
import org.springframework.security.oauth2.core.endpoint.OAuth2ParameterNames;
import org.springframework.security.oauth2.server.authorization.OAuth2Authorization;
import org.springframework.security.oauth2.server.authorization.OAuth2AuthorizationCode;
import org.springframework.security.oauth2.server.authorization.OAuth2AuthorizationService;
import org.springframework.security.oauth2.server.authorization.OAuth2TokenType;

/**
 * The authorizations of assistants, stored with a SHA-256 digest in place of every code
 * and token, so that a copy of the database signs nobody in (as API tokens, DD220), and
 * with the person who signed in kept as their address and roles only: the portal's own
 * principal is not one the store's JSON may read back.
 */
final class HashedTokenAuthorizations implements OAuth2AuthorizationService {

	private static final String DIGEST = "sha256:";

	private final OAuth2AuthorizationService store;

	HashedTokenAuthorizations(OAuth2AuthorizationService store) {
		this.store = store;
	}

	@Override
	public void save(OAuth2Authorization authorization) {
		OAuth2Authorization.Builder sealed = OAuth2Authorization.from(authorization);
		seal(authorization, OAuth2AuthorizationCode.class, sealed,
				token -> new OAuth2AuthorizationCode(digest(token.getTokenValue()), token.getIssuedAt(),
						token.getExpiresAt()));
		seal(authorization, OAuth2AccessToken.class, sealed, token -> new OAuth2AccessToken(token.getTokenType(),
				digest(token.getTokenValue()), token.getIssuedAt(), token.getExpiresAt(), token.getScopes()));
		seal(authorization, OAuth2RefreshToken.class, sealed,
				token -> new OAuth2RefreshToken(digest(token.getTokenValue()), token.getIssuedAt(),
						token.getExpiresAt()));
		Object principal = authorization.getAttribute(Principal.class.getName());
		if (principal instanceof Authentication person) {
			List<GrantedAuthority> roles = person.getAuthorities()
				.stream()
				.<GrantedAuthority>map(role -> new SimpleGrantedAuthority(role.getAuthority()))
				.toList();
			sealed.attribute(Principal.class.getName(),
					UsernamePasswordAuthenticationToken.authenticated(person.getName(), null, roles));
		}
		store.save(sealed.build());
	}

	@Override
	public void remove(OAuth2Authorization authorization) {
		store.remove(authorization);
	}

	@Override
	public @Nullable OAuth2Authorization findById(String id) {
		return store.findById(id);
	}

	/** The state of a consent in progress is no secret and is stored as it is. */
	@Override
	public @Nullable OAuth2Authorization findByToken(String token, @Nullable OAuth2TokenType tokenType) {
		boolean state = tokenType != null && OAuth2ParameterNames.STATE.equals(tokenType.getValue());
		return store.findByToken(state ? token : digest(token), tokenType);
	}

	private static <T extends OAuth2Token> void seal(OAuth2Authorization authorization, Class<T> kind,
			OAuth2Authorization.Builder sealed, Function<T, T> digested) {
		OAuth2Authorization.Token<T> token = authorization.getToken(kind);
		if (token != null && !token.getToken().getTokenValue().startsWith(DIGEST)) {
			sealed.token(digested.apply(token.getToken()), metadata -> metadata.putAll(token.getMetadata()));
		}
	}

	/**
	 * Always a digest of what was given: a stored digest shown as a token matches
	 * nothing.
	 */
	static String digest(String value) {
		try {
			byte[] hash = MessageDigest.getInstance("SHA-256").digest(value.getBytes(StandardCharsets.UTF_8));
			return DIGEST + HexFormat.of().formatHex(hash);
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("Every Java runtime has SHA-256", ex);
		}
	}

}
