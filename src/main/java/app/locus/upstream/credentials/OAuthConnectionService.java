package app.locus.upstream.credentials;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Optional;

import app.locus.base.vault.SecretCipher;
import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.Role;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.security.LocusUser;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.credentials.OAuthTokenClient.OAuthRefusal;
import app.locus.upstream.credentials.OAuthTokenClient.Tokens;
import app.locus.base.vault.SecretCipher.SecretUnreadableException;
import app.locus.upstream.credentials.CredentialSecrets.TokenKind;
import app.locus.upstream.credentials.repository.ApiKeyRepository;
import app.locus.upstream.credentials.repository.OAuthConnectionRepository;
import app.locus.upstream.credentials.repository.StoredConnection;
import app.locus.upstream.gateway.UpstreamCredential;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.security.oauth2.core.endpoint.OAuth2AuthorizationRequest;
import org.springframework.security.oauth2.core.endpoint.PkceParameterNames;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Connects a workspace to the service with OAuth 2.1 (authorization code + PKCE S256) as
 * an alternative to pasting an API key (DD034). Agency admins connect and disconnect; the
 * tokens are stored encrypted like keys, renewed when they expire, revoked at the service
 * on disconnect; every step is audited without a token. The gateway calls with the
 * connection's access token as {@code Authorization: Bearer} while it is active.
 */
@Service
public class OAuthConnectionService {

	/**
	 * How long a started authorization may take until the service sends the person back.
	 */
	static final Duration PENDING_LIFETIME = Duration.ofMinutes(10);

	/**
	 * Tokens are renewed this long before they expire, so no call carries a dying token.
	 */
	static final Duration RENEW_AHEAD = Duration.ofSeconds(60);

	private static final String ACTION_CONNECT = "upstream.oauth.connect";

	private static final String ACTION_DISCONNECT = "upstream.oauth.disconnect";

	private static final String ACTION_RENEW = "upstream.oauth.renew";

	private static final Logger log = LoggerFactory.getLogger(OAuthConnectionService.class);

	private final WorkspaceAccess access;

	private final OAuthConnectionRepository connections;

	private final ApiKeyRepository keys;

	private final SecretCipher cipher;

	private final OAuthTokenClient client;

	private final AuditLog audit;

	private final TransactionTemplate transaction;

	private final Clock clock;

	OAuthConnectionService(WorkspaceAccess access, OAuthConnectionRepository connections, ApiKeyRepository keys,
			SecretCipher cipher, OAuthTokenClient client, AuditLog audit, PlatformTransactionManager transactions,
			Clock clock) {
		this.access = access;
		this.connections = connections;
		this.keys = keys;
		this.cipher = cipher;
		this.client = client;
		this.audit = audit;
		this.transaction = new TransactionTemplate(transactions);
		this.clock = clock;
	}

	/**
	 * The workspace's connection that has not ended, if any, without tokens. Agency
	 * admins and account managers may see it; client viewers may not.
	 */
	public Optional<ConnectionSummary> current(WorkspaceId workspace) {
		access.requireWrite(workspace);
		return connections.current(workspace).map(OAuthConnectionService::summary);
	}

	/**
	 * Whether the current user may connect and disconnect this workspace (admins only).
	 */
	public boolean canConnect(WorkspaceId workspace) {
		return access.requireRead(workspace).role() == Role.AGENCY_ADMIN;
	}

	/**
	 * Starts connecting: a fresh {@code state} and PKCE verifier, and the service's
	 * authorize address with the verifier's S256 challenge. Keep the pending
	 * authorization in the person's session and send their browser to the address.
	 * @param redirectUri the absolute http(s) address of Locus's callback page
	 * @throws ValidationException when the callback address is not absolute http(s)
	 */
	public AuthorizationStart start(WorkspaceId workspace, String redirectUri) {
		LocusUser user = access.requireAdmin(workspace);
		if (!absoluteHttp(redirectUri)) {
			throw ValidationException.of("redirectUri", "The callback address must be an absolute http(s) address.");
		}
		OAuth2AuthorizationRequest request = client.authorization(redirectUri);
		PendingAuthorization pending = new PendingAuthorization(workspace, user.id(), request.getState(),
				request.getAttribute(PkceParameterNames.CODE_VERIFIER), redirectUri, now().plus(PENDING_LIFETIME));
		return new AuthorizationStart(request.getAuthorizationRequestUri(), pending);
	}

	/**
	 * Finishes connecting when the service sent the person back: checks that the answer
	 * belongs to the pending authorization (same state, same person, in time), trades the
	 * code and the verifier for tokens and stores them encrypted. A connection the
	 * workspace had before ends (and is revoked at the service).
	 * @param error the {@code error} the service sent back instead of a code, or null
	 * @throws ValidationException when the answer does not match, came too late, was a
	 * refusal, or the service did not accept the code with this verifier
	 */
	public ConnectionSummary complete(PendingAuthorization pending, @Nullable String state, @Nullable String code,
			@Nullable String error) {
		WorkspaceId workspace = pending.workspace();
		LocusUser user = access.requireAdmin(workspace);
		if (!user.id().equals(pending.user()) || !sameSecret(state, pending.state())) {
			audit.record(new AuditEntry(user.agencyId(), workspace, ACTION_CONNECT, null, AuditEntry.Outcome.DENIED,
					"the answer did not belong to the authorization started in this session"));
			throw ValidationException.of("state",
					"This answer from the service does not belong to the connection you started. Start again.");
		}
		if (now().isAfter(pending.expiresAt())) {
			throw ValidationException.of("state", "The connection was not approved within "
					+ PENDING_LIFETIME.toMinutes() + " minutes. Start again.");
		}
		if (error != null && !error.isBlank()) {
			audit.record(new AuditEntry(user.agencyId(), workspace, ACTION_CONNECT, null, AuditEntry.Outcome.FAILURE,
					"the service answered " + clip(error)));
			throw ValidationException.of("authorization",
					"access_denied".equals(error) ? "The connection was declined at the service."
							: "The service did not grant access (" + clip(error) + ").");
		}
		if (code == null || code.isBlank()) {
			throw ValidationException.of("authorization", "The service sent no authorization code. Start again.");
		}
		Tokens tokens;
		try {
			tokens = client.exchange(code, pending.verifier(), pending.redirectUri());
		}
		catch (OAuthRefusal ex) {
			audit.record(new AuditEntry(user.agencyId(), workspace, ACTION_CONNECT, null, AuditEntry.Outcome.FAILURE,
					"the token endpoint refused the code: " + ex.error()));
			throw ValidationException.of("authorization",
					"The service did not accept the authorization (" + ex.error() + "). Start again.");
		}
		Instant at = now();
		OAuthConnectionId id = OAuthConnectionId.random();
		Optional<StoredConnection> replaced = transaction.execute(status -> {
			connections.lockWorkspace(workspace);
			Optional<StoredConnection> before = connections.current(workspace);
			before.ifPresent(old -> connections.end(workspace, old.id(), at));
			connections.insert(new StoredConnection(id, workspace, ConnectionStatus.ACTIVE, tokens.scope(),
					CredentialSecrets.seal(cipher, tokens.accessToken(), workspace, id, TokenKind.ACCESS),
					CredentialSecrets.seal(cipher, tokens.refreshToken(), workspace, id, TokenKind.REFRESH),
					at.plus(tokens.expiresIn()), at, user.id(), null, null));
			return before;
		});
		replaced.ifPresent(this::revokeQuietly);
		audit.record(AuditEntry.success(user.agencyId(), workspace, ACTION_CONNECT, id.value(),
				"connected with OAuth, scope " + clip(tokens.scope())
						+ replaced.map(old -> ", replacing connection " + old.id().value()).orElse("")));
		return summary(connections.current(workspace).orElseThrow());
	}

	/**
	 * Ends the workspace's connection: revokes its tokens at the service and forgets
	 * them. When the service cannot be reached, the connection still ends in Locus and
	 * the answer says that the tokens may remain valid there until they expire.
	 * @return a sentence for the person
	 */
	public String disconnect(WorkspaceId workspace) {
		LocusUser user = access.requireAdmin(workspace);
		Optional<StoredConnection> current = connections.current(workspace);
		if (current.isEmpty()) {
			return "This workspace is not connected with OAuth.";
		}
		StoredConnection connection = current.get();
		boolean revoked = revokeQuietly(connection);
		connections.end(workspace, connection.id(), now());
		audit.record(new AuditEntry(user.agencyId(), workspace, ACTION_DISCONNECT, connection.id().value(),
				revoked ? AuditEntry.Outcome.SUCCESS : AuditEntry.Outcome.UNKNOWN,
				revoked ? "disconnected; tokens revoked at the service"
						: "disconnected; the service could not be reached to revoke the tokens"));
		return revoked ? "Disconnected. The service no longer accepts this connection's tokens."
				: "Disconnected in Locus, but the service could not be reached to revoke the tokens; "
						+ "they stay valid there until they expire (at most an hour for the access token).";
	}

	/**
	 * The bearer credential of the workspace's active connection, renewed first when its
	 * access token is about to expire; empty when the workspace has no active connection
	 * or the service no longer renews it (then it needs a person to connect again). For
	 * the gateway; no access check (sync jobs call without a user).
	 * @throws UpstreamException.Unavailable when the tokens had to be renewed and the
	 * service's token endpoint could not be reached
	 */
	Optional<UpstreamCredential> credential(WorkspaceId workspace) {
		Optional<StoredConnection> current = connections.current(workspace)
			.filter(c -> c.status() == ConnectionStatus.ACTIVE);
		if (current.isEmpty()) {
			return Optional.empty();
		}
		if (!expiring(current.get())) {
			return open(current.get());
		}
		return transaction.execute(status -> connections.lock(workspace, current.get().id())
			.filter(c -> c.status() == ConnectionStatus.ACTIVE)
			.flatMap(locked -> expiring(locked) ? renew(locked) : open(locked)));
	}

	/** Runs inside the transaction that holds the connection's row lock. */
	private Optional<UpstreamCredential> renew(StoredConnection connection) {
		WorkspaceId workspace = connection.workspace();
		Tokens tokens;
		try {
			tokens = client.refresh(CredentialSecrets.open(cipher, connection.liveRefreshToken(), workspace,
					connection.id(), TokenKind.REFRESH));
		}
		catch (OAuthRefusal | SecretUnreadableException ex) {
			String why = ex instanceof OAuthRefusal refusal ? "the service refused to renew it: " + refusal.error()
					: "its refresh token cannot be decrypted (master key?)";
			log.warn("OAuth connection {} of workspace {} needs to be connected again: {}", connection.id(), workspace,
					why, ex);
			connections.needsReconnect(workspace, connection.id());
			audit.record(new AuditEntry(keys.agencyOf(workspace), workspace, ACTION_RENEW, connection.id().value(),
					AuditEntry.Outcome.FAILURE, why + "; an admin must connect again"));
			return Optional.empty();
		}
		Instant at = now();
		connections.renew(workspace, connection.id(),
				CredentialSecrets.seal(cipher, tokens.accessToken(), workspace, connection.id(), TokenKind.ACCESS),
				CredentialSecrets.seal(cipher, tokens.refreshToken(), workspace, connection.id(), TokenKind.REFRESH),
				at.plus(tokens.expiresIn()), at);
		audit.record(AuditEntry.success(keys.agencyOf(workspace), workspace, ACTION_RENEW, connection.id().value(),
				"tokens renewed"));
		return Optional.of(bearer(tokens.accessToken(), connection));
	}

	private Optional<UpstreamCredential> open(StoredConnection connection) {
		try {
			return Optional.of(bearer(CredentialSecrets.open(cipher, connection.liveAccessToken(),
					connection.workspace(), connection.id(), TokenKind.ACCESS), connection));
		}
		catch (SecretUnreadableException ex) {
			log.error("OAuth connection {} of workspace {} cannot be decrypted", connection.id(),
					connection.workspace(), ex);
			throw new UpstreamException.NoCredential("The workspace's OAuth connection cannot be decrypted (has the "
					+ "master key changed?). Disconnect and connect again.");
		}
	}

	/**
	 * Revokes the refresh token (which takes its access tokens along) and the access
	 * token.
	 */
	private boolean revokeQuietly(StoredConnection connection) {
		try {
			WorkspaceId workspace = connection.workspace();
			client.revoke(CredentialSecrets.open(cipher, connection.liveRefreshToken(), workspace, connection.id(),
					TokenKind.REFRESH));
			client.revoke(CredentialSecrets.open(cipher, connection.liveAccessToken(), workspace, connection.id(),
					TokenKind.ACCESS));
			return true;
		}
		catch (UpstreamException | OAuthRefusal | SecretUnreadableException ex) {
			log.warn("Could not revoke the tokens of OAuth connection {} at the service", connection.id(), ex);
			return false;
		}
	}

	/** Compares two secrets in constant time. */
	private static boolean sameSecret(@Nullable String a, String b) {
		return a != null && b != null
				&& MessageDigest.isEqual(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
	}

	private boolean expiring(StoredConnection connection) {
		return !now().plus(RENEW_AHEAD).isBefore(connection.accessExpiresAt());
	}

	private static UpstreamCredential bearer(String accessToken, StoredConnection connection) {
		return new UpstreamCredential(accessToken, "OAuth connection " + connection.id().value(),
				UpstreamCredential.Scheme.BEARER);
	}

	private static ConnectionSummary summary(StoredConnection connection) {
		return new ConnectionSummary(connection.id(), connection.status(), connection.scope(), connection.connectedAt(),
				connection.accessExpiresAt(), connection.refreshedAt(), connection.status() == ConnectionStatus.ACTIVE);
	}

	private static boolean absoluteHttp(String uri) {
		if (uri == null || uri.isBlank()) {
			return false;
		}
		try {
			URI parsed = URI.create(uri);
			return parsed.isAbsolute() && ("http".equals(parsed.getScheme()) || "https".equals(parsed.getScheme()))
					&& parsed.getHost() != null && parsed.getFragment() == null;
		}
		catch (IllegalArgumentException ex) {
			return false;
		}
	}

	/** What the service sent back, shortened and stripped to safe characters. */
	private static String clip(String text) {
		String safe = text.replaceAll("[^A-Za-z0-9 _.:-]", "");
		return safe.length() > 60 ? safe.substring(0, 60) : safe;
	}

	private Instant now() {
		return clock.instant().truncatedTo(ChronoUnit.MILLIS);
	}

}
