package app.locus.security;

import java.util.List;

import org.jspecify.annotations.Nullable;
import org.springframework.security.authentication.AbstractAuthenticationToken;

/**
 * What the session holds between a correct password and the second factor: never
 * authenticated, with no authorities and no {@link LocusUser}, and replaced by an
 * anonymous request context on every request ({@link SecondFactorGate}).
 */
final class PendingSignInToken extends AbstractAuthenticationToken {

	private final transient PendingSignIn pending;

	PendingSignInToken(PendingSignIn pending) {
		super(List.of());
		this.pending = pending;
		super.setAuthenticated(false);
	}

	PendingSignIn pending() {
		return pending;
	}

	@Override
	public @Nullable Object getCredentials() {
		return null;
	}

	@Override
	public Object getPrincipal() {
		return pending;
	}

	@Override
	public void setAuthenticated(boolean authenticated) {
		if (authenticated) {
			throw new IllegalArgumentException("A pending sign-in is never authenticated");
		}
		super.setAuthenticated(false);
	}

}
