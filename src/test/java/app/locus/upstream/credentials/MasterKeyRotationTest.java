package app.locus.upstream.credentials;

import static app.locus.db.Tables.UPSTREAM_API_KEY;
import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;

import app.locus.base.AgencyId;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import app.locus.support.IntegrationTest;
import app.locus.upstream.credentials.SecretCipher.TokenKind;
import app.locus.upstream.credentials.repository.ApiKeyRepository;
import app.locus.upstream.credentials.repository.OAuthConnectionRepository;
import app.locus.upstream.credentials.repository.StoredApiKey;
import app.locus.upstream.credentials.repository.StoredConnection;

import org.jooq.DSLContext;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * A master-key rotation on the real table: keys sealed with the old master key are sealed
 * again with the new one at start-up, after which the old key is not needed.
 */
@IntegrationTest
class MasterKeyRotationTest {

	@Autowired
	DSLContext db;

	@Autowired
	ApiKeyRepository repository;

	@Autowired
	OAuthConnectionRepository connections;

	@Test
	void keys_sealed_with_the_previous_master_key_are_resealed_with_the_current_one() {
		byte[] oldKey = randomKey();
		byte[] newKey = randomKey();
		SecretCipher before = new SecretCipher(MasterKeyRing.of(oldKey, List.of()));
		Tenants tenants = new Tenants(db);
		AgencyId agency = tenants.agency();
		WorkspaceId workspace = tenants.workspace(agency);
		ApiKeyId first = store(before, workspace, "sk_live_first_key_0001");
		ApiKeyId second = store(before, workspace, "sk_live_second_key_002");

		MasterKeyRing rotatedRing = MasterKeyRing.of(newKey, List.of(oldKey));
		SecretCipher rotated = new SecretCipher(rotatedRing);
		new MasterKeyRotation(repository, connections, rotated, rotatedRing).resealStaleKeys();

		SecretCipher onlyNew = new SecretCipher(MasterKeyRing.of(newKey, List.of()));
		assertThat(db.fetchValues(UPSTREAM_API_KEY.MASTER_KEY_VERSION,
				UPSTREAM_API_KEY.WORKSPACE_ID.eq(workspace.value())))
			.containsOnly(rotatedRing.current().version());
		assertThat(open(onlyNew, workspace, first)).isEqualTo("sk_live_first_key_0001");
		assertThat(open(onlyNew, workspace, second)).isEqualTo("sk_live_second_key_002");
	}

	@Test
	void oauth_tokens_sealed_with_the_previous_master_key_are_resealed_with_the_current_one() {
		byte[] oldKey = randomKey();
		byte[] newKey = randomKey();
		SecretCipher before = new SecretCipher(MasterKeyRing.of(oldKey, List.of()));
		Tenants tenants = new Tenants(db);
		WorkspaceId workspace = tenants.workspace(tenants.agency());
		OAuthConnectionId id = OAuthConnectionId.random();
		Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);
		connections.insert(new StoredConnection(id, workspace, ConnectionStatus.ACTIVE, "scans",
				before.seal("at_old_master_key_access", workspace, id, TokenKind.ACCESS),
				before.seal("rt_old_master_key_refresh", workspace, id, TokenKind.REFRESH), now.plusSeconds(3600), now,
				UserId.random(), null, null));

		MasterKeyRing rotatedRing = MasterKeyRing.of(newKey, List.of(oldKey));
		new MasterKeyRotation(repository, connections, new SecretCipher(rotatedRing), rotatedRing).resealStaleKeys();

		SecretCipher onlyNew = new SecretCipher(MasterKeyRing.of(newKey, List.of()));
		StoredConnection resealed = connections.current(workspace).orElseThrow();
		assertThat(resealed.accessToken().masterKeyVersion()).isEqualTo(rotatedRing.current().version());
		assertThat(onlyNew.open(resealed.accessToken(), workspace, id, TokenKind.ACCESS))
			.isEqualTo("at_old_master_key_access");
		assertThat(onlyNew.open(resealed.refreshToken(), workspace, id, TokenKind.REFRESH))
			.isEqualTo("rt_old_master_key_refresh");
		assertThat(resealed.status()).isEqualTo(ConnectionStatus.ACTIVE);
		assertThat(resealed.accessExpiresAt()).isEqualTo(now.plusSeconds(3600));
	}

	private ApiKeyId store(SecretCipher cipher, WorkspaceId workspace, String secret) {
		ApiKeyId id = ApiKeyId.random();
		repository.insert(StoredApiKey.added(id, workspace, "Key " + id, secret.substring(secret.length() - 4), null,
				cipher.seal(secret, workspace, id), Instant.now().truncatedTo(ChronoUnit.MILLIS), null, null));
		return id;
	}

	private String open(SecretCipher cipher, WorkspaceId workspace, ApiKeyId id) {
		StoredApiKey key = repository.find(workspace, id).orElseThrow();
		return cipher.open(key.secret(), workspace, id);
	}

	private static byte[] randomKey() {
		byte[] key = new byte[32];
		new SecureRandom().nextBytes(key);
		return key;
	}

}
