package app.locus.security;

import java.util.Optional;

import app.locus.base.ForbiddenException;
import app.locus.base.WorkspaceId;

import org.springframework.security.authentication.AuthenticationCredentialsNotFoundException;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Component;

/**
 * The user of the current request (or of the job that acts for them), and the API token
 * that narrows them when the request came with one.
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

	/**
	 * The API token the current request came with, if it came with one: it narrows what
	 * the user may do.
	 */
	public Optional<TokenGrant> grant() {
		Authentication auth = SecurityContextHolder.getContext().getAuthentication();
		return auth instanceof TokenAuthentication token ? Optional.of(token.grant()) : Optional.empty();
	}

	/** Whether the current request may touch this workspace as far as its token goes. */
	public boolean tokenReaches(WorkspaceId workspace) {
		return grant().map(token -> token.reaches(workspace)).orElse(true);
	}

	public LocusUser require() {
		return get().orElseThrow(() -> new AuthenticationCredentialsNotFoundException("Not signed in"));
	}

	/**
	 * The user, signed in themselves: a person's own password, second factor, language
	 * and alerts, and a client's decision on a proposal, are never an API token's to
	 * change, whatever its scope.
	 */
	public LocusUser requireInPerson() {
		LocusUser user = require();
		if (grant().isPresent()) {
			throw new ForbiddenException("Only the person signed in may do this, not an API token.");
		}
		return user;
	}

}
