package app.locus.upstream.gateway;

import java.util.Objects;

/**
 * A secret the service accepts as {@code api_key} (an API key or an OAuth access token),
 * with a description that is safe to log (for example {@code API key "Main" ****1234}).
 * {@link #toString()} never shows the secret.
 */
public record UpstreamCredential(String secret, String description) {

	public UpstreamCredential {
		Objects.requireNonNull(secret, "secret");
		if (secret.isBlank()) {
			throw new IllegalArgumentException("An upstream credential must not be blank");
		}
		Objects.requireNonNull(description, "description");
	}

	@Override
	public String toString() {
		return "UpstreamCredential[" + description + "]";
	}

}
