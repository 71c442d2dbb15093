package app.locus.base.net;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * The IANA special-purpose address blocks (RFC 6890 and its updates) that a server-side
 * fetch to an address someone else chose must never reach: "this network", private,
 * shared, loopback, link-local (cloud metadata), documentation, benchmarking, relay,
 * multicast and reserved IPv4 blocks, and their IPv6 counterparts. An IPv4-mapped IPv6
 * address ({@code ::ffff:a.b.c.d}) is judged by the IPv4 address it carries.
 */
public final class SpecialPurposeAddresses {

	private static final List<Block> BLOCKS = Stream
		.of("0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16", "172.16.0.0/12",
				"192.0.0.0/24", "192.0.2.0/24", "192.88.99.0/24", "192.168.0.0/16", "198.18.0.0/15", "198.51.100.0/24",
				"203.0.113.0/24", "224.0.0.0/4", "240.0.0.0/4", "::/128", "::1/128", "64:ff9b::/96", "100::/64",
				"2001::/23", "2001:db8::/32", "fc00::/7", "fe80::/10", "ff00::/8")
		.map(Block::parse)
		.toList();

	private static final byte[] IPV4_MAPPED_PREFIX = { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, (byte) 0xff, (byte) 0xff };

	private SpecialPurposeAddresses() {
	}

	/** Whether the address lies in one of the special-purpose blocks. */
	public static boolean contains(InetAddress address) {
		byte[] bytes = address.getAddress();
		if (bytes.length == 16 && Arrays.equals(bytes, 0, 12, IPV4_MAPPED_PREFIX, 0, 12)) {
			bytes = Arrays.copyOfRange(bytes, 12, 16);
		}
		byte[] candidate = bytes;
		return BLOCKS.stream().anyMatch(block -> block.contains(candidate));
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
