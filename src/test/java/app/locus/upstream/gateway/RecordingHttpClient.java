package app.locus.upstream.gateway;

import java.io.IOException;
import java.net.Authenticator;
import java.net.CookieHandler;
import java.net.ProxySelector;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandler;
import java.net.http.HttpResponse.PushPromiseHandler;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;

import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;

import org.slf4j.MDC;

/**
 * The gateway's real HTTP client, noting when each request is handed to it and for which
 * workspace (from the gateway's MDC), and which of them the service answered 429: what a
 * benchmark needs when it cannot see the server's arrival times.
 */
final class RecordingHttpClient extends HttpClient {

	private final HttpClient client;

	private final Map<String, List<Long>> sent = new ConcurrentHashMap<>();

	private final Map<String, List<Long>> tooMany = new ConcurrentHashMap<>();

	RecordingHttpClient(HttpClient client) {
		this.client = client;
	}

	/** When requests of the workspace were handed to the client. */
	List<Long> sentAt(String workspace) {
		return copy(sent, workspace);
	}

	/** When requests of the workspace that the service answered 429 were handed over. */
	List<Long> tooManyAt(String workspace) {
		return copy(tooMany, workspace);
	}

	private static List<Long> copy(Map<String, List<Long>> times, String workspace) {
		List<Long> list = times.getOrDefault(workspace, List.of());
		synchronized (list) {
			return List.copyOf(list);
		}
	}

	private <T> CompletableFuture<HttpResponse<T>> recorded(CompletableFuture<HttpResponse<T>> pending,
			String workspace, long at) {
		if (workspace != null) {
			add(sent, workspace, at);
			pending.thenAccept(response -> {
				if (response.statusCode() == 429) {
					add(tooMany, workspace, at);
				}
			});
		}
		return pending;
	}

	private static void add(Map<String, List<Long>> times, String workspace, long at) {
		times.computeIfAbsent(workspace, key -> Collections.synchronizedList(new ArrayList<>())).add(at);
	}

	@Override
	public <T> CompletableFuture<HttpResponse<T>> sendAsync(HttpRequest request, BodyHandler<T> handler) {
		long at = System.nanoTime();
		return recorded(client.sendAsync(request, handler), MDC.get(HttpUpstreamGateway.MDC_WORKSPACE), at);
	}

	@Override
	public <T> CompletableFuture<HttpResponse<T>> sendAsync(HttpRequest request, BodyHandler<T> handler,
			PushPromiseHandler<T> pushPromiseHandler) {
		long at = System.nanoTime();
		return recorded(client.sendAsync(request, handler, pushPromiseHandler),
				MDC.get(HttpUpstreamGateway.MDC_WORKSPACE), at);
	}

	@Override
	public <T> HttpResponse<T> send(HttpRequest request, BodyHandler<T> handler)
			throws IOException, InterruptedException {
		throw new UnsupportedOperationException("The gateway sends asynchronously");
	}

	@Override
	public Optional<CookieHandler> cookieHandler() {
		return client.cookieHandler();
	}

	@Override
	public Optional<Duration> connectTimeout() {
		return client.connectTimeout();
	}

	@Override
	public Redirect followRedirects() {
		return client.followRedirects();
	}

	@Override
	public Optional<ProxySelector> proxy() {
		return client.proxy();
	}

	@Override
	public SSLContext sslContext() {
		return client.sslContext();
	}

	@Override
	public SSLParameters sslParameters() {
		return client.sslParameters();
	}

	@Override
	public Optional<Authenticator> authenticator() {
		return client.authenticator();
	}

	@Override
	public Version version() {
		return client.version();
	}

	@Override
	public Optional<Executor> executor() {
		return client.executor();
	}

}
