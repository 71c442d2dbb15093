package app.locus.tenancy;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * A password reset link just issued: either it went out by e-mail, or {@code link} is the
 * one and only time it can be seen, for the admin to pass on.
 *
 * @param link the link when it was not mailed, otherwise null
 */
public record IssuedReset(String email, Instant expiresAt, boolean mailed, @Nullable String link) {

	@Override
	public String toString() {
		return "IssuedReset[" + email + ", mailed=" + mailed + "]";
	}

}
