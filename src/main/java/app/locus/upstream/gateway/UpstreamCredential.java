package app.locus.upstream.gateway;

import java.util.Objects;

import org.jspecify.annotations.Nullable;

/**
 * A secret the service accepts as {@code api_key} (an API key or an OAuth access token),
 * with a description that is safe to log (for example {@code API key "Main" ****1234}).
 * {@link #toString()} never shows the secret.
 *
 * @param storedKey the id of the stored API key this is, so that the gateway can tell
 * {@link CredentialOutcomes} when it worked or was refused; null for anything else
 * @param accountHolder the service account the secret belongs to, when known: its calls
 * spend that account's rate limit (DD162)
 */
public record UpstreamCredential(String secret, String description, Scheme scheme, @Nullable String storedKey,
		@Nullable String accountHolder) {

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

	/** A credential that is not a stored API key. */
	public UpstreamCredential(String secret, String description, Scheme scheme) {
		this(secret, description, scheme, null, null);
	}

	/** An API key that is not stored (yet). */
	public UpstreamCredential(String secret, String description) {
		this(secret, description, Scheme.API_KEY);
	}

	@Override
	public String toString() {
		return "UpstreamCredential[" + description + "]";
	}

}
