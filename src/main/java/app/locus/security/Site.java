package app.locus.security;

import java.util.Optional;

import app.locus.base.AgencyId;

/**
 * Where a request arrived: the host name it asked for and the agency that host belongs
 * to. A request at no agency's host shows the platform's own branding; sign-in there is
 * open only when the host is one of the platform's default hosts (DD070).
 *
 * @param host the normalised host name (lower case, no port, no trailing dot)
 * @param agency the agency whose host this is, if any
 * @param platformHost whether the host is one of {@code locus.hosting.default-hosts}
 */
public record Site(String host, Optional<AgencyId> agency, boolean platformHost) {

	/** Whether a person of {@code userAgency} may be signed in at this site. */
	public boolean admits(AgencyId userAgency) {
		return agency.map(userAgency::equals).orElse(platformHost);
	}

}
