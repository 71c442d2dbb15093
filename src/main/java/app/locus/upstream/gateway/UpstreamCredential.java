package app.locus.upstream.gateway;

import java.util.Objects;

/**
 * A secret the service accepts as {@code api_key} (an API key or an OAuth access token),
 * with a description that is safe to log (for example {@code API key "Main" ****1234}).
 * {@link #toString()} never shows the secret.
 */
public record UpstreamCredential(String secret, String description, Scheme scheme) {

	/** How the gateway presents the secret. */
	public enum Scheme {

		/** An API key, sent as the {@code api_key} field. */
		API_KEY,
		/** An OAuth access token, sent as {@code Authorization: Bearer} (DD034). */
		BEARER

	}

	public UpstreamCredential {
		Objects.requireNonNull(secret, "secret");
		if (secret.isBlank()) {
			throw new IllegalArgumentException("An upstream credential must not be blank");
		}
		Objects.requireNonNull(description, "description");
		Objects.requireNonNull(scheme, "scheme");
	}

	/** An API key. */
	public UpstreamCredential(String secret, String description) {
		this(secret, description, Scheme.API_KEY);
	}

	@Override
	public String toString() {
		return "UpstreamCredential[" + description + "]";
	}

}
