package app.locus.upstream.gateway;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

/**
 * A small HTTP server on a real socket that answers as each test scripts it: status,
 * body, headers, delay, a dropped connection or a truncated body. It records every
 * request it receives (arrival time, method, path, form or query fields). Unscripted
 * requests get the fallback answer, by default a successful envelope that echoes the
 * received fields in {@code parameters}, api_key included, as the service does.
 */
public final class ScriptedUpstream implements AutoCloseable {

	private static final ObjectMapper JSON = new ObjectMapper();

	private final HttpServer server;

	private final ExecutorService threads = Executors.newCachedThreadPool();

	private final Queue<Reply> script = new ConcurrentLinkedQueue<>();

	private final List<Received> received = Collections.synchronizedList(new ArrayList<>());

	private volatile Function<Received, Reply> fallback = request -> Reply.ok();

	private ScriptedUpstream(HttpServer server) {
		this.server = server;
		server.setExecutor(threads);
		server.createContext("/", this::handle);
		server.start();
	}

	public static ScriptedUpstream start() {
		try {
			return new ScriptedUpstream(HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 200));
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/** An address where nothing listens: connecting is refused. */
	public static String refusingBaseUrl() {
		try (ServerSocket socket = new ServerSocket(0)) {
			return "http://127.0.0.1:" + socket.getLocalPort();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	public String baseUrl() {
		return "http://127.0.0.1:" + server.getAddress().getPort();
	}

	/** Answers the next requests, in order, with these replies. */
	public ScriptedUpstream then(Reply... replies) {
		script.addAll(List.of(replies));
		return this;
	}

	/** Answers every unscripted request with this reply. */
	public ScriptedUpstream otherwise(Reply reply) {
		fallback = request -> reply;
		return this;
	}

	/** Answers every unscripted request as the function decides. */
	public ScriptedUpstream otherwise(Function<Received, Reply> replies) {
		fallback = replies;
		return this;
	}

	public List<Received> received() {
		synchronized (received) {
			return List.copyOf(received);
		}
	}

	private void handle(HttpExchange exchange) throws IOException {
		long at = System.nanoTime();
		try (exchange) {
			String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
			String query = exchange.getRequestURI().getRawQuery();
			Map<String, String> fields = parse(
					"GET".equals(exchange.getRequestMethod()) ? (query == null ? "" : query) : body);
			Received request = new Received(at, exchange.getRequestMethod(), exchange.getRequestURI().getPath(), fields,
					query, exchange.getRequestHeaders().getFirst("Content-Type"),
					exchange.getRequestHeaders().getFirst("Authorization"));
			received.add(request);
			Reply reply = script.poll();
			(reply == null ? fallback.apply(request) : reply).answer(exchange, request);
		}
		catch (IOException | InterruptedException ex) {
			// The client went away (e.g. timed out) or the reply dropped the connection
			// on
			// purpose.
		}
	}

	private static Map<String, String> parse(String form) {
		Map<String, String> fields = new LinkedHashMap<>();
		for (String pair : form.split("&")) {
			if (!pair.isEmpty()) {
				int eq = pair.indexOf('=');
				fields.put(URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8),
						eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
			}
		}
		return fields;
	}

	@Override
	public void close() {
		server.stop(0);
		threads.shutdownNow();
	}

	/** One request as the server saw it. */
	public record Received(long atNanos, String method, String path, Map<String, String> fields, String rawQuery,
			String contentType, String authorization) {
	}

	/** How the server answers one request. */
	public interface Reply {

		void answer(HttpExchange exchange, Received request) throws IOException, InterruptedException;

		/**
		 * 200 with a successful envelope echoing the request's fields, api_key included.
		 */
		static Reply ok() {
			return ok(JSON.createObjectNode());
		}

		static Reply ok(ObjectNode data) {
			return (exchange, request) -> send(exchange, 200, Map.of(), envelope(200, "OK", true, null, request, data));
		}

		/** A failure envelope with the status, code_desc and message. */
		static Reply error(int status, String codeDesc, String message) {
			return (exchange, request) -> send(exchange, status, Map.of(),
					envelope(status, codeDesc, false, message, request, JSON.createArrayNode()));
		}

		static Reply tooManyRequests(String retryAfter) {
			return (exchange, request) -> send(exchange, 429,
					retryAfter == null ? Map.of() : Map.of("Retry-After", retryAfter),
					envelope(429, "Too Many Requests", false, "Rate limit exceeded", request, JSON.createArrayNode()));
		}

		/** Exactly this status and body. */
		static Reply raw(int status, String body) {
			return (exchange, request) -> send(exchange, status, Map.of(), body);
		}

		/** Waits, then answers as {@code then} does. */
		static Reply after(Duration delay, Reply then) {
			return (exchange, request) -> {
				Thread.sleep(delay.toMillis());
				then.answer(exchange, request);
			};
		}

		/** Closes the connection without answering. */
		static Reply drop() {
			return (exchange, request) -> exchange.close();
		}

		/** Announces the whole body, sends half of it and closes the connection. */
		static Reply truncated() {
			return (exchange, request) -> {
				byte[] body = envelope(200, "OK", true, null, request, JSON.createObjectNode())
					.getBytes(StandardCharsets.UTF_8);
				exchange.sendResponseHeaders(200, body.length);
				OutputStream out = exchange.getResponseBody();
				out.write(body, 0, body.length / 2);
				out.flush();
				throw new IOException("truncated on purpose");
			};
		}

		private static void send(HttpExchange exchange, int status, Map<String, String> headers, String body)
				throws IOException {
			byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
			exchange.getResponseHeaders().set("Content-Type", "application/json");
			headers.forEach(exchange.getResponseHeaders()::set);
			exchange.sendResponseHeaders(status, bytes.length);
			exchange.getResponseBody().write(bytes);
		}

		private static String envelope(int code, String codeDesc, boolean success, String message, Received request,
				Object data) {
			ObjectNode envelope = JSON.createObjectNode();
			envelope.put("code", code);
			if (codeDesc == null) {
				envelope.put("code_desc", false);
			}
			else {
				envelope.put("code_desc", codeDesc);
			}
			envelope.put("success", success);
			if (message == null) {
				envelope.put("message", false);
			}
			else {
				envelope.put("message", message);
			}
			ObjectNode parameters = envelope.putObject("parameters");
			request.fields().forEach(parameters::put);
			envelope.set("data", JSON.valueToTree(data));
			return envelope.toString();
		}

	}

}
