package app.locus.identity;

import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.Optional;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Keeps an agency admin from turning the server's OIDC discovery and token calls against
 * the operator's own network (DD071): every address an identity provider's host name
 * resolves to must be a public one. Loopback, private, link-local (cloud metadata),
 * shared, unique-local and multicast addresses are refused unless
 * {@code locus.identity.allow-private-issuers} is on, as in the tests, whose
 * authorization server runs on localhost.
 */
@Component
class IssuerAddressPolicy {

	private final boolean allowPrivate;

	IssuerAddressPolicy(@Value("${locus.identity.allow-private-issuers:false}") boolean allowPrivate) {
		this.allowPrivate = allowPrivate;
	}

	/**
	 * Why this address may not be called, or empty when it may.
	 * @param uri an absolute http(s) address
	 */
	Optional<String> refusal(URI uri) {
		if (allowPrivate) {
			return Optional.empty();
		}
		InetAddress[] addresses;
		try {
			addresses = InetAddress.getAllByName(uri.getHost());
		}
		catch (UnknownHostException ex) {
			return Optional.of("The host name " + uri.getHost() + " is not known.");
		}
		return Arrays.stream(addresses)
			.filter(IssuerAddressPolicy::isInternal)
			.findFirst()
			.map(address -> "Use a provider on the public internet: " + uri.getHost()
					+ " is a local or private network address.");
	}

	/** Checks every address; a provider must not send the server elsewhere either. */
	void requirePublic(URI uri) {
		refusal(uri).ifPresent(reason -> {
			throw new IllegalStateException(reason);
		});
	}

	static boolean isInternal(InetAddress address) {
		byte[] bytes = address.getAddress();
		boolean sharedIpv4 = bytes.length == 4 && (bytes[0] & 0xff) == 100 && (bytes[1] & 0xc0) == 64;
		boolean uniqueLocalIpv6 = bytes.length == 16 && (bytes[0] & 0xfe) == 0xfc;
		return address.isLoopbackAddress() || address.isAnyLocalAddress() || address.isLinkLocalAddress()
				|| address.isSiteLocalAddress() || address.isMulticastAddress() || sharedIpv4 || uniqueLocalIpv6;
	}

}
