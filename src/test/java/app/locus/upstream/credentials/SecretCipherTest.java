package app.locus.upstream.credentials;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.List;

import app.locus.base.WorkspaceId;
import app.locus.upstream.credentials.SecretCipher.SecretUnreadableException;
import app.locus.upstream.credentials.repository.SealedSecret;

import org.junit.jupiter.api.Test;

class SecretCipherTest {

	private static final String SECRET = "sk_live_" + "a1B2c3D4e5F6g7H8";

	private final byte[] oldKey = randomKey();

	private final byte[] newKey = randomKey();

	private final WorkspaceId workspace = WorkspaceId.random();

	private final ApiKeyId key = ApiKeyId.random();

	@Test
	void a_sealed_key_opens_again_for_its_workspace_and_key_id() {
		SecretCipher cipher = new SecretCipher(MasterKeyRing.of(oldKey, List.of()));

		SealedSecret sealed = cipher.seal(SECRET, workspace, key);

		assertThat(sealed.nonce()).hasSize(12);
		assertThat(new String(sealed.ciphertext(), StandardCharsets.ISO_8859_1)).doesNotContain(SECRET);
		assertThat(sealed.ciphertext()).hasSize(SECRET.length() + 16);
		assertThat(cipher.open(sealed, workspace, key)).isEqualTo(SECRET);
	}

	@Test
	void every_seal_uses_a_fresh_random_nonce() {
		SecretCipher cipher = new SecretCipher(MasterKeyRing.of(oldKey, List.of()));

		SealedSecret first = cipher.seal(SECRET, workspace, key);
		SealedSecret second = cipher.seal(SECRET, workspace, key);

		assertThat(first.nonce()).isNotEqualTo(second.nonce());
		assertThat(first.ciphertext()).isNotEqualTo(second.ciphertext());
	}

	@Test
	void a_tampered_ciphertext_or_nonce_does_not_open() {
		SecretCipher cipher = new SecretCipher(MasterKeyRing.of(oldKey, List.of()));
		SealedSecret sealed = cipher.seal(SECRET, workspace, key);
		byte[] ciphertext = sealed.ciphertext().clone();
		ciphertext[3] ^= 1;
		byte[] nonce = sealed.nonce().clone();
		nonce[0] ^= 1;

		assertThatThrownBy(() -> cipher.open(new SealedSecret(sealed.nonce(), ciphertext, sealed.masterKeyVersion()),
				workspace, key))
			.isInstanceOf(SecretUnreadableException.class);
		assertThatThrownBy(() -> cipher.open(new SealedSecret(nonce, sealed.ciphertext(), sealed.masterKeyVersion()),
				workspace, key))
			.isInstanceOf(SecretUnreadableException.class);
	}

	@Test
	void a_sealed_key_copied_to_another_workspace_or_key_id_does_not_open() {
		SecretCipher cipher = new SecretCipher(MasterKeyRing.of(oldKey, List.of()));
		SealedSecret sealed = cipher.seal(SECRET, workspace, key);

		assertThatThrownBy(() -> cipher.open(sealed, WorkspaceId.random(), key))
			.isInstanceOf(SecretUnreadableException.class)
			.hasMessageNotContaining(SECRET);
		assertThatThrownBy(() -> cipher.open(sealed, workspace, ApiKeyId.random()))
			.isInstanceOf(SecretUnreadableException.class);
	}

	@Test
	void after_a_master_key_rotation_old_seals_still_open_and_new_seals_use_the_new_key() {
		SealedSecret old = new SecretCipher(MasterKeyRing.of(oldKey, List.of())).seal(SECRET, workspace, key);
		SecretCipher rotated = new SecretCipher(MasterKeyRing.of(newKey, List.of(oldKey)));

		SealedSecret fresh = rotated.seal(SECRET, workspace, key);

		assertThat(rotated.isStale(old)).isTrue();
		assertThat(rotated.isStale(fresh)).isFalse();
		assertThat(fresh.masterKeyVersion()).isNotEqualTo(old.masterKeyVersion());
		assertThat(rotated.open(old, workspace, key)).isEqualTo(SECRET);
		assertThat(new SecretCipher(MasterKeyRing.of(newKey, List.of())).open(fresh, workspace, key)).isEqualTo(SECRET);
	}

	@Test
	void a_seal_made_with_a_master_key_that_is_no_longer_configured_does_not_open() {
		SealedSecret old = new SecretCipher(MasterKeyRing.of(oldKey, List.of())).seal(SECRET, workspace, key);
		SecretCipher withoutOldKey = new SecretCipher(MasterKeyRing.of(newKey, List.of()));

		assertThatThrownBy(() -> withoutOldKey.open(old, workspace, key)).isInstanceOf(SecretUnreadableException.class)
			.hasMessageContaining(old.masterKeyVersion());
	}

	private static byte[] randomKey() {
		byte[] key = new byte[32];
		new SecureRandom().nextBytes(key);
		return key;
	}

}
