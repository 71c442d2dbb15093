package app.locus.assistants;

/**
 * A registration Locus does not accept, with the RFC 7591 error code and a sentence for
 * the assistant's developer.
 */
final class ClientRegistrationRefused extends RuntimeException {

	private static final long serialVersionUID = 1L;

	private final String error;

	ClientRegistrationRefused(String error, String description) {
		super(description);
		this.error = error;
	}

	String error() {
		return error;
	}

}
