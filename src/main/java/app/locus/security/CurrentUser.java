package app.locus.security;

import java.util.Optional;

import org.springframework.security.authentication.AuthenticationCredentialsNotFoundException;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Component;

/**
 * The user of the current request (or of the job that acts for them).
 */
@Component
public class CurrentUser {

	public Optional<LocusUser> get() {
		Authentication auth = SecurityContextHolder.getContext().getAuthentication();
		if (auth != null && auth.getPrincipal() instanceof LocusUser user) {
			return Optional.of(user);
		}
		return Optional.empty();
	}

	public LocusUser require() {
		return get().orElseThrow(() -> new AuthenticationCredentialsNotFoundException("Not signed in"));
	}

}
