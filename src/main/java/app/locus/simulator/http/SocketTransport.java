package app.locus.simulator.http;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * A small HTTP/1.1 server on a plain {@link ServerSocket} (loopback only), with
 * keep-alive, that hands each request to a handler and enacts the delivery it asks for,
 * including the socket-level faults.
 */
public final class SocketTransport implements AutoCloseable {

	private final ServerSocket server;

	private final Function<SimRequest, SimExchange> handler;

	private final ExecutorService workers;

	private final Set<Socket> open = ConcurrentHashMap.newKeySet();

	private final AtomicLong accepted = new AtomicLong();

	private volatile boolean running = true;

	private final LongSupplier nanoTime;

	private SocketTransport(ServerSocket server, Function<SimRequest, SimExchange> handler, LongSupplier nanoTime) {
		this.server = server;
		this.handler = handler;
		this.nanoTime = nanoTime;
		this.workers = Executors.newCachedThreadPool(runnable -> {
			Thread thread = new Thread(runnable, "simulator-http");
			thread.setDaemon(true);
			return thread;
		});
		Thread acceptor = new Thread(this::accept, "simulator-accept-" + server.getLocalPort());
		acceptor.setDaemon(true);
		acceptor.start();
	}

	/**
	 * Listens on the port (0 for any free port) of the loopback address; notes when each
	 * request arrived on the given nano clock.
	 */
	public static SocketTransport start(int port, Function<SimRequest, SimExchange> handler, LongSupplier nanoTime) {
		try {
			return new SocketTransport(new ServerSocket(port, 100, InetAddress.getLoopbackAddress()), handler,
					nanoTime);
		}
		catch (IOException ex) {
			throw new IllegalStateException("Could not listen on port " + port, ex);
		}
	}

	public int port() {
		return server.getLocalPort();
	}

	/** How many connections were accepted so far (keep-alive reuse shows as few). */
	public long connectionsAccepted() {
		return accepted.get();
	}

	@Override
	public void close() {
		running = false;
		try {
			server.close();
		}
		catch (IOException ex) {
			// closing anyway
		}
		open.forEach(SocketTransport::quietClose);
		workers.shutdownNow();
	}

	private void accept() {
		while (running) {
			try {
				Socket socket = server.accept();
				// Small writes (slow drip) must leave one by one.
				socket.setTcpNoDelay(true);
				open.add(socket);
				accepted.incrementAndGet();
				workers.execute(() -> serve(socket));
			}
			catch (IOException ex) {
				if (running) {
					continue;
				}
				return;
			}
		}
	}

	private void serve(Socket socket) {
		try (socket) {
			InputStream in = new BufferedInputStream(socket.getInputStream());
			OutputStream out = socket.getOutputStream();
			boolean keepOpen = true;
			while (keepOpen && running) {
				HttpWire.RawRequest raw;
				try {
					raw = HttpWire.read(in, nanoTime);
				}
				catch (BodyLimit.TooLargeException ex) {
					refuse(socket, in, out);
					return;
				}
				if (raw == null) {
					return;
				}
				if ("100-continue".equalsIgnoreCase(raw.header("expect"))) {
					out.write("HTTP/1.1 100 Continue\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
				}
				String host = raw.header("host") != null ? raw.header("host") : "127.0.0.1:" + port();
				SimExchange exchange = handler.apply(SimRequest.of(raw.method(), raw.target(), raw.headers(),
						raw.body(), "http://" + host, raw.arrivedAtNanos()));
				pause(exchange.delay());
				keepOpen = deliver(socket, in, out, exchange) && !raw.wantsClose();
			}
		}
		catch (IOException | RuntimeException ex) {
			// the peer went away or sent garbage: drop the connection
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
		finally {
			open.remove(socket);
		}
	}

	/** Writes (or withholds) the answer; false when the connection must end. */
	private static boolean deliver(Socket socket, InputStream in, OutputStream out, SimExchange exchange)
			throws IOException, InterruptedException {
		SimResponse response = exchange.response();
		switch (exchange.delivery().mode()) {
			case HANG -> {
				// Never answer: wait until the peer gives up (or the server closes).
				while (in.read() != -1) {
					// discard
				}
				return false;
			}
			case RESET -> {
				socket.setSoLinger(true, 0);
				socket.close();
				return false;
			}
			case TRUNCATE -> {
				HttpWire.writeHead(out, response.status(), response.headers(), response.body().length, true);
				out.write(Arrays.copyOf(response.body(), response.body().length / 2));
				out.flush();
				socket.shutdownOutput();
				return false;
			}
			case DRIP -> {
				HttpWire.writeHead(out, response.status(), response.headers(), response.body().length, false);
				out.flush();
				byte[] body = response.body();
				for (int offset = 0; offset < body.length; offset += exchange.delivery().chunkBytes()) {
					out.write(body, offset, Math.min(exchange.delivery().chunkBytes(), body.length - offset));
					out.flush();
					pause(exchange.delivery().pause());
				}
				return true;
			}
			default -> {
				HttpWire.writeHead(out, response.status(), response.headers(), response.body().length, false);
				out.write(response.body());
				out.flush();
				return true;
			}
		}
	}

	/**
	 * Answers 413 and ends the connection; up to the limit once more of what the peer
	 * still sends is read and dropped, so that closing does not reset the connection
	 * before the peer has read the answer.
	 */
	private static void refuse(Socket socket, InputStream in, OutputStream out) throws IOException {
		SimResponse refusal = BodyLimit.refusal();
		HttpWire.writeHead(out, refusal.status(), refusal.headers(), refusal.body().length, true);
		out.write(refusal.body());
		out.flush();
		socket.shutdownOutput();
		byte[] dropped = new byte[8192];
		long left = BodyLimit.MAX_BYTES;
		for (int read = 0; read >= 0 && left > 0; left -= read) {
			read = in.read(dropped, 0, (int) Math.min(dropped.length, left));
		}
	}

	private static void pause(Duration duration) throws InterruptedException {
		if (duration != null && !duration.isZero() && !duration.isNegative()) {
			Thread.sleep(duration.toMillis());
		}
	}

	private static void quietClose(Socket socket) {
		try {
			socket.close();
		}
		catch (IOException ex) {
			// already gone
		}
	}

}
