package app.locus.tenancy;

import java.time.Instant;
import java.util.Optional;

/**
 * One of an agency's host names with its verification (DD113): the token its owner
 * publishes, either as the TXT record {@link #dnsRecordName()} or as the text served at
 * {@link #wellKnownUrl()}.
 *
 * @param checkResult what the last check found, in words (empty before the first check)
 */
public record AgencyHost(HostName name, HostStatus status, String token, Optional<Instant> checkedAt,
		Optional<Instant> verifiedAt, String checkResult) {

	/** The TXT record's name is this prefix and the host name. */
	public static final String DNS_PREFIX = "_locus-verify.";

	/** The token is served at this path and the token itself, as the whole body. */
	public static final String WELL_KNOWN_PATH = "/.well-known/locus-verification/";

	public boolean verified() {
		return status == HostStatus.VERIFIED;
	}

	/** The name of the TXT record whose value is the token. */
	public String dnsRecordName() {
		return DNS_PREFIX + name.value();
	}

	/** The address that answers with the token as its whole body. */
	public String wellKnownUrl() {
		return "http://" + name.value() + WELL_KNOWN_PATH + token;
	}

}
