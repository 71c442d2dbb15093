package app.locus.shell;

import java.util.Optional;

import app.locus.base.Role;

/**
 * Where a person lands after signing in, declared by the feature that owns the page (the
 * agency overview for admins and managers, DD134). Without an answer for the role, the
 * start page opens the person's first workspace.
 */
public interface StartPage {

	/** The path (without a leading slash) for the role, or empty when not for it. */
	Optional<String> pathFor(Role role);

	/**
	 * The path for a person who sees no workspace yet (a new agency's admin starts its
	 * first run, DD140), or empty to explain that they have none.
	 */
	default Optional<String> pathWithoutWorkspace(Role role) {
		return Optional.empty();
	}

}
