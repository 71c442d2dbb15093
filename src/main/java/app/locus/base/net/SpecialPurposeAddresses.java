package app.locus.base.net;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * The addresses that a server-side fetch to an address someone else chose must never
 * reach. IPv4: the IANA special-purpose blocks (RFC 6890 and its updates): "this
 * network", private, shared, loopback, link-local (cloud metadata), documentation,
 * benchmarking, relay, multicast and reserved. IPv6: everything outside 2000::/3, the
 * only space IANA allocates for global unicast (so loopback, unspecified, unique-local,
 * link-local, site-local, multicast, the discard, dummy and SRv6 prefixes, NAT64 and the
 * deprecated IPv4-compatible and translated forms), and the special-purpose blocks inside
 * it (Teredo and the rest of 2001::/23, documentation, 6to4, AS112). Every IPv6 form that
 * carries an IPv4 address, except the IPv4-mapped one, lies in a block refused whole, so
 * none reaches a local IPv4 address through a translator (DD187). An IPv4-mapped address
 * ({@code ::ffff:a.b.c.d}) is judged by the IPv4 address it carries, since that is where
 * a connection to it goes.
 */
public final class SpecialPurposeAddresses {

	private static final List<Block> BLOCKS = Stream
		.of("0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16", "172.16.0.0/12",
				"192.0.0.0/24", "192.0.2.0/24", "192.88.99.0/24", "192.168.0.0/16", "198.18.0.0/15", "198.51.100.0/24",
				"203.0.113.0/24", "224.0.0.0/4", "240.0.0.0/4", "2001::/23", "2001:db8::/32", "2002::/16",
				"2620:4f:8000::/48", "3fff::/20")
		.map(Block::parse)
		.toList();

	private static final Block GLOBAL_UNICAST = Block.parse("2000::/3");

	private static final byte[] IPV4_MAPPED_PREFIX = { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, (byte) 0xff, (byte) 0xff };

	private SpecialPurposeAddresses() {
	}

	/** Whether the address is one the server must not connect to for someone else. */
	public static boolean contains(InetAddress address) {
		byte[] bytes = address.getAddress();
		if (bytes.length == 16 && Arrays.equals(bytes, 0, 12, IPV4_MAPPED_PREFIX, 0, 12)) {
			bytes = Arrays.copyOfRange(bytes, 12, 16);
		}
		byte[] candidate = bytes;
		boolean outsideGlobalUnicast = candidate.length == 16 && !GLOBAL_UNICAST.contains(candidate);
		return outsideGlobalUnicast || BLOCKS.stream().anyMatch(block -> block.contains(candidate));
	}

	private record Block(byte[] network, int prefixLength) {

		static Block parse(String cidr) {
			int slash = cidr.indexOf('/');
			try {
				// literals only: getByName parses them without a name lookup
				byte[] network = InetAddress.getByName(cidr.substring(0, slash)).getAddress();
				return new Block(network, Integer.parseInt(cidr.substring(slash + 1)));
			}
			catch (UnknownHostException ex) {
				throw new IllegalArgumentException(cidr, ex);
			}
		}

		boolean contains(byte[] address) {
			if (address.length != network.length) {
				return false;
			}
			int whole = prefixLength / 8;
			if (!Arrays.equals(address, 0, whole, network, 0, whole)) {
				return false;
			}
			int rest = prefixLength % 8;
			int mask = (0xff << (8 - rest)) & 0xff;
			return rest == 0 || (address[whole] & mask) == (network[whole] & mask);
		}

	}

}
