package app.locus.upstream.credentials;

import static app.locus.db.Tables.AUDIT_EVENT;
import static app.locus.db.Tables.UPSTREAM_OAUTH_CONNECTION;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.LocalDateTime;
import java.util.Base64;
import java.util.Map;

import app.locus.base.vault.SecretCipher;
import app.locus.upstream.credentials.CredentialSecrets.TokenKind;
import app.locus.base.ForbiddenException;
import app.locus.base.ValidationException;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.fixtures.TenantFixture;
import app.locus.support.IntegrationTest;
import app.locus.upstream.Envelope;
import app.locus.upstream.FormBody;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamRequest;
import app.locus.upstream.gateway.CredentialSource;
import app.locus.upstream.gateway.HttpUpstreamGateway;
import app.locus.upstream.gateway.UpstreamCredential;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.ReceivedCall;
import app.locus.simulator.Simulator;

import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.core.env.Environment;

/**
 * Connecting a workspace with OAuth 2.1 + PKCE against the simulator's authorization
 * server at /sim/oauth-v2, over real HTTP: the consent is approved the way a browser
 * would post it, the callback is finished by the service, and the gateway then calls with
 * the bearer token (DD034).
 */
@IntegrationTest
class OAuthConnectOverHttpTest {

	private static final String CALLBACK = "http://localhost/oauth/upstream/callback";

	@Autowired
	DSLContext db;

	@Autowired
	Simulator simulator;

	@Autowired
	OAuthConnectionService connections;

	@Autowired
	ApiKeyService keys;

	@Autowired
	CredentialSource credentials;

	@Autowired
	HttpUpstreamGateway gateway;

	@Autowired
	SecretCipher cipher;

	@Autowired
	Environment environment;

	private final HttpClient browser = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();

	private Tenant tenant;

	private AccountHandle account;

	@BeforeEach
	void tenant() {
		tenant = new TenantFixture(db).tenant();
		account = simulator.createAccount("OAuth client", 1000);
		TenantFixture.signIn(tenant.admin());
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void the_pkce_verifier_is_random_and_between_43_and_128_characters() {
		String first = connections.start(tenant.workspace(), CALLBACK).pending().verifier();
		String second = connections.start(tenant.workspace(), CALLBACK).pending().verifier();

		assertThat(first).matches("[A-Za-z0-9._~-]{43,128}").isNotEqualTo(second);
	}

	@Test
	void a_connected_workspace_calls_the_service_with_its_bearer_token_stored_only_encrypted() throws Exception {
		AuthorizationStart start = connections.start(tenant.workspace(), CALLBACK);
		assertThat(query(start.authorizeUrl())).containsEntry("code_challenge_method", "S256")
			.containsEntry("code_challenge", s256(start.pending().verifier()))
			.containsEntry("state", start.pending().state())
			.doesNotContainValue(start.pending().verifier());

		ConnectionSummary connected = finish(start);

		assertThat(connected.status()).isEqualTo(ConnectionStatus.ACTIVE);
		assertThat(connected.inUse()).isTrue();
		UpstreamCredential credential = credentials.activeCredential(tenant.workspace()).orElseThrow();
		assertThat(credential.scheme()).isEqualTo(UpstreamCredential.Scheme.BEARER);
		byte[] stored = db.select(UPSTREAM_OAUTH_CONNECTION.ACCESS_CIPHERTEXT)
			.from(UPSTREAM_OAUTH_CONNECTION)
			.where(UPSTREAM_OAUTH_CONNECTION.WORKSPACE_ID.eq(tenant.workspace().value()))
			.fetchSingle()
			.value1();
		assertThat(new String(stored, StandardCharsets.ISO_8859_1)).doesNotContain(credential.secret());

		Envelope answer = gateway.call(tenant.workspace(), Lane.INTERACTIVE,
				UpstreamRequest.read("/v2/account", FormBody.create()));

		assertThat(answer.success()).isTrue();
		ReceivedCall call = lastCallOf(account);
		assertThat(call.status()).isEqualTo(200);
		assertThat(audit("upstream.oauth.connect")).contains("SUCCESS");
	}

	@Test
	void the_service_refuses_a_plain_or_missing_pkce_challenge() throws Exception {
		AuthorizationStart start = connections.start(tenant.workspace(), CALLBACK);
		String verifier = start.pending().verifier();

		String plain = start.authorizeUrl()
			.replace("code_challenge_method=S256", "code_challenge_method=plain")
			.replace(s256(verifier), verifier);
		String none = start.authorizeUrl().replace("code_challenge=", "no_challenge=");

		assertThat(query(browser.send(get(plain), HttpResponse.BodyHandlers.ofString())
			.headers()
			.firstValue("Location")
			.orElseThrow())).containsEntry("error", "invalid_request");
		assertThat(query(browser.send(get(none), HttpResponse.BodyHandlers.ofString())
			.headers()
			.firstValue("Location")
			.orElseThrow())).containsEntry("error", "invalid_request");
	}

	@Test
	void a_code_with_the_wrong_verifier_is_refused_and_nothing_is_stored() throws Exception {
		AuthorizationStart start = connections.start(tenant.workspace(), CALLBACK);
		Map<String, String> callback = approve(start.authorizeUrl());
		PendingAuthorization pending = start.pending();
		PendingAuthorization forged = new PendingAuthorization(pending.workspace(), pending.user(), pending.state(),
				"a-verifier-or-state-this-server-never-issued-0123456789", pending.redirectUri(), pending.expiresAt());

		assertThatThrownBy(() -> connections.complete(forged, callback.get("state"), callback.get("code"), null))
			.isInstanceOf(ValidationException.class)
			.hasMessageContaining("invalid_grant");
		assertThat(connections.current(tenant.workspace())).isEmpty();
		assertThat(audit("upstream.oauth.connect")).contains("FAILURE");
	}

	@Test
	void an_answer_with_another_state_or_for_another_person_is_refused() throws Exception {
		AuthorizationStart start = connections.start(tenant.workspace(), CALLBACK);
		Map<String, String> callback = approve(start.authorizeUrl());

		assertThatThrownBy(() -> connections.complete(start.pending(),
				"a-verifier-or-state-this-server-never-issued-0123456789", callback.get("code"), null))
			.isInstanceOf(ValidationException.class);
		TenantFixture.signIn(new TenantFixture(db).user(tenant.agency(), app.locus.base.Role.AGENCY_ADMIN));
		assertThatThrownBy(
				() -> connections.complete(start.pending(), callback.get("state"), callback.get("code"), null))
			.isInstanceOf(ValidationException.class);
		assertThat(connections.current(tenant.workspace())).isEmpty();
	}

	@Test
	void a_declined_consent_is_reported_and_stores_nothing() {
		AuthorizationStart start = connections.start(tenant.workspace(), CALLBACK);

		assertThatThrownBy(() -> connections.complete(start.pending(), start.pending().state(), null, "access_denied"))
			.isInstanceOf(ValidationException.class)
			.hasMessageContaining("declined");
		assertThat(connections.current(tenant.workspace())).isEmpty();
	}

	@Test
	void only_agency_admins_connect() {
		TenantFixture.signIn(tenant.manager());

		assertThatThrownBy(() -> connections.start(tenant.workspace(), CALLBACK))
			.isInstanceOf(ForbiddenException.class);
		assertThat(connections.canConnect(tenant.workspace())).isFalse();
	}

	@Test
	void disconnecting_revokes_the_tokens_so_the_service_answers_401_to_them() throws Exception {
		finish(connections.start(tenant.workspace(), CALLBACK));
		String token = credentials.activeCredential(tenant.workspace()).orElseThrow().secret();
		assertThat(accountCallWithBearer(token)).isEqualTo(200);

		String said = connections.disconnect(tenant.workspace());

		assertThat(said).contains("no longer accepts");
		assertThat(accountCallWithBearer(token)).isEqualTo(401);
		assertThat(connections.current(tenant.workspace())).isEmpty();
		assertThat(credentials.activeCredential(tenant.workspace())).isEmpty();
		assertThat(db.select(UPSTREAM_OAUTH_CONNECTION.ACCESS_CIPHERTEXT, UPSTREAM_OAUTH_CONNECTION.REFRESH_CIPHERTEXT)
			.from(UPSTREAM_OAUTH_CONNECTION)
			.where(UPSTREAM_OAUTH_CONNECTION.WORKSPACE_ID.eq(tenant.workspace().value()))
			.fetchSingle()
			.intoList()).containsOnlyNulls();
		assertThat(audit("upstream.oauth.disconnect")).contains("SUCCESS");
	}

	@Test
	void an_expiring_access_token_is_renewed_once_and_the_old_one_stops_working() throws Exception {
		finish(connections.start(tenant.workspace(), CALLBACK));
		String before = credentials.activeCredential(tenant.workspace()).orElseThrow().secret();
		expireAccessToken();

		String renewed = credentials.activeCredential(tenant.workspace()).orElseThrow().secret();
		String again = credentials.activeCredential(tenant.workspace()).orElseThrow().secret();

		assertThat(renewed).isNotEqualTo(before).isEqualTo(again);
		assertThat(accountCallWithBearer(before)).isEqualTo(401);
		assertThat(accountCallWithBearer(renewed)).isEqualTo(200);
		assertThat(audit("upstream.oauth.renew")).contains("SUCCESS");
	}

	@Test
	void a_connection_the_service_no_longer_renews_needs_reconnecting_and_the_api_key_takes_over() throws Exception {
		finish(connections.start(tenant.workspace(), CALLBACK));
		keys.add(tenant.workspace(), "Fallback", account.key(), null);
		revokeRefreshTokenAtTheService();
		expireAccessToken();

		UpstreamCredential credential = credentials.activeCredential(tenant.workspace()).orElseThrow();

		assertThat(credential.scheme()).isEqualTo(UpstreamCredential.Scheme.API_KEY);
		assertThat(connections.current(tenant.workspace()).orElseThrow().status())
			.isEqualTo(ConnectionStatus.NEEDS_RECONNECT);
		assertThat(audit("upstream.oauth.renew")).contains("FAILURE");
	}

	private ConnectionSummary finish(AuthorizationStart start) throws Exception {
		Map<String, String> callback = approve(start.authorizeUrl());
		assertThat(callback).containsEntry("state", start.pending().state()).containsKey("code");
		return connections.complete(start.pending(), callback.get("state"), callback.get("code"), null);
	}

	private Map<String, String> approve(String authorizeUrl) throws Exception {
		Map<String, String> callback = SimulatedConsent.approve(authorizeUrl, account.id());
		assertThat(callback).isNotEmpty();
		return callback;
	}

	private int accountCallWithBearer(String token) throws Exception {
		return browser
			.send(HttpRequest.newBuilder(URI.create(baseUrl() + "/v2/account"))
				.header("Authorization", "Bearer " + token)
				.header("Content-Type", "application/x-www-form-urlencoded")
				.POST(HttpRequest.BodyPublishers.noBody())
				.build(), HttpResponse.BodyHandlers.ofString())
			.statusCode();
	}

	private void revokeRefreshTokenAtTheService() throws Exception {
		var row = db.selectFrom(UPSTREAM_OAUTH_CONNECTION)
			.where(UPSTREAM_OAUTH_CONNECTION.WORKSPACE_ID.eq(tenant.workspace().value()))
			.fetchSingle();
		String refresh = CredentialSecrets.open(cipher,
				new app.locus.base.vault.SealedSecret(row.getRefreshNonce(), row.getRefreshCiphertext(),
						row.getMasterKeyVersion()),
				tenant.workspace(), new OAuthConnectionId(row.getId()), TokenKind.REFRESH);
		HttpResponse<String> revoked = browser.send(HttpRequest.newBuilder(URI.create(baseUrl() + "/oauth-v2/revoke"))
			.header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers.ofString("token=" + refresh))
			.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(revoked.statusCode()).isEqualTo(200);
	}

	private void expireAccessToken() {
		db.update(UPSTREAM_OAUTH_CONNECTION)
			.set(UPSTREAM_OAUTH_CONNECTION.ACCESS_EXPIRES_AT, LocalDateTime.of(2020, 1, 1, 0, 0))
			.where(UPSTREAM_OAUTH_CONNECTION.WORKSPACE_ID.eq(tenant.workspace().value()))
			.execute();
	}

	private ReceivedCall lastCallOf(AccountHandle handle) {
		return simulator.calls()
			.all()
			.stream()
			.filter(call -> handle.id().equals(call.accountId()))
			.reduce((first, second) -> second)
			.orElseThrow();
	}

	private java.util.List<String> audit(String action) {
		return db.select(AUDIT_EVENT.OUTCOME)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.WORKSPACE_ID.eq(tenant.workspace().value()))
			.and(AUDIT_EVENT.ACTION.eq(action))
			.fetch(AUDIT_EVENT.OUTCOME);
	}

	private String baseUrl() {
		return environment.getProperty("locus.upstream.base-url");
	}

	private static HttpRequest get(String url) {
		return HttpRequest.newBuilder(URI.create(url)).GET().build();
	}

	private static Map<String, String> query(String url) {
		return SimulatedConsent.query(url);
	}

	/**
	 * BASE64URL(SHA-256(verifier)) without padding: RFC 7636's S256, written from the
	 * RFC.
	 */
	private static String s256(String verifier) throws Exception {
		byte[] digest = MessageDigest.getInstance("SHA-256").digest(verifier.getBytes(StandardCharsets.US_ASCII));
		return Base64.getUrlEncoder().withoutPadding().encodeToString(digest);
	}

}
