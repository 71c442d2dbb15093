package app.locus.portal;

import org.jspecify.annotations.Nullable;

/**
 * What an invitation link is good for, as shown on the page it opens.
 *
 * @param email the invited address while the invitation is pending, otherwise null
 */
public record InvitationCheck(InvitationStatus status, @Nullable String email, @Nullable String agencyName) {

	public boolean usable() {
		return status == InvitationStatus.PENDING;
	}

}
