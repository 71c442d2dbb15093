package app.locus.tenancy.ui;

import app.locus.base.Role;

/**
 * How roles read on screen.
 */
final class RoleLabels {

	private RoleLabels() {
	}

	static String of(Role role) {
		return switch (role) {
			case AGENCY_ADMIN -> "Agency admin";
			case ACCOUNT_MANAGER -> "Account manager";
			case CLIENT_VIEWER -> "Client viewer (read-only)";
		};
	}

}
