package app.locus.upstream.gateway;

/**
 * Told by the gateway how each call went for the credential it sent, so that the vault
 * can show when a stored key last worked and why it last failed (DD117). Called on the
 * caller's thread after the call; must be quick and must not throw.
 */
public interface CredentialOutcomes {

	/** Nobody listens (gateways of tests that store no keys). */
	CredentialOutcomes IGNORED = new CredentialOutcomes() {

		@Override
		public void worked(UpstreamCredential credential) {
		}

		@Override
		public void refused(UpstreamCredential credential, String reason) {
		}

	};

	/** The service answered the call (any success). */
	void worked(UpstreamCredential credential);

	/**
	 * The service refused the credential (401 or 403).
	 * @param reason the service's message, redacted: it never holds the credential
	 */
	void refused(UpstreamCredential credential, String reason);

}
