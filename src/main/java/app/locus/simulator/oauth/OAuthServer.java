package app.locus.simulator.oauth;

import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import app.locus.simulator.api.Json;
import app.locus.simulator.api.Params;
import app.locus.simulator.api.Router;
import app.locus.simulator.http.SimRequest;
import app.locus.simulator.http.SimResponse;
import app.locus.simulator.state.AccountRegistry;
import app.locus.simulator.state.SimAccount;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The OAuth 2.1 authorization server at {@code {oauth_base}/oauth-v2/}: authorization
 * code grant with PKCE, S256 only (plain or no challenge is refused with
 * {@code invalid_request}). {@code GET authorize} shows a consent page where a person
 * picks the account and approves ({@code POST authorize}); token and revoke answer
 * standard OAuth JSON (RFC 6749, 7009), not the envelope.
 */
public final class OAuthServer {

	private static final String BASE = "/oauth-v2/";

	private final AccountRegistry accounts;

	private final TokenStore tokens;

	private final Clock clock;

	public OAuthServer(AccountRegistry accounts, TokenStore tokens, Clock clock) {
		this.accounts = accounts;
		this.tokens = tokens;
		this.clock = clock;
	}

	public void register(Router router) {
		router.raw("GET", BASE + "authorize", (request, vars) -> authorize(request, false));
		router.raw("POST", BASE + "authorize", (request, vars) -> authorize(request, true));
		router.raw("POST", BASE + "token", (request, vars) -> token(new Params(request.form())));
		router.raw("POST", BASE + "revoke", (request, vars) -> revoke(new Params(request.form())));
	}

	private SimResponse authorize(SimRequest request, boolean decided) {
		Params params = new Params(request.fields());
		String clientId = params.text("client_id");
		String redirectUri = params.text("redirect_uri");
		if (clientId == null || !validRedirect(redirectUri)) {
			return error(400, "invalid_request", "client_id and an absolute http(s) redirect_uri are required");
		}
		String state = params.text("state");
		String challenge = params.text("code_challenge");
		if (!"code".equals(params.text("response_type"))) {
			return redirect(redirectUri, state, "unsupported_response_type", "response_type must be code");
		}
		if (challenge == null || !challenge.matches("[A-Za-z0-9_-]{43,128}")) {
			return redirect(redirectUri, state, "invalid_request", "a code_challenge (PKCE) is required");
		}
		if (!"S256".equals(params.text("code_challenge_method"))) {
			return redirect(redirectUri, state, "invalid_request", "code_challenge_method must be S256");
		}
		String scope = Optional.ofNullable(params.text("scope")).orElse("api");
		if (!decided) {
			return SimResponse.text(200, "text/html; charset=utf-8", ConsentPage.render(request, accounts.all()));
		}
		if (!"approve".equals(params.text("decision"))) {
			return redirect(redirectUri, state, "access_denied", "the account holder declined");
		}
		Optional<SimAccount> account = Optional.ofNullable(params.text("account")).flatMap(accounts::byId);
		if (account.isEmpty()) {
			return error(400, "invalid_request", "choose an account to connect");
		}
		String code = tokens.issueCode(new TokenStore.Code(clientId, redirectUri, challenge, account.get(), scope,
				clock.instant().plus(TokenStore.CODE_LIFETIME)));
		Map<String, String> answer = new LinkedHashMap<>();
		answer.put("code", code);
		if (state != null) {
			answer.put("state", state);
		}
		return SimResponse.redirect(append(redirectUri, answer));
	}

	private SimResponse token(Params params) {
		String grantType = params.text("grant_type");
		if ("authorization_code".equals(grantType)) {
			return codeGrant(params);
		}
		if ("refresh_token".equals(grantType)) {
			return refreshGrant(params);
		}
		return error(400, "unsupported_grant_type", "grant_type must be authorization_code or refresh_token");
	}

	private SimResponse codeGrant(Params params) {
		String code = params.text("code");
		String verifier = params.text("code_verifier");
		if (code == null || verifier == null || params.text("client_id") == null
				|| params.text("redirect_uri") == null) {
			return error(400, "invalid_request", "code, code_verifier, client_id and redirect_uri are required");
		}
		Optional<TokenStore.Code> redeemed = tokens.redeem(code, clock.instant());
		if (redeemed.isEmpty()) {
			return error(400, "invalid_grant", "the code is unknown, used or expired");
		}
		TokenStore.Code grant = redeemed.get();
		if (!grant.clientId().equals(params.text("client_id"))
				|| !grant.redirectUri().equals(params.text("redirect_uri"))) {
			return error(400, "invalid_grant", "client_id or redirect_uri differ from the authorization request");
		}
		if (!s256(verifier).equals(grant.challenge())) {
			return error(400, "invalid_grant", "code_verifier does not match the code_challenge");
		}
		return tokenAnswer(grant.account(), grant.clientId(), grant.scope());
	}

	private SimResponse refreshGrant(Params params) {
		String refresh = params.text("refresh_token");
		if (refresh == null) {
			return error(400, "invalid_request", "refresh_token is required");
		}
		Optional<TokenStore.Grant> grant = tokens.redeemRefresh(refresh);
		if (grant.isEmpty() || (params.has("client_id") && !grant.get().clientId().equals(params.text("client_id")))) {
			return error(400, "invalid_grant", "the refresh token is unknown or revoked");
		}
		return tokenAnswer(grant.get().account(), grant.get().clientId(), grant.get().scope());
	}

	private SimResponse revoke(Params params) {
		String token = params.text("token");
		if (token == null) {
			return error(400, "invalid_request", "token is required");
		}
		tokens.revoke(token);
		return SimResponse.json(200, Json.object(), noStore());
	}

	private SimResponse tokenAnswer(SimAccount account, String clientId, String scope) {
		Map.Entry<String, TokenStore.Grant> issued = tokens.issue(account, clientId, scope, clock.instant());
		ObjectNode body = Json.object()
			.put("access_token", issued.getKey())
			.put("token_type", "Bearer")
			.put("expires_in", TokenStore.ACCESS_LIFETIME.toSeconds())
			.put("refresh_token", issued.getValue().refreshToken())
			.put("scope", scope);
		return SimResponse.json(200, body, noStore());
	}

	/** BASE64URL(SHA-256(verifier)) without padding, as RFC 7636 defines S256. */
	static String s256(String verifier) {
		try {
			byte[] digest = MessageDigest.getInstance("SHA-256").digest(verifier.getBytes(StandardCharsets.US_ASCII));
			return Base64.getUrlEncoder().withoutPadding().encodeToString(digest);
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException(ex);
		}
	}

	private static boolean validRedirect(String uri) {
		if (uri == null) {
			return false;
		}
		try {
			URI parsed = URI.create(uri);
			return parsed.isAbsolute() && ("http".equals(parsed.getScheme()) || "https".equals(parsed.getScheme()))
					&& parsed.getFragment() == null;
		}
		catch (IllegalArgumentException ex) {
			return false;
		}
	}

	private static SimResponse redirect(String redirectUri, String state, String error, String description) {
		Map<String, String> answer = new LinkedHashMap<>();
		answer.put("error", error);
		answer.put("error_description", description);
		if (state != null) {
			answer.put("state", state);
		}
		return SimResponse.redirect(append(redirectUri, answer));
	}

	private static String append(String uri, Map<String, String> fields) {
		String query = fields.entrySet()
			.stream()
			.map(e -> e.getKey() + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
			.collect(Collectors.joining("&"));
		return uri + (uri.contains("?") ? "&" : "?") + query;
	}

	private static SimResponse error(int status, String error, String description) {
		return SimResponse.json(status, Json.object().put("error", error).put("error_description", description),
				noStore());
	}

	private static Map<String, String> noStore() {
		return Map.of("Cache-Control", "no-store", "Pragma", "no-cache");
	}

}
