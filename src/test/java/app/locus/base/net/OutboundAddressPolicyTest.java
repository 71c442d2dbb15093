package app.locus.base.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Set;

import org.junit.jupiter.api.Test;

/** Only literal addresses: nothing is looked up or contacted. */
class OutboundAddressPolicyTest {

	@Test
	void an_address_of_this_server_is_refused_even_when_public() throws UnknownHostException {
		InetAddress own = InetAddress.getByName("203.0.114.7");
		OutboundAddressPolicy policy = new OutboundAddressPolicy(false, () -> Set.of(own));

		assertThat(policy.refusal(own)).hasValueSatisfying(reason -> assertThat(reason).contains("this server"));
		assertThat(policy.refusal(InetAddress.getByName("203.0.114.8"))).isEmpty();
	}

	@Test
	void the_real_interfaces_are_read_and_their_addresses_refused() throws Exception {
		OutboundAddressPolicy policy = OutboundAddressPolicy.publicOnly();

		java.net.NetworkInterface.networkInterfaces()
			.flatMap(java.net.NetworkInterface::inetAddresses)
			.forEach(address -> assertThat(policy.refusal(address)).as(address.toString()).isPresent());
	}

	@Test
	void loopback_is_allowed_only_by_the_test_setting_and_nothing_else_with_it() throws UnknownHostException {
		OutboundAddressPolicy production = new OutboundAddressPolicy(false, Set::of);
		OutboundAddressPolicy tests = new OutboundAddressPolicy(true, Set::of);

		assertThat(production.refusal(InetAddress.getByName("127.0.0.1"))).isPresent();
		assertThat(production.refusal(InetAddress.getByName("::1"))).isPresent();
		assertThat(tests.refusal(InetAddress.getByName("127.0.0.1"))).isEmpty();
		assertThat(tests.refusal(InetAddress.getByName("::1"))).isEmpty();
		assertThat(tests.refusal(InetAddress.getByName("10.0.0.1"))).isPresent();
		assertThat(tests.refusal(InetAddress.getByName("169.254.169.254"))).isPresent();
		assertThat(tests.refusal(InetAddress.getByName("::ffff:192.168.1.1"))).isPresent();
	}

	@Test
	void one_refused_address_among_several_refuses_the_host() throws UnknownHostException {
		OutboundAddressPolicy policy = new OutboundAddressPolicy(false, Set::of);
		InetAddress[] addresses = { InetAddress.getByName("8.8.8.8"), InetAddress.getByName("10.0.0.1") };

		assertThatThrownBy(() -> policy.requireAllowed("idp.example", addresses))
			.isInstanceOf(RefusedAddressException.class)
			.hasMessageContaining("idp.example")
			.hasMessageContaining("10.0.0.1");
	}

}
