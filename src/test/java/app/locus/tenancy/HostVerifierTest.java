package app.locus.tenancy;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketAddress;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

import app.locus.base.RandomToken;
import app.locus.base.net.NameLookup;
import app.locus.base.net.OutboundAddressPolicy;
import app.locus.base.net.OutboundHttp;
import app.locus.fixtures.TestDnsServer;
import app.locus.fixtures.TestWebRoot;
import app.locus.tenancy.HostVerifier.Check;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The two ways to prove control of a host name (DD113), against a real DNS client talking
 * to a DNS server on 127.0.0.1 and a real HTTP client talking to a web server on
 * 127.0.0.1 ({@code *.localhost} is loopback by definition).
 */
class HostVerifierTest {

	private final TestDnsServer dns = new TestDnsServer();

	private final TestWebRoot web = new TestWebRoot();

	private final List<InetAddress> connected = new CopyOnWriteArrayList<>();

	private final AgencyHost host = new AgencyHost(new HostName("portal-verify.localhost"), HostStatus.PENDING,
			RandomToken.generate(), Optional.empty(), Optional.empty(), "");

	@AfterEach
	void stop() {
		dns.close();
		web.close();
	}

	@Test
	void a_txt_record_with_the_token_verifies_the_host() {
		dns.publishTxt("_locus-verify.portal-verify.localhost", host.token());

		Check check = verifier(true).check(host);

		assertThat(check.verified()).isTrue();
		assertThat(check.result()).contains("TXT record _locus-verify.portal-verify.localhost");
	}

	@Test
	void a_txt_record_with_another_token_does_not() {
		dns.publishTxt("_locus-verify.portal-verify.localhost", RandomToken.generate());

		Check check = verifier(true).check(host);

		assertThat(check.verified()).isFalse();
		assertThat(check.result()).contains("No TXT record").contains("answered 404");
	}

	@Test
	void the_token_as_the_whole_body_of_the_well_known_address_verifies_the_host() {
		web.publish("portal-verify.localhost", "/.well-known/locus-verification/" + host.token(), "text/plain",
				host.token() + "\n");

		Check check = verifier(true).check(host);

		assertThat(check.verified()).isTrue();
		assertThat(check.result()).contains("http://portal-verify.localhost/.well-known/locus-verification/");
	}

	@Test
	void a_page_that_only_contains_the_token_does_not_verify_the_host() {
		web.publish("portal-verify.localhost", "/.well-known/locus-verification/" + host.token(), "text/html",
				"<p>Could not navigate to .well-known/locus-verification/" + host.token() + "</p>");

		assertThat(verifier(true).check(host).verified()).isFalse();
	}

	@Test
	void a_redirect_is_not_followed() {
		String path = "/.well-known/locus-verification/" + host.token();
		web.redirect("portal-verify.localhost", path, "http://other.localhost:" + web.port() + path);
		web.publish("other.localhost", path, "text/plain", host.token());

		assertThat(verifier(true).check(host).verified()).isFalse();
		assertThat(web.requests()).isOne();
	}

	@Test
	void the_web_check_never_connects_to_an_address_the_policy_refuses() {
		web.publish("portal-verify.localhost", "/.well-known/locus-verification/" + host.token(), "text/plain",
				host.token());

		Check check = verifier(false).check(host);

		assertThat(check.verified()).isFalse();
		assertThat(check.result()).contains("not a public address");
		assertThat(connected).isEmpty();
		assertThat(web.requests()).isZero();
	}

	private HostVerifier verifier(boolean allowLoopback) {
		OutboundHttp http = new OutboundHttp(new OutboundAddressPolicy(allowLoopback, Set::of), NameLookup.SYSTEM,
				proxy -> new Socket() {
					@Override
					public void connect(SocketAddress endpoint, int timeout) throws IOException {
						InetAddress address = ((InetSocketAddress) endpoint).getAddress();
						connected.add(address);
						if (!address.isLoopbackAddress()) {
							throw new IOException("test sockets connect to loopback only");
						}
						super.connect(endpoint, timeout);
					}
				});
		return new HostVerifier(new TxtRecords(dns.address()), http, web.port());
	}

}
