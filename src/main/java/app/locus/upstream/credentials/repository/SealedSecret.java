package app.locus.upstream.credentials.repository;

/**
 * An API key as stored: the AES-GCM nonce, the ciphertext with its tag, and the version
 * of the master key that sealed it. Never the secret in clear.
 */
public record SealedSecret(byte[] nonce, byte[] ciphertext, String masterKeyVersion) {

	@Override
	public String toString() {
		return "SealedSecret[" + masterKeyVersion + "]";
	}

}
