package app.locus.base.net;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Locale;

/** Resolves a host name (or parses an address literal) to its addresses. */
@FunctionalInterface
public interface NameLookup {

	/**
	 * The system's resolver, except that {@code localhost} and every {@code *.localhost}
	 * name is this machine's loopback without asking the DNS (RFC 6761, section 6.3).
	 */
	NameLookup SYSTEM = host -> {
		String name = host.toLowerCase(Locale.ROOT);
		if (name.equals("localhost") || name.endsWith(".localhost")) {
			return new InetAddress[] { InetAddress.getLoopbackAddress() };
		}
		return InetAddress.getAllByName(host);
	};

	InetAddress[] lookup(String host) throws UnknownHostException;

}
