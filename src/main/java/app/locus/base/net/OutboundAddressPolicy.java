package app.locus.base.net;

import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Decides which addresses the server may connect to when someone else chose where it goes
 * (an agency's identity provider, a host name to verify): never a special-purpose address
 * ({@link SpecialPurposeAddresses}) and never one of this machine's own addresses (read
 * from its network interfaces, nothing is contacted). Loopback is allowed only when
 * {@code locus.outbound.allow-loopback} is on, which only the tests set: their identity
 * provider and web servers listen on 127.0.0.1.
 */
@Component
public class OutboundAddressPolicy {

	private final boolean allowLoopback;

	private final Supplier<Set<InetAddress>> ownAddresses;

	@Autowired
	OutboundAddressPolicy(@Value("${locus.outbound.allow-loopback:false}") boolean allowLoopback) {
		this(allowLoopback, OutboundAddressPolicy::interfaceAddresses);
	}

	/** A policy with its own idea of this machine's addresses, for tests. */
	public OutboundAddressPolicy(boolean allowLoopback, Supplier<Set<InetAddress>> ownAddresses) {
		this.allowLoopback = allowLoopback;
		this.ownAddresses = ownAddresses;
	}

	/** A policy for code outside Spring (tests, tools): production rules. */
	public static OutboundAddressPolicy publicOnly() {
		return new OutboundAddressPolicy(false);
	}

	/** Why the server may not connect to this address, or empty when it may. */
	public Optional<String> refusal(InetAddress address) {
		if (allowLoopback && address.isLoopbackAddress()) {
			return Optional.empty();
		}
		if (SpecialPurposeAddresses.contains(address)) {
			return Optional.of(address.getHostAddress() + " is a local, private or reserved address");
		}
		if (ownAddresses.get().contains(address)) {
			return Optional.of(address.getHostAddress() + " is an address of this server");
		}
		return Optional.empty();
	}

	/**
	 * Checks every address a host name resolved to (one bad address is enough to refuse:
	 * the caller cannot choose which one a connection uses otherwise).
	 * @throws RefusedAddressException naming the host and the first refused address
	 */
	public InetAddress[] requireAllowed(String host, InetAddress[] addresses) throws RefusedAddressException {
		for (InetAddress address : addresses) {
			Optional<String> refusal = refusal(address);
			if (refusal.isPresent()) {
				throw new RefusedAddressException(host, refusal.get());
			}
		}
		return addresses;
	}

	private static Set<InetAddress> interfaceAddresses() {
		try {
			return NetworkInterface.networkInterfaces()
				.flatMap(NetworkInterface::inetAddresses)
				.map(OutboundAddressPolicy::withoutScope)
				.collect(Collectors.toUnmodifiableSet());
		}
		catch (SocketException ex) {
			return Set.of();
		}
	}

	// fe80::1%eth0 and fe80::1 are the same address for this purpose
	private static InetAddress withoutScope(InetAddress address) {
		try {
			return InetAddress.getByAddress(address.getAddress());
		}
		catch (java.net.UnknownHostException ex) {
			return address;
		}
	}

}
