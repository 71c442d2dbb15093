package app.locus.base.vault;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.List;

import app.locus.base.vault.SecretCipher.SecretUnreadableException;

import org.junit.jupiter.api.Test;

class SecretCipherTest {

	private static final String SECRET = "sk_live_" + "a1B2c3D4e5F6g7H8";

	private final byte[] oldKey = randomKey();

	private final byte[] newKey = randomKey();

	private static final String CONTEXT = "locus/test-secret/v1\0row-1";

	@Test
	void a_sealed_key_opens_again_under_its_context() {
		SecretCipher cipher = new SecretCipher(MasterKeys.of(oldKey, List.of()));

		SealedSecret sealed = cipher.seal(SECRET, CONTEXT);

		assertThat(sealed.nonce()).hasSize(12);
		assertThat(new String(sealed.ciphertext(), StandardCharsets.ISO_8859_1)).doesNotContain(SECRET);
		assertThat(sealed.ciphertext()).hasSize(SECRET.length() + 16);
		assertThat(cipher.open(sealed, CONTEXT, "key")).isEqualTo(SECRET);
	}

	@Test
	void every_seal_uses_a_fresh_random_nonce() {
		SecretCipher cipher = new SecretCipher(MasterKeys.of(oldKey, List.of()));

		SealedSecret first = cipher.seal(SECRET, CONTEXT);
		SealedSecret second = cipher.seal(SECRET, CONTEXT);

		assertThat(first.nonce()).isNotEqualTo(second.nonce());
		assertThat(first.ciphertext()).isNotEqualTo(second.ciphertext());
	}

	@Test
	void a_tampered_ciphertext_or_nonce_does_not_open() {
		SecretCipher cipher = new SecretCipher(MasterKeys.of(oldKey, List.of()));
		SealedSecret sealed = cipher.seal(SECRET, CONTEXT);
		byte[] ciphertext = sealed.ciphertext().clone();
		ciphertext[3] ^= 1;
		byte[] nonce = sealed.nonce().clone();
		nonce[0] ^= 1;

		assertThatThrownBy(() -> cipher.open(new SealedSecret(sealed.nonce(), ciphertext, sealed.masterKeyVersion()),
				CONTEXT, "key"))
			.isInstanceOf(SecretUnreadableException.class);
		assertThatThrownBy(() -> cipher.open(new SealedSecret(nonce, sealed.ciphertext(), sealed.masterKeyVersion()),
				CONTEXT, "key"))
			.isInstanceOf(SecretUnreadableException.class);
	}

	@Test
	void a_sealed_key_copied_to_another_row_or_feature_does_not_open() {
		SecretCipher cipher = new SecretCipher(MasterKeys.of(oldKey, List.of()));
		SealedSecret sealed = cipher.seal(SECRET, CONTEXT);

		assertThatThrownBy(() -> cipher.open(sealed, "locus/test-secret/v1\0row-2", "key"))
			.isInstanceOf(SecretUnreadableException.class)
			.hasMessageNotContaining(SECRET);
		assertThatThrownBy(() -> cipher.open(sealed, "locus/other-secret/v1\0row-1", "key"))
			.isInstanceOf(SecretUnreadableException.class);
	}

	@Test
	void after_a_master_key_rotation_old_seals_still_open_and_new_seals_use_the_new_key() {
		SealedSecret old = new SecretCipher(MasterKeys.of(oldKey, List.of())).seal(SECRET, CONTEXT);
		SecretCipher rotated = new SecretCipher(MasterKeys.of(newKey, List.of(oldKey)));

		SealedSecret fresh = rotated.seal(SECRET, CONTEXT);

		assertThat(old.masterKeyVersion()).isNotEqualTo(rotated.currentVersion());
		assertThat(fresh.masterKeyVersion()).isEqualTo(rotated.currentVersion());
		assertThat(fresh.masterKeyVersion()).isNotEqualTo(old.masterKeyVersion());
		assertThat(rotated.open(old, CONTEXT, "key")).isEqualTo(SECRET);
		assertThat(new SecretCipher(MasterKeys.of(newKey, List.of())).open(fresh, CONTEXT, "key")).isEqualTo(SECRET);
	}

	@Test
	void a_seal_made_with_a_master_key_that_is_no_longer_configured_does_not_open() {
		SealedSecret old = new SecretCipher(MasterKeys.of(oldKey, List.of())).seal(SECRET, CONTEXT);
		SecretCipher withoutOldKey = new SecretCipher(MasterKeys.of(newKey, List.of()));

		assertThatThrownBy(() -> withoutOldKey.open(old, CONTEXT, "key")).isInstanceOf(SecretUnreadableException.class)
			.hasMessageContaining(old.masterKeyVersion());
	}

	@Test
	void opens_says_whether_a_master_key_opens_a_sealed_value() {
		SealedSecret sealed = new SecretCipher(MasterKeys.of(oldKey, List.of())).seal(SECRET, CONTEXT);

		assertThat(SecretCipher.opens(oldKey, sealed, CONTEXT)).isTrue();
		assertThat(SecretCipher.opens(newKey, sealed, CONTEXT)).isFalse();
		assertThat(SecretCipher.opens(oldKey, sealed, "locus/test-secret/v1\0row-2")).isFalse();
		assertThat(MasterKeys.versionOf(oldKey)).isEqualTo(sealed.masterKeyVersion());
	}

	private static byte[] randomKey() {
		byte[] key = new byte[32];
		new SecureRandom().nextBytes(key);
		return key;
	}

}
