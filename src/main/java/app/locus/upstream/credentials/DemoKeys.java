package app.locus.upstream.credentials;

import java.time.Clock;
import java.time.temporal.ChronoUnit;

import app.locus.base.vault.SecretCipher;
import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import app.locus.security.CurrentUser;
import app.locus.upstream.credentials.repository.ApiKeyRepository;
import app.locus.upstream.credentials.repository.StoredApiKey;

import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * Stores the simulator's public demo keys in the demo workspaces while the demo data is
 * seeded, when nobody is signed in. The only way into the vault that bypasses the role
 * checks of {@link ApiKeyService}, so it is narrow: it stores nothing but the three
 * published demo keys, refuses while a user is signed in, and is audited as "system".
 */
@Component
public class DemoKeys {

	static final String LABEL = "Demo key";

	private static final String ACTION = "upstream.api-key.add";

	/** A demo key of the simulator (DD011); public on purpose, worthless elsewhere. */
	public enum DemoKey {

		// The keys the simulator publishes for its demo accounts (DD011); Locus does not
		// import the
		// simulator, which stands for another company's service, so DemoKeysTest checks
		// they match.
		BLUE_BOTTLE("demo-bluebottle-1"), HARBOR("demo-harbor-1"), PEAK("demo-peak-1");

		private final String secret;

		DemoKey(String secret) {
			this.secret = secret;
		}

		String secret() {
			return secret;
		}

	}

	private final ApiKeyRepository keys;

	private final SecretCipher cipher;

	private final CurrentUser currentUser;

	private final AuditLog audit;

	private final Clock clock;

	DemoKeys(ApiKeyRepository keys, SecretCipher cipher, CurrentUser currentUser, AuditLog audit, Clock clock) {
		this.keys = keys;
		this.cipher = cipher;
		this.currentUser = currentUser;
		this.audit = audit;
		this.clock = clock;
	}

	/**
	 * Stores the demo key in the workspace, labelled "Demo key"; it becomes the key the
	 * gateway uses.
	 * @throws IllegalStateException when called while a user is signed in
	 */
	@Transactional
	public void store(AgencyId agency, WorkspaceId workspace, DemoKey demoKey) {
		if (currentUser.get().isPresent()) {
			throw new IllegalStateException("Demo keys are stored only by the demo seeding, not for a signed-in user");
		}
		ApiKeyId id = ApiKeyId.random();
		String last4 = demoKey.secret().substring(demoKey.secret().length() - 4);
		keys.insert(StoredApiKey.added(id, workspace, LABEL, last4, null,
				CredentialSecrets.seal(cipher, demoKey.secret(), workspace, id),
				clock.instant().truncatedTo(ChronoUnit.MILLIS), null, null));
		audit.record(AuditEntry.success(agency, workspace, ACTION, id.value(),
				"label \"" + LABEL + "\", key ****" + last4 + " (simulator demo key)"));
	}

}
