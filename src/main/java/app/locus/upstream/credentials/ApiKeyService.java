package app.locus.upstream.credentials;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;

import app.locus.base.vault.SecretCipher;
import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.Role;
import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.security.LocusUser;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.Envelope;
import app.locus.upstream.FormBody;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.UpstreamRequest;
import app.locus.upstream.credentials.KeyTestResult.Outcome;
import app.locus.upstream.credentials.repository.ApiKeyRepository;
import app.locus.upstream.credentials.repository.StoredApiKey;
import app.locus.upstream.gateway.HttpUpstreamGateway;
import app.locus.upstream.gateway.UpstreamAccounts;
import app.locus.upstream.gateway.UpstreamCredential;

import com.fasterxml.jackson.databind.JsonNode;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The key vault: the service's API keys of a workspace, stored encrypted (DD033). Agency
 * admins manage keys; account managers only when their agency allows it; client viewers
 * never. A saved secret is never returned, shown or logged again; every change is audited
 * without it.
 */
@Service
public class ApiKeyService {

	/** The service allows 5 active keys per account. */
	public static final int MAX_ACTIVE_KEYS = 5;

	private static final String ACTION_ADD = "upstream.api-key.add";

	private static final String ACTION_ROTATE = "upstream.api-key.rotate";

	private static final String ACTION_REVOKE = "upstream.api-key.revoke";

	private static final String ACTION_TEST = "upstream.api-key.test";

	private final WorkspaceAccess access;

	private final ApiKeyRepository keys;

	private final SecretCipher cipher;

	private final ApiKeyCredentialSource credentials;

	private final HttpUpstreamGateway gateway;

	private final AuditLog audit;

	private final Clock clock;

	private final TransactionTemplate transaction;

	ApiKeyService(WorkspaceAccess access, ApiKeyRepository keys, SecretCipher cipher,
			ApiKeyCredentialSource credentials, HttpUpstreamGateway gateway, AuditLog audit, Clock clock,
			PlatformTransactionManager transactions) {
		this.access = access;
		this.keys = keys;
		this.cipher = cipher;
		this.credentials = credentials;
		this.gateway = gateway;
		this.audit = audit;
		this.clock = clock;
		this.transaction = new TransactionTemplate(transactions);
	}

	/**
	 * The workspace's keys, newest first, revoked ones included, without secrets. Agency
	 * admins and account managers may list; client viewers may not.
	 */
	@Transactional(readOnly = true)
	public List<ApiKeySummary> list(WorkspaceId workspace) {
		access.requireWrite(workspace);
		Optional<ApiKeyId> inUse = keys.newestActive(workspace).map(StoredApiKey::id);
		return keys.list(workspace).stream().map(key -> summary(key, inUse)).toList();
	}

	/**
	 * Whether the current user may add, test, rotate and revoke keys in this workspace.
	 */
	@Transactional(readOnly = true)
	public boolean canManage(WorkspaceId workspace) {
		LocusUser user = access.requireWrite(workspace);
		return user.role() == Role.AGENCY_ADMIN || keys.managersManageKeys(user.agencyId());
	}

	/**
	 * Checks the key with the service (one call that spends no credits, DD117) and stores
	 * it; it becomes the key the gateway uses. Not transactional: the check may wait for
	 * the workspace's turn at the service. Run it off the UI thread.
	 * @throws ValidationException for a missing or malformed label, secret or note, and
	 * when the workspace already has {@value #MAX_ACTIVE_KEYS} active keys
	 * @throws KeyRefusedException when the service refuses the key
	 * @throws KeyNotCheckedException when the service could not say (unreachable, busy)
	 */
	public ApiKeySummary add(WorkspaceId workspace, String label, String secret, String ipNote) {
		LocusUser user = requireKeyManager(workspace, ACTION_ADD);
		Validation validation = new Validation();
		String cleanLabel = validation.text(label, "label", "Label", 80);
		String cleanSecret = secret(validation, secret);
		String cleanNote = ipNote == null || ipNote.isBlank() ? null
				: validation.text(ipNote, "ipNote", "IP whitelist note", 255);
		validation.throwIfInvalid();
		if (keys.countActive(workspace) >= MAX_ACTIVE_KEYS) {
			throw tooManyKeys();
		}
		ApiKeyId id = ApiKeyId.random();
		Checked checked = verify(user, workspace, ACTION_ADD, cleanSecret, "label \"" + cleanLabel + "\"");
		StoredApiKey key = StoredApiKey.added(id, workspace, cleanLabel, last4(cleanSecret), cleanNote,
				CredentialSecrets.seal(cipher, cleanSecret, workspace, id), now(), checked.at(),
				checked.accountHolder());
		transaction.executeWithoutResult(status -> {
			if (keys.countActiveForUpdate(workspace) >= MAX_ACTIVE_KEYS) {
				throw tooManyKeys();
			}
			keys.insert(key);
		});
		audit.record(AuditEntry.success(user.agencyId(), workspace, ACTION_ADD, id.value(),
				"label \"" + cleanLabel + "\", key ****" + key.last4()));
		return summary(key, Optional.of(id));
	}

	/**
	 * Checks the new secret with the service like {@link #add} and replaces the secret of
	 * an active key with it; the record (label, history) stays. Not transactional.
	 * @throws NotFoundException when the workspace has no such key
	 * @throws ValidationException for a malformed secret or a revoked key
	 * @throws KeyRefusedException when the service refuses the new key
	 * @throws KeyNotCheckedException when the service could not say
	 */
	public ApiKeySummary rotate(WorkspaceId workspace, ApiKeyId id, String newSecret) {
		LocusUser user = requireKeyManager(workspace, ACTION_ROTATE);
		StoredApiKey key = find(workspace, id);
		Validation validation = new Validation();
		String cleanSecret = secret(validation, newSecret);
		validation.check(key.active(), "secret", "This key is revoked; add a new key instead.");
		validation.throwIfInvalid();
		String last4 = last4(cleanSecret);
		Checked checked = verify(user, workspace, ACTION_ROTATE, cleanSecret, "label \"" + key.label() + "\"");
		if (!keys.rotate(workspace, id, CredentialSecrets.seal(cipher, cleanSecret, workspace, id), last4, checked.at(),
				checked.accountHolder())) {
			throw ValidationException.of("secret", "This key was revoked meanwhile; add a new key instead.");
		}
		audit.record(AuditEntry.success(user.agencyId(), workspace, ACTION_ROTATE, id.value(),
				"label \"" + key.label() + "\", key ****" + key.last4() + " replaced by ****" + last4));
		return reread(workspace, id);
	}

	/**
	 * Stops Locus from using the key. It stays listed as revoked; at the service it stays
	 * valid until it is revoked there too. Revoking a revoked key changes nothing.
	 * @throws NotFoundException when the workspace has no such key
	 */
	@Transactional
	public ApiKeySummary revoke(WorkspaceId workspace, ApiKeyId id) {
		LocusUser user = requireKeyManager(workspace, ACTION_REVOKE);
		StoredApiKey key = find(workspace, id);
		if (keys.revoke(workspace, id, now())) {
			audit.record(AuditEntry.success(user.agencyId(), workspace, ACTION_REVOKE, id.value(),
					"label \"" + key.label() + "\", key ****" + key.last4()));
		}
		return reread(workspace, id);
	}

	/**
	 * Calls POST /v2/account with this key (interactive lane, through the gateway and its
	 * rate limit) and records the outcome. Not transactional: the call may wait for its
	 * turn. Run it off the UI thread.
	 * @throws NotFoundException when the workspace has no such key
	 * @throws ValidationException when the key is revoked
	 */
	public KeyTestResult test(WorkspaceId workspace, ApiKeyId id) {
		LocusUser user = requireKeyManager(workspace, ACTION_TEST);
		StoredApiKey key = find(workspace, id);
		if (!key.active()) {
			throw ValidationException.of("key", "This key is revoked; it cannot be tested.");
		}
		KeyTestResult result = callAccount(workspace, key);
		keys.recordTest(workspace, id, now(), result.outcome().name());
		audit.record(new AuditEntry(user.agencyId(), workspace, ACTION_TEST, id.value(),
				result.outcome() == Outcome.WORKS ? AuditEntry.Outcome.SUCCESS : AuditEntry.Outcome.FAILURE,
				"key ****" + key.last4() + ": " + result.outcome()));
		return result;
	}

	/** Whether account managers of the current admin's agency may manage API keys. */
	@Transactional(readOnly = true)
	public boolean managersManageKeys() {
		return keys.managersManageKeys(access.requireAgencyAdmin());
	}

	/**
	 * Lets (or stops letting) the agency's account managers manage API keys. Admins only.
	 */
	@Transactional
	public void setManagersManageKeys(boolean allowed) {
		AgencyId agency = access.requireAgencyAdminWrite();
		keys.setManagersManageKeys(agency, allowed);
		audit.record(AuditEntry.success(agency, null, "agency.managers-manage-keys", agency.value(),
				allowed ? "allowed" : "not allowed"));
	}

	/**
	 * Asks the service whether it accepts {@code secret} (POST /v2/account: no credits,
	 * interactive lane, through the gateway's rate limit and redaction); returns when it
	 * did and the account the answer named. A refusal or no answer is audited as a
	 * failure (label and last four only) and thrown; nothing is stored then.
	 */
	private Checked verify(LocusUser user, WorkspaceId workspace, String action, String secret, String what) {
		String described = what + ", key ****" + last4(secret);
		try {
			Envelope answer = gateway.callWith(workspace, Lane.INTERACTIVE,
					UpstreamRequest.read(UpstreamAccounts.ACCOUNT_PATH, FormBody.create()),
					new UpstreamCredential(secret, "new API key ****" + last4(secret)));
			return new Checked(now(), UpstreamAccounts.holderNamedBy(answer.data()).orElse(null));
		}
		catch (UpstreamException.Unauthorized ex) {
			audit.record(new AuditEntry(user.agencyId(), workspace, action, null, AuditEntry.Outcome.FAILURE,
					described + ": refused by the service: " + ex.getMessage()));
			throw new KeyRefusedException(ex.getMessage());
		}
		catch (UpstreamException.InsufficientCredits ex) {
			// The key is valid; the account is merely out of credits (and its holder
			// unnamed).
			return new Checked(now(), null);
		}
		catch (UpstreamException ex) {
			audit.record(new AuditEntry(user.agencyId(), workspace, action, null, AuditEntry.Outcome.FAILURE,
					described + ": not checked: " + ex.getMessage()));
			throw new KeyNotCheckedException(ex.getMessage());
		}
	}

	/** When the service accepted a key, and the account it said the key belongs to. */
	private record Checked(Instant at, @Nullable String accountHolder) {
	}

	private static ValidationException tooManyKeys() {
		return ValidationException.of("secret", "This workspace already has " + MAX_ACTIVE_KEYS
				+ " active API keys, the most the service allows per account. Revoke one before adding another.");
	}

	private KeyTestResult callAccount(WorkspaceId workspace, StoredApiKey key) {
		try {
			Envelope envelope = gateway.callWith(workspace, Lane.INTERACTIVE,
					UpstreamRequest.read(UpstreamAccounts.ACCOUNT_PATH, FormBody.create()), credentials.open(key));
			return new KeyTestResult(Outcome.WORKS, "The key works." + accountFacts(envelope.data()));
		}
		catch (UpstreamException.Unauthorized ex) {
			return new KeyTestResult(Outcome.REFUSED, "The service refused this key: " + ex.getMessage()
					+ " Check the key, and the key's IP whitelist at the service.");
		}
		catch (UpstreamException.InsufficientCredits ex) {
			return new KeyTestResult(Outcome.WORKS, "The key works, but the account has no credits left.");
		}
		catch (UpstreamException ex) {
			return new KeyTestResult(Outcome.ERROR, "The key could not be tested: " + ex.getMessage());
		}
	}

	/** Plan and credit balance from the account answer (DD010), when present. */
	private static String accountFacts(JsonNode data) {
		String plan = data.path("subscription").path("plan").asText("");
		String balance = data.path("credits").path("balance").asText("");
		StringBuilder facts = new StringBuilder();
		if (!plan.isBlank()) {
			facts.append(" Plan: ").append(plan).append('.');
		}
		if (!balance.isBlank()) {
			facts.append(" Credit balance: ").append(balance).append('.');
		}
		return facts.toString();
	}

	private LocusUser requireKeyManager(WorkspaceId workspace, String action) {
		LocusUser user = access.requireWrite(workspace);
		if (user.role() != Role.AGENCY_ADMIN && !keys.managersManageKeys(user.agencyId())) {
			audit.record(new AuditEntry(user.agencyId(), workspace, action, null, AuditEntry.Outcome.DENIED,
					"account managers may not manage API keys in this agency"));
			throw new ForbiddenException("In this agency only agency admins manage API keys.");
		}
		return user;
	}

	private StoredApiKey find(WorkspaceId workspace, ApiKeyId id) {
		return keys.find(workspace, id).orElseThrow(() -> new NotFoundException("API key"));
	}

	private ApiKeySummary reread(WorkspaceId workspace, ApiKeyId id) {
		return summary(find(workspace, id), keys.newestActive(workspace).map(StoredApiKey::id));
	}

	private static String secret(Validation validation, String secret) {
		String clean = validation.text(secret, "secret", "API key", 256);
		if (clean != null) {
			validation.check(clean.length() >= 8, "secret", "API key must be at least 8 characters.");
			validation.check(clean.chars().allMatch(c -> c > ' ' && c < 127), "secret",
					"API key may contain only letters, digits and punctuation, without spaces.");
		}
		return clean;
	}

	private static String last4(String secret) {
		return secret.substring(secret.length() - 4);
	}

	private static ApiKeySummary summary(StoredApiKey key, Optional<ApiKeyId> inUse) {
		Outcome lastOutcome = key.lastTestOutcome() == null ? null : Outcome.valueOf(key.lastTestOutcome());
		return new ApiKeySummary(key.id(), key.label(), "****" + key.last4(), key.ipNote(), key.createdAt(),
				key.rotatedAt(), key.revokedAt(), key.lastTestedAt(), lastOutcome,
				inUse.filter(key.id()::equals).isPresent(), key.lastWorkedAt(), key.lastFailedAt(),
				key.lastFailureReason());
	}

	private Instant now() {
		return clock.instant().truncatedTo(ChronoUnit.MILLIS);
	}

}
