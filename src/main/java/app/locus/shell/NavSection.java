package app.locus.shell;

/**
 * Where an entry sits in the side navigation.
 */
public enum NavSection {

	/** Pages of the workspace that is currently open. */
	WORKSPACE,
	/** Pages about the agency as a whole. */
	AGENCY

}
