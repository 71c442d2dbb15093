package app.locus.backup;

import app.locus.base.vault.SecretCipher;
import app.locus.base.vault.SecretCipher.SecretUnreadableException;
import app.locus.base.vault.SealedSecret;

/**
 * Proves at restore time that the configured master key is the one that sealed the
 * backup's secrets: a known text sealed with the key when the backup is taken, which
 * opens only with the same key (DD191). The key itself is never in the backup.
 */
final class KeyCheck {

	private static final String CONTEXT = "locus/backup-key-check/v1";

	private static final String TEXT = "the master key of this Locus backup";

	private KeyCheck() {
	}

	static SealedSecret seal(SecretCipher cipher) {
		return cipher.seal(TEXT, CONTEXT);
	}

	/**
	 * @throws BackupRefusedException when the configured key does not open the check
	 */
	static void requireSameKey(SecretCipher cipher, SealedSecret check) {
		try {
			if (TEXT.equals(cipher.open(check, CONTEXT, "backup key check"))) {
				return;
			}
		}
		catch (SecretUnreadableException wrongKey) {
			// reported below, without the cipher's words about stored rows
		}
		throw new BackupRefusedException("Wrong master key: the backup's secrets were sealed with master key "
				+ check.masterKeyVersion() + " (a fingerprint), which is not the configured one. Set LOCUS_MASTER_KEY "
				+ "(or put the backed-up data folder's master.key into LOCUS_DATA_DIR) and restore again");
	}

}
