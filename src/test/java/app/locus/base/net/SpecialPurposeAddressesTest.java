package app.locus.base.net;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.UnknownHostException;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every IANA special-purpose block, at its first and last address, is refused; public
 * addresses right next to them are not. Only literals: nothing is looked up or contacted.
 */
class SpecialPurposeAddressesTest {

	@ParameterizedTest
	@ValueSource(strings = { "0.0.0.0", "0.255.255.255", "10.0.0.0", "10.255.255.255", "100.64.0.0", "100.127.255.255",
			"127.0.0.1", "127.255.255.255", "169.254.0.0", "169.254.169.254", "172.16.0.0", "172.31.255.255",
			"192.0.0.0", "192.0.0.255", "192.0.2.0", "192.0.2.255", "192.88.99.0", "192.88.99.255", "192.168.0.0",
			"192.168.255.255", "198.18.0.0", "198.19.255.255", "198.51.100.0", "198.51.100.255", "203.0.113.0",
			"203.0.113.255", "224.0.0.0", "239.255.255.255", "240.0.0.0", "255.255.255.254", "255.255.255.255", "::",
			"::1", "::ffff:127.0.0.1", "::ffff:10.1.2.3", "::ffff:169.254.169.254", "64:ff9b::", "64:ff9b::ffff:ffff",
			"100::", "100::ffff:ffff:ffff:ffff", "2001::", "2001:1ff:ffff::", "2001:db8::", "2001:db8:ffff:ffff::1",
			"fc00::", "fdff:ffff::1", "fe80::", "febf:ffff::1", "ff00::", "ff02::1",
			"ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff" })
	void a_special_purpose_address_is_refused(String literal) throws UnknownHostException {
		assertThat(SpecialPurposeAddresses.contains(InetAddress.getByName(literal))).as(literal).isTrue();
	}

	@ParameterizedTest
	@ValueSource(strings = { "1.1.1.1", "8.8.8.8", "9.255.255.255", "11.0.0.0", "100.63.255.255", "100.128.0.0",
			"126.255.255.255", "128.0.0.0", "169.253.255.255", "169.255.0.0", "172.15.255.255", "172.32.0.0",
			"192.0.1.0", "192.0.3.0", "192.88.98.255", "192.88.100.0", "192.167.255.255", "192.169.0.0",
			"198.17.255.255", "198.20.0.0", "198.51.99.255", "198.51.101.0", "203.0.112.255", "203.0.114.0",
			"223.255.255.255", "::ffff:8.8.8.8", "2001:200::", "2001:db9::", "2001:4860:4860::8888", "2a00:1450::1",
			"fbff:ffff::1", "fec0::1", "64:ff9b:1::" })
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
		assertThat(SpecialPurposeAddresses.contains(java.net.Inet6Address.getByAddress(null, mapped, -1))).isTrue();
	}

}
