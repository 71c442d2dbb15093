package app.locus.base.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

import app.locus.fixtures.TestWebRoot;
import org.apache.hc.client5.http.io.DetachedSocketFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.web.client.RestClientException;

/**
 * The outbound client resolves once, checks, and connects to exactly the checked address;
 * a refused address is never connected to. The sockets of these tests refuse to connect
 * anywhere but loopback, so even a broken client sends nothing elsewhere.
 */
class OutboundHttpTest {

	private final TestWebRoot web = new TestWebRoot();

	private final List<String> lookups = new CopyOnWriteArrayList<>();

	private final List<InetAddress> connected = new CopyOnWriteArrayList<>();

	private final DetachedSocketFactory loopbackOnlySockets = proxy -> new Socket() {
		@Override
		public void connect(SocketAddress endpoint, int timeout) throws IOException {
			InetAddress address = ((InetSocketAddress) endpoint).getAddress();
			connected.add(address);
			if (!address.isLoopbackAddress()) {
				throw new IOException("test sockets connect to loopback only, not " + address);
			}
			super.connect(endpoint, timeout);
		}
	};

	@AfterEach
	void stop() {
		web.close();
	}

	@Test
	void a_host_that_resolves_to_a_refused_address_is_refused_before_any_connection() {
		OutboundHttp http = new OutboundHttp(new OutboundAddressPolicy(true, Set::of),
				lookup(List.of("169.254.169.254")), loopbackOnlySockets);

		assertThatThrownBy(() -> http.get(URI.create("http://idp.example:" + web.port() + "/x"), "*/*", 100))
			.isInstanceOf(RestClientException.class)
			.rootCause()
			.isInstanceOf(RefusedAddressException.class);
		assertThat(lookups).containsExactly("idp.example");
		assertThat(connected).as("no socket was ever connected").isEmpty();
	}

	@Test
	void an_address_literal_is_checked_too() {
		OutboundHttp http = new OutboundHttp(new OutboundAddressPolicy(false, Set::of), NameLookup.SYSTEM,
				loopbackOnlySockets);

		for (String uri : List.of("http://10.0.0.1/", "http://[::1]:" + web.port() + "/",
				"http://127.0.0.1:" + web.port() + "/", "http://[::ffff:169.254.169.254]/")) {
			assertThatThrownBy(() -> http.get(URI.create(uri), "*/*", 100)).as(uri)
				.isInstanceOf(RestClientException.class);
		}
		assertThat(connected).isEmpty();
		assertThat(web.requests()).isZero();
	}

	@Test
	void the_connection_goes_to_the_checked_address_and_the_name_is_looked_up_once() {
		web.publish("idp.example", "/doc", "text/plain", "hello");
		// a rebinding DNS: the first answer is fine, every later one points elsewhere
		OutboundHttp http = new OutboundHttp(new OutboundAddressPolicy(true, Set::of),
				lookup(List.of("127.0.0.1", "10.0.0.1")), loopbackOnlySockets);

		OutboundHttp.Fetched answer = http.get(URI.create("http://idp.example:" + web.port() + "/doc"), "*/*", 100);

		assertThat(answer.status()).isEqualTo(200);
		assertThat(answer.body()).isEqualTo("hello");
		assertThat(lookups).containsExactly("idp.example");
		assertThat(connected).extracting(InetAddress::getHostAddress).containsExactly("127.0.0.1");
	}

	@Test
	void a_redirect_is_not_followed() {
		web.redirect("idp.example", "/doc", "http://elsewhere.example:" + web.port() + "/doc");
		web.publish("elsewhere.example", "/doc", "text/plain", "followed");
		OutboundHttp http = new OutboundHttp(new OutboundAddressPolicy(true, Set::of), lookup(List.of("127.0.0.1")),
				loopbackOnlySockets);

		OutboundHttp.Fetched answer = http.get(URI.create("http://idp.example:" + web.port() + "/doc"), "*/*", 100);

		assertThat(answer.status()).isEqualTo(302);
		assertThat(web.requests()).isOne();
		assertThat(lookups).containsExactly("idp.example");
	}

	/**
	 * A DNS that answers each successive lookup with the next address (the last one
	 * repeats).
	 */
	private NameLookup lookup(List<String> answers) {
		return host -> {
			lookups.add(host);
			String answer = answers.get(Math.min(lookups.size(), answers.size()) - 1);
			try {
				return new InetAddress[] { InetAddress.getByName(answer) };
			}
			catch (UnknownHostException ex) {
				throw new IllegalStateException(ex);
			}
		};
	}

}
