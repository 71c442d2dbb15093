package app.locus.base.vault;

/**
 * A secret as stored: the AES-GCM nonce, the ciphertext with its tag, and the version of
 * the master key that sealed it (its key id, a fingerprint). Never the secret in clear.
 */
public record SealedSecret(byte[] nonce, byte[] ciphertext, String masterKeyVersion) {

	@Override
	public String toString() {
		return "SealedSecret[" + masterKeyVersion + "]";
	}

}
