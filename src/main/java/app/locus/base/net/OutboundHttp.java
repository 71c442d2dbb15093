package app.locus.base.net;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;

import org.apache.hc.client5.http.DnsResolver;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.DefaultHttpClientConnectionOperator;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManager;
import org.apache.hc.client5.http.io.DetachedSocketFactory;
import org.apache.hc.client5.http.ssl.DefaultClientTlsStrategy;
import org.apache.hc.client5.http.ssl.TlsSocketStrategy;
import org.apache.hc.core5.http.config.RegistryBuilder;
import org.apache.hc.core5.pool.PoolConcurrencyPolicy;
import org.apache.hc.core5.pool.PoolReusePolicy;
import org.apache.hc.core5.util.TimeValue;
import org.apache.hc.core5.util.Timeout;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.http.client.ClientHttpRequestFactory;
import org.springframework.http.client.HttpComponentsClientHttpRequestFactory;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

/**
 * The HTTP client for calls to addresses that someone other than the operator chose (an
 * agency's identity provider, a host name being verified). Each connection resolves its
 * host name once, checks every address with the {@link OutboundAddressPolicy} and then
 * connects to exactly the checked address: the name is never looked up a second time (no
 * DNS rebinding between check and connect), a refused address is never connected to.
 * Redirects are not followed, failed requests are not repeated, no system proxy is used.
 */
@Component
public class OutboundHttp implements DisposableBean {

	static final Timeout CONNECT_TIMEOUT = Timeout.ofSeconds(5);

	static final Timeout RESPONSE_TIMEOUT = Timeout.ofSeconds(10);

	private static final DetachedSocketFactory PLAIN_SOCKETS = proxy -> new Socket();

	private final CloseableHttpClient client;

	@Autowired
	OutboundHttp(OutboundAddressPolicy policy) {
		this(policy, NameLookup.SYSTEM, PLAIN_SOCKETS);
	}

	/**
	 * A client with its own name lookup and sockets, for tests that must see what would
	 * be connected to.
	 */
	public OutboundHttp(OutboundAddressPolicy policy, NameLookup lookup, DetachedSocketFactory sockets) {
		DefaultHttpClientConnectionOperator operator = new DefaultHttpClientConnectionOperator(sockets, null,
				new CheckedResolver(policy, lookup),
				RegistryBuilder.<TlsSocketStrategy>create()
					.register("https", DefaultClientTlsStrategy.createDefault())
					.build());
		PoolingHttpClientConnectionManager connections = new PoolingHttpClientConnectionManager(operator,
				PoolConcurrencyPolicy.STRICT, PoolReusePolicy.LIFO, TimeValue.ofMinutes(1), null);
		connections.setDefaultConnectionConfig(ConnectionConfig.custom()
			.setConnectTimeout(CONNECT_TIMEOUT)
			.setSocketTimeout(RESPONSE_TIMEOUT)
			.build());
		this.client = HttpClients.custom()
			.setConnectionManager(connections)
			.setDefaultRequestConfig(RequestConfig.custom().setResponseTimeout(RESPONSE_TIMEOUT).build())
			.disableRedirectHandling()
			.disableAutomaticRetries()
			.disableCookieManagement()
			.disableAuthCaching()
			.build();
	}

	/** A request factory for Spring's HTTP clients over this client. */
	public ClientHttpRequestFactory requestFactory() {
		return new HttpComponentsClientHttpRequestFactory(client);
	}

	/**
	 * GETs a small text resource.
	 * @return the status and at most {@code maxBytes} of the body (UTF-8)
	 * @throws UncheckedIOException when the address is refused, cannot be reached or does
	 * not answer in time
	 */
	public Fetched get(URI uri, String accept, int maxBytes) {
		return RestClient.builder()
			.requestFactory(requestFactory())
			.build()
			.get()
			.uri(uri)
			.header("Accept", accept)
			.exchange((request, response) -> {
				try (InputStream body = response.getBody()) {
					return new Fetched(response.getStatusCode().value(),
							new String(body.readNBytes(maxBytes), StandardCharsets.UTF_8));
				}
			});
	}

	@Override
	public void destroy() throws IOException {
		client.close();
	}

	/** An answer: its status and (the start of) its body. */
	public record Fetched(int status, String body) {

		public boolean ok() {
			return status == 200;
		}

	}

	private record CheckedResolver(OutboundAddressPolicy policy, NameLookup lookup) implements DnsResolver {

		@Override
		public InetAddress[] resolve(String host) throws UnknownHostException {
			return policy.requireAllowed(host, lookup.lookup(host));
		}

		@Override
		public String resolveCanonicalHostname(String host) {
			return host;
		}

	}

}
