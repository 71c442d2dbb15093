package app.locus.portal;

/** Where an invitation link stands. */
public enum InvitationStatus {

	/** Can still be used to set a password. */
	PENDING,
	/** Used: the password is set. */
	ACCEPTED,
	/** Not used in time. */
	EXPIRED,
	/** Withdrawn by an admin, or replaced by a newer invitation. */
	REVOKED,
	/** No invitation has this token. */
	UNKNOWN;

	/** What the person who opened the link is told. */
	public String explanation() {
		return switch (this) {
			case PENDING -> "This invitation is valid.";
			case ACCEPTED -> "This invitation link has already been used. Sign in with the password you set, "
					+ "or ask your agency for a new invitation.";
			case EXPIRED -> "This invitation link has expired. Ask your agency to send you a new one.";
			case REVOKED -> "This invitation link is no longer valid: it was withdrawn or replaced by a newer one. "
					+ "Use the newest link you received, or ask your agency for a new one.";
			case UNKNOWN -> "This invitation link is not valid. Check that you copied the whole link, "
					+ "or ask your agency for a new one.";
		};
	}

}
