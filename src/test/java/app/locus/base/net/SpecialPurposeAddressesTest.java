package app.locus.base.net;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every IANA special-purpose block, at its first and last address, is refused; public
 * addresses right next to them are not. Only literals: nothing is looked up or contacted.
 */
class SpecialPurposeAddressesTest {

	/**
	 * The IANA IPv6 Special-Purpose Address Registry (with the deprecated site-local
	 * block and multicast beside it), as this test's own declaration of what must be
	 * refused.
	 */
	static Stream<Arguments> ipv6SpecialPurposeBlocks() {
		return Stream.of(Arguments.of("::1/128", "loopback"), Arguments.of("::/128", "unspecified"),
				Arguments.of("::ffff:0:0/96", "IPv4-mapped (judged by its IPv4 address, all of them are special here)"),
				Arguments.of("64:ff9b::/96", "IPv4-IPv6 translation, well-known NAT64"),
				Arguments.of("64:ff9b:1::/48", "IPv4-IPv6 translation, local-use NAT64"),
				Arguments.of("100::/64", "discard-only"), Arguments.of("100:0:0:1::/64", "dummy IPv6 prefix"),
				Arguments.of("2001::/23", "IETF protocol assignments"), Arguments.of("2001::/32", "Teredo"),
				Arguments.of("2001:1::1/128", "port control protocol anycast"),
				Arguments.of("2001:1::2/128", "traversal using relays around NAT anycast"),
				Arguments.of("2001:1::3/128", "DNS-SD service registration protocol anycast"),
				Arguments.of("2001:2::/48", "benchmarking"), Arguments.of("2001:3::/32", "AMT"),
				Arguments.of("2001:4:112::/48", "AS112-v6"), Arguments.of("2001:10::/28", "deprecated ORCHID"),
				Arguments.of("2001:20::/28", "ORCHIDv2"), Arguments.of("2001:30::/28", "drone remote ID"),
				Arguments.of("2001:db8::/32", "documentation"), Arguments.of("2002::/16", "6to4"),
				Arguments.of("2620:4f:8000::/48", "direct delegation AS112 service"),
				Arguments.of("3fff::/20", "documentation"), Arguments.of("5f00::/16", "segment routing SIDs"),
				Arguments.of("fc00::/7", "unique-local"), Arguments.of("fe80::/10", "link-local unicast"),
				Arguments.of("fec0::/10", "deprecated site-local"), Arguments.of("ff00::/8", "multicast"));
	}

	@ParameterizedTest(name = "{0} ({1})")
	@MethodSource("ipv6SpecialPurposeBlocks")
	void every_ipv6_special_purpose_block_is_refused_from_its_first_to_its_last_address(String cidr, String name)
			throws UnknownHostException {
		String[] parts = cidr.split("/");
		BigInteger first = new BigInteger(1, InetAddress.getByName(parts[0]).getAddress());
		BigInteger last = first.or(BigInteger.ONE.shiftLeft(128 - Integer.parseInt(parts[1])).subtract(BigInteger.ONE));
		BigInteger middle = first.add(last).shiftRight(1);

		for (BigInteger address : new BigInteger[] { first, middle, last }) {
			InetAddress kept = ipv6(address);
			assertThat(SpecialPurposeAddresses.contains(kept)).as(cidr + " " + name + ": " + kept).isTrue();
		}
	}

	@ParameterizedTest
	@ValueSource(strings = { "::127.0.0.1", "::169.254.169.254", "::10.0.0.1", "::ffff:0:127.0.0.1",
			"::ffff:0:169.254.169.254", "64:ff9b::169.254.169.254", "64:ff9b::127.0.0.1", "64:ff9b:1::a9fe:a9fe",
			"64:ff9b:1:a9fe:a9:fe00::", "2002:a9fe:a9fe::1", "2002:7f00:1::1", "2002:a00:1::",
			"2001:0:4136:e378:8000:63bf:5601:5601", "2002:808:808::1", "::8.8.8.8", "64:ff9b::8.8.8.8" })
	void an_ipv6_address_that_carries_an_ipv4_address_is_refused(String literal) throws UnknownHostException {
		assertThat(SpecialPurposeAddresses.contains(InetAddress.getByName(literal))).as(literal).isTrue();
	}

	@ParameterizedTest
	@ValueSource(strings = { "0.0.0.0", "0.255.255.255", "10.0.0.0", "10.255.255.255", "100.64.0.0", "100.127.255.255",
			"127.0.0.1", "127.255.255.255", "169.254.0.0", "169.254.169.254", "172.16.0.0", "172.31.255.255",
			"192.0.0.0", "192.0.0.255", "192.0.2.0", "192.0.2.255", "192.88.99.0", "192.88.99.255", "192.168.0.0",
			"192.168.255.255", "198.18.0.0", "198.19.255.255", "198.51.100.0", "198.51.100.255", "203.0.113.0",
			"203.0.113.255", "224.0.0.0", "239.255.255.255", "240.0.0.0", "255.255.255.254", "255.255.255.255",
			"::ffff:127.0.0.1", "::ffff:10.1.2.3", "::ffff:169.254.169.254" })
	void a_special_purpose_ipv4_address_is_refused(String literal) throws UnknownHostException {
		assertThat(SpecialPurposeAddresses.contains(InetAddress.getByName(literal))).as(literal).isTrue();
	}

	@ParameterizedTest
	@ValueSource(strings = { "1.1.1.1", "8.8.8.8", "9.255.255.255", "11.0.0.0", "100.63.255.255", "100.128.0.0",
			"126.255.255.255", "128.0.0.0", "169.253.255.255", "169.255.0.0", "172.15.255.255", "172.32.0.0",
			"192.0.1.0", "192.0.3.0", "192.88.98.255", "192.88.100.0", "192.167.255.255", "192.169.0.0",
			"198.17.255.255", "198.20.0.0", "198.51.99.255", "198.51.101.0", "203.0.112.255", "203.0.114.0",
			"223.255.255.255", "::ffff:8.8.8.8", "2000::1", "2001:200::", "2001:db9::", "2001:4860:4860::8888",
			"2003::1", "2606:4700:4700::1111", "2620:4f:8001::", "2a00:1450:4001:82b::200e", "2a03:2880:f10c::1",
			"3ffe:ffff::1", "3fff:1000::1" })
	void a_public_address_is_accepted(String literal) throws UnknownHostException {
		assertThat(SpecialPurposeAddresses.contains(InetAddress.getByName(literal))).as(literal).isFalse();
	}

	@ParameterizedTest
	@ValueSource(strings = { "10.1.2.3", "127.0.0.1", "169.254.169.254" })
	void an_ipv4_mapped_ipv6_address_is_judged_by_its_ipv4_address_even_when_kept_as_ipv6(String ipv4)
			throws UnknownHostException {
		byte[] mapped = new byte[16];
		mapped[10] = (byte) 0xff;
		mapped[11] = (byte) 0xff;
		System.arraycopy(InetAddress.getByName(ipv4).getAddress(), 0, mapped, 12, 4);

		// Inet6Address.getByAddress keeps the IPv6 form that InetAddress would turn into
		// IPv4
		assertThat(SpecialPurposeAddresses.contains(Inet6Address.getByAddress(null, mapped, -1))).isTrue();
	}

	/** The address kept as IPv6, even an IPv4-mapped one. */
	private static InetAddress ipv6(BigInteger value) throws UnknownHostException {
		byte[] raw = value.toByteArray();
		byte[] bytes = new byte[16];
		int from = Math.max(0, raw.length - 16);
		System.arraycopy(raw, from, bytes, 16 - (raw.length - from), raw.length - from);
		return Inet6Address.getByAddress(null, bytes, -1);
	}

}
