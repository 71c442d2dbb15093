package app.locus.upstream.credentials;

import java.net.http.HttpClient;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Objects;
import java.util.Set;
import java.util.function.Supplier;

import app.locus.upstream.UpstreamException;

import org.springframework.core.env.Environment;
import org.springframework.http.MediaType;
import org.springframework.http.client.JdkClientHttpRequestFactory;
import org.springframework.http.converter.FormHttpMessageConverter;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.http.converter.StringHttpMessageConverter;
import org.springframework.security.crypto.keygen.Base64StringKeyGenerator;
import org.springframework.security.crypto.keygen.StringKeyGenerator;
import org.springframework.security.oauth2.client.endpoint.OAuth2AuthorizationCodeGrantRequest;
import org.springframework.security.oauth2.client.endpoint.OAuth2RefreshTokenGrantRequest;
import org.springframework.security.oauth2.client.endpoint.RestClientAuthorizationCodeTokenResponseClient;
import org.springframework.security.oauth2.client.endpoint.RestClientRefreshTokenTokenResponseClient;
import org.springframework.security.oauth2.client.http.OAuth2ErrorResponseErrorHandler;
import org.springframework.security.oauth2.client.registration.ClientRegistration;
import org.springframework.security.oauth2.client.web.OAuth2AuthorizationRequestCustomizers;
import org.springframework.security.oauth2.core.AuthorizationGrantType;
import org.springframework.security.oauth2.core.ClientAuthenticationMethod;
import org.springframework.security.oauth2.core.OAuth2AccessToken;
import org.springframework.security.oauth2.core.OAuth2AuthorizationException;
import org.springframework.security.oauth2.core.OAuth2RefreshToken;
import org.springframework.security.oauth2.core.endpoint.OAuth2AccessTokenResponse;
import org.springframework.security.oauth2.core.endpoint.OAuth2AuthorizationExchange;
import org.springframework.security.oauth2.core.endpoint.OAuth2AuthorizationRequest;
import org.springframework.security.oauth2.core.endpoint.OAuth2AuthorizationResponse;
import org.springframework.security.oauth2.core.endpoint.PkceParameterNames;
import org.springframework.security.oauth2.core.http.converter.OAuth2AccessTokenResponseHttpMessageConverter;
import org.springframework.stereotype.Component;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.util.MultiValueMap;
import org.springframework.web.client.HttpClientErrorException;
import org.springframework.web.client.ResourceAccessException;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestClientException;
import org.springframework.web.client.RestClientResponseException;

/**
 * The OAuth 2.1 client side of the service's {@code {oauth_base}/oauth-v2/} endpoints
 * (DD034), built from Spring Security's OAuth2 Client (DD131): the authorization request
 * with PKCE S256 ({@link OAuth2AuthorizationRequestCustomizers#withPkce()}), the token
 * endpoint through its token response clients (authorization code, refresh), and
 * revocation (RFC 7009, which Spring Security's client does not do) as one form post over
 * the same {@link RestClient}. Locus is a public client (no secret): PKCE binds the code
 * to the server that started the authorization. {@code oauth_base} is the service's base
 * address. Token endpoints are not API calls: they do not count against the rate limit
 * and are not retried (a code and a refresh token work once); redirects are not followed.
 */
@Component
class OAuthTokenClient {

	static final String SCOPE = "api";

	private static final Duration TIMEOUT = Duration.ofSeconds(30);

	/** 32 random bytes, base64url without padding: 43 characters. */
	private static final StringKeyGenerator STATES = new Base64StringKeyGenerator(
			Base64.getUrlEncoder().withoutPadding(), 32);

	/**
	 * A registration needs a redirect template; the token requests send the
	 * authorization's own redirect address instead, and a refresh sends none.
	 */
	private static final String REDIRECT_TEMPLATE = "{baseUrl}/oauth/upstream/callback";

	private final Environment environment;

	private final String clientId;

	private final RestClient http;

	private final RestClientAuthorizationCodeTokenResponseClient codes = new RestClientAuthorizationCodeTokenResponseClient();

	private final RestClientRefreshTokenTokenResponseClient refreshes = new RestClientRefreshTokenTokenResponseClient();

	OAuthTokenClient(Environment environment) {
		this.environment = environment;
		this.clientId = environment.getProperty("locus.upstream.oauth-client-id", "locus");
		JdkClientHttpRequestFactory requests = new JdkClientHttpRequestFactory(HttpClient.newBuilder()
			.version(HttpClient.Version.HTTP_1_1)
			.followRedirects(HttpClient.Redirect.NEVER)
			.connectTimeout(Duration.ofSeconds(10))
			.build());
		requests.setReadTimeout(TIMEOUT);
		this.http = RestClient.builder().requestFactory(requests).messageConverters(converters -> {
			converters.clear();
			converters.add(new FormHttpMessageConverter());
			converters.add(new StringHttpMessageConverter());
			converters.add(new OAuth2AccessTokenResponseHttpMessageConverter());
		}).defaultStatusHandler(new OAuth2ErrorResponseErrorHandler()).build();
		codes.setRestClient(http);
		refreshes.setRestClient(http);
	}

	/**
	 * A new authorization: a random {@code state} and PKCE verifier (in
	 * {@link PkceParameterNames#CODE_VERIFIER}); the address the person's browser opens
	 * carries only the verifier's S256 challenge.
	 */
	OAuth2AuthorizationRequest authorization(String redirectUri) {
		OAuth2AuthorizationRequest.Builder request = request(redirectUri).state(STATES.generateKey());
		OAuth2AuthorizationRequestCustomizers.withPkce().accept(request);
		return request.build();
	}

	/** Trades an authorization code and its PKCE verifier for tokens. */
	Tokens exchange(String code, String verifier, String redirectUri) {
		OAuth2AuthorizationRequest request = request(redirectUri)
			.attributes(attributes -> attributes.put(PkceParameterNames.CODE_VERIFIER, verifier))
			.build();
		OAuth2AuthorizationResponse answer = OAuth2AuthorizationResponse.success(code).redirectUri(redirectUri).build();
		return tokens(translated(
				() -> codes.getTokenResponse(new OAuth2AuthorizationCodeGrantRequest(registration(redirectUri),
						new OAuth2AuthorizationExchange(request, answer)))));
	}

	/** New tokens for a refresh token (which the service then no longer accepts). */
	Tokens refresh(String refreshToken) {
		// The grant request wants the old access token for its scopes only; it is never
		// sent.
		OAuth2AccessToken expired = new OAuth2AccessToken(OAuth2AccessToken.TokenType.BEARER, "expired", Instant.EPOCH,
				Instant.EPOCH.plusSeconds(1), Set.of(SCOPE));
		return tokens(translated(
				() -> refreshes.getTokenResponse(new OAuth2RefreshTokenGrantRequest(registration(REDIRECT_TEMPLATE),
						expired, new OAuth2RefreshToken(refreshToken, null)))));
	}

	/** Revokes a token at the service (a refresh token takes its access tokens along). */
	void revoke(String token) {
		MultiValueMap<String, String> fields = new LinkedMultiValueMap<>();
		fields.add("token", token);
		fields.add("client_id", clientId);
		translated(() -> http.post()
			.uri(endpoint("revoke"))
			.contentType(MediaType.APPLICATION_FORM_URLENCODED)
			.body(fields)
			.retrieve()
			.toBodilessEntity());
	}

	private OAuth2AuthorizationRequest.Builder request(String redirectUri) {
		return OAuth2AuthorizationRequest.authorizationCode()
			.authorizationUri(endpoint("authorize"))
			.clientId(clientId)
			.redirectUri(redirectUri)
			.scope(SCOPE);
	}

	private ClientRegistration registration(String redirectUri) {
		return ClientRegistration.withRegistrationId("upstream")
			.clientId(clientId)
			.clientAuthenticationMethod(ClientAuthenticationMethod.NONE)
			.authorizationGrantType(AuthorizationGrantType.AUTHORIZATION_CODE)
			.redirectUri(redirectUri)
			.scope(SCOPE)
			.authorizationUri(endpoint("authorize"))
			.tokenUri(endpoint("token"))
			.build();
	}

	private static Tokens tokens(OAuth2AccessTokenResponse answer) {
		OAuth2AccessToken access = answer.getAccessToken();
		if (answer.getRefreshToken() == null) {
			throw new UpstreamException.ServerError(200, "The service's token answer had no refresh token.");
		}
		// Spring Security reads an answer without expires_in as one second: renewed at
		// its next use.
		Duration expiresIn = Duration.between(access.getIssuedAt(), access.getExpiresAt());
		return new Tokens(access.getTokenValue(), answer.getRefreshToken().getTokenValue(),
				expiresIn.compareTo(Duration.ofSeconds(1)) < 0 ? Duration.ofSeconds(1) : expiresIn,
				access.getScopes().isEmpty() ? SCOPE : String.join(" ", access.getScopes()));
	}

	/**
	 * The service's answers as this package's failures: a refusal with the error RFC 6749
	 * names, an unreachable endpoint, a server error or an unreadable answer.
	 */
	private static <T> T translated(Supplier<T> call) {
		try {
			return call.get();
		}
		catch (OAuth2AuthorizationException ex) {
			if (ex.getCause() != null) {
				throw failure(ex.getCause());
			}
			throw new OAuthRefusal(ex.getError().getErrorCode(),
					Objects.requireNonNullElse(ex.getError().getDescription(), ""));
		}
		catch (RestClientException | HttpMessageNotReadableException ex) {
			throw failure(ex);
		}
	}

	private static RuntimeException failure(Throwable ex) {
		if (ex instanceof ResourceAccessException unreachable) {
			return new UpstreamException.Unavailable("The service's sign-in endpoint could not be reached ("
					+ unreachable.getMostSpecificCause().getClass().getSimpleName() + ").");
		}
		if (ex instanceof HttpClientErrorException refused) {
			return new OAuthRefusal(refused.getStatusCode().value() == 401 ? "invalid_client" : "invalid_request", "");
		}
		if (ex instanceof RestClientResponseException status) {
			return new UpstreamException.ServerError(status.getStatusCode().value(),
					"The service's sign-in endpoint answered HTTP " + status.getStatusCode().value() + ".");
		}
		return new UpstreamException.ServerError(200, "The service's sign-in endpoint answered something unreadable.");
	}

	private String endpoint(String name) {
		String base = environment.getProperty("locus.upstream.base-url", "").strip();
		if (base.isEmpty()) {
			throw new UpstreamException.Unavailable(
					"No address of the service is configured (LOCUS_UPSTREAM_BASE_URL); nothing was sent.");
		}
		return (base.endsWith("/") ? base.substring(0, base.length() - 1) : base) + "/oauth-v2/" + name;
	}

	/** The tokens the service issued; {@link #toString()} shows none of them. */
	record Tokens(String accessToken, String refreshToken, Duration expiresIn, String scope) {

		@Override
		public String toString() {
			return "Tokens[expires in " + expiresIn + ", scope " + scope + "]";
		}

	}

	/** The service refused an OAuth request: {@code error} as RFC 6749 names it. */
	static final class OAuthRefusal extends RuntimeException {

		private final String error;

		OAuthRefusal(String error, String description) {
			super(error + (description.isBlank() ? "" : ": " + description));
			this.error = error;
		}

		String error() {
			return error;
		}

	}

}
