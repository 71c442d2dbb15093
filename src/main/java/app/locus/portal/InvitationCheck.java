package app.locus.portal;

/**
 * What an invitation link is good for, as shown on the page it opens.
 *
 * @param email the invited address while the invitation is pending, otherwise null
 */
public record InvitationCheck(InvitationStatus status, String email, String agencyName) {

	public boolean usable() {
		return status == InvitationStatus.PENDING;
	}

}
