package app.locus.api;

import java.io.IOException;
import java.time.Duration;
import java.util.Optional;

import app.locus.apitokens.ApiTokenService;
import app.locus.assistants.AssistantTokens;
import app.locus.assistants.ProtectedResourceMetadata;
import app.locus.base.ValidationException;
import app.locus.security.TokenAuthentication;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.jspecify.annotations.Nullable;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolderStrategy;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Signs an API request in with its bearer token for that request only, or answers it at
 * once: 401 for a token that does not work (unknown, revoked, expired, or its admin
 * gone), 429 with {@code Retry-After} for a token over its rate. A request with no token
 * goes on unsigned and the chain's entry point asks for one.
 */
final class BearerTokenFilter extends OncePerRequestFilter {

	private static final String BEARER = "Bearer ";

	private final ApiTokenService tokens;

	private final AssistantTokens assistants;

	private final TokenRateLimit rateLimit;

	private final SecurityContextHolderStrategy contexts;

	private final ObjectMapper json;

	BearerTokenFilter(ApiTokenService tokens, AssistantTokens assistants, TokenRateLimit rateLimit,
			SecurityContextHolderStrategy contexts, ObjectMapper json) {
		this.tokens = tokens;
		this.assistants = assistants;
		this.rateLimit = rateLimit;
		this.contexts = contexts;
		this.json = json;
	}

	/**
	 * An API token, else an assistant's access token; text that is neither is refused
	 * like a token that does not work.
	 */
	private Optional<TokenAuthentication> signIn(String secret) {
		if (!secret.startsWith(ApiTokenService.SECRET_PREFIX)) {
			return secret.isEmpty() ? Optional.empty() : assistants.authenticate(secret);
		}
		try {
			return tokens.authenticate(secret);
		}
		catch (ValidationException malformed) {
			return Optional.empty();
		}
	}

	/**
	 * The challenge of a 401 (RFC 6750, RFC 9728): where the metadata of the resource
	 * asked for says how to sign in.
	 */
	static String challenge(HttpServletRequest request, @Nullable String error) {
		return "Bearer resource_metadata=\"" + ProtectedResourceMetadata.addressFor(request) + "\""
				+ (error == null ? "" : ", error=\"" + error + "\"");
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		String header = request.getHeader(HttpHeaders.AUTHORIZATION);
		if (header == null || !header.regionMatches(true, 0, BEARER, 0, BEARER.length())) {
			chain.doFilter(request, response);
			return;
		}
		Optional<TokenAuthentication> signIn = signIn(header.substring(BEARER.length()).trim());
		if (signIn.isEmpty()) {
			response.setHeader(HttpHeaders.WWW_AUTHENTICATE, challenge(request, "invalid_token"));
			ProblemResponses.write(response, json, ProblemResponses.problem(HttpStatus.UNAUTHORIZED, "invalid-token",
					"The token is unknown, revoked or expired."));
			return;
		}
		Duration wait = rateLimit.take(signIn.get().grant().tokenId());
		if (!wait.isZero()) {
			response.setHeader(HttpHeaders.RETRY_AFTER, String.valueOf(Math.max(1, wait.toSeconds())));
			ProblemResponses.write(response, json, ProblemResponses.problem(HttpStatus.TOO_MANY_REQUESTS,
					"rate-limited",
					"This token may make " + TokenRateLimit.PER_SECOND + " requests a second; wait and try again."));
			return;
		}
		SecurityContext context = contexts.createEmptyContext();
		context.setAuthentication(signIn.get());
		contexts.setContext(context);
		try {
			chain.doFilter(request, response);
		}
		finally {
			contexts.clearContext();
		}
	}

}
