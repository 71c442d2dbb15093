package app.locus.base;

/**
 * What a user may do inside their agency.
 */
public enum Role {

	/** Everything in the agency: workspaces, users, branding, keys, audit. */
	AGENCY_ADMIN,
	/** Works in the workspaces assigned to them. */
	ACCOUNT_MANAGER,
	/** Reads only the workspaces assigned to them (client portal). */
	CLIENT_VIEWER;

	public boolean canWrite() {
		return this != CLIENT_VIEWER;
	}

	public String authority() {
		return "ROLE_" + name();
	}

}
