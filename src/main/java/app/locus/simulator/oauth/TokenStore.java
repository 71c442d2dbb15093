package app.locus.simulator.oauth;

import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import app.locus.simulator.state.Entropy;
import app.locus.simulator.state.SimAccount;

/**
 * Authorization codes, access tokens (1 hour) and refresh tokens (rotated on use) of the
 * OAuth server. An access token opens its account wherever an API key does.
 */
public final class TokenStore {

	static final Duration ACCESS_LIFETIME = Duration.ofHours(1);

	static final Duration CODE_LIFETIME = Duration.ofMinutes(10);

	record Code(String clientId, String redirectUri, String challenge, SimAccount account, String scope,
			Instant expires) {

	}

	record Grant(SimAccount account, String clientId, String scope, String refreshToken, Instant expires) {

	}

	private final Entropy entropy;

	private final Map<String, Code> codes = new LinkedHashMap<>();

	private final Map<String, Grant> accessTokens = new LinkedHashMap<>();

	private final Map<String, Grant> refreshTokens = new LinkedHashMap<>();

	public TokenStore(Entropy entropy) {
		this.entropy = entropy;
	}

	String issueCode(Code code) {
		codes.values().removeIf(c -> c.expires().isBefore(code.expires().minus(CODE_LIFETIME)));
		String value = token();
		codes.put(value, code);
		return value;
	}

	/** Takes the code out (a code works once); empty when unknown or expired. */
	Optional<Code> redeem(String value, Instant now) {
		Code code = codes.remove(value);
		return code == null || now.isAfter(code.expires()) ? Optional.empty() : Optional.of(code);
	}

	/** A new access and refresh token pair; returns the access token's grant. */
	Map.Entry<String, Grant> issue(SimAccount account, String clientId, String scope, Instant now) {
		accessTokens.values().removeIf(g -> now.isAfter(g.expires()));
		String refresh = "lvs_rt_" + token();
		String access = "lvs_at_" + token();
		Grant grant = new Grant(account, clientId, scope, refresh, now.plus(ACCESS_LIFETIME));
		accessTokens.put(access, grant);
		refreshTokens.put(refresh, grant);
		return Map.entry(access, grant);
	}

	/** Takes a refresh token out (refresh tokens rotate); empty when unknown. */
	Optional<Grant> redeemRefresh(String refreshToken) {
		Grant grant = refreshTokens.remove(refreshToken);
		if (grant != null) {
			accessTokens.values().removeIf(g -> g.refreshToken().equals(refreshToken));
		}
		return Optional.ofNullable(grant);
	}

	void revoke(String token) {
		if (accessTokens.remove(token) == null) {
			redeemRefresh(token);
		}
	}

	/** The account a live access token opens. */
	public Optional<SimAccount> account(String accessToken, Instant now) {
		Grant grant = accessTokens.get(accessToken);
		return grant == null || now.isAfter(grant.expires()) ? Optional.empty() : Optional.of(grant.account());
	}

	private String token() {
		return entropy.token();
	}

}
