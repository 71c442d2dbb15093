package app.locus.upstream.gateway;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.IntPredicate;

/**
 * A loopback TCP relay in front of an HTTP server that holds back the requests it picks
 * (by their number, counted from 1 over all connections) for a while before passing them
 * on: the network between a sender and the service, where a request can arrive later than
 * the sender wrote it. Answers pass straight through.
 */
final class DelayingProxy implements AutoCloseable {

	private final ServerSocket listener;

	private final int targetPort;

	private final IntPredicate delayed;

	private final Duration delay;

	private final AtomicInteger requests = new AtomicInteger();

	private final ExecutorService pumps = Executors.newCachedThreadPool();

	DelayingProxy(int targetPort, IntPredicate delayed, Duration delay) throws IOException {
		this.listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
		this.targetPort = targetPort;
		this.delayed = delayed;
		this.delay = delay;
		pumps.execute(this::accept);
	}

	String baseUrl() {
		return "http://127.0.0.1:" + listener.getLocalPort();
	}

	/** How many requests passed, delayed or not. */
	int requests() {
		return requests.get();
	}

	private void accept() {
		while (!listener.isClosed()) {
			try {
				Socket client = listener.accept();
				Socket server = new Socket(InetAddress.getLoopbackAddress(), targetPort);
				client.setTcpNoDelay(true);
				server.setTcpNoDelay(true);
				pumps.execute(() -> relayRequests(client, server));
				pumps.execute(() -> relay(server, client));
			}
			catch (IOException closed) {
				return;
			}
		}
	}

	/**
	 * Passes the client's bytes on in order; a chunk that starts a picked request, and
	 * everything after it, leaves {@link #delay} later than it came.
	 */
	private void relayRequests(Socket from, Socket to) {
		// One thread in order: scheduled tasks due at (almost) the same moment may
		// overtake each other, and a body must never reach the server before its head.
		ExecutorService line = Executors.newSingleThreadExecutor();
		long releaseAt = 0;
		try (from; to; InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
			byte[] buffer = new byte[16 * 1024];
			for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
				byte[] chunk = Arrays.copyOf(buffer, read);
				long now = System.nanoTime();
				if (startsRequest(chunk) && delayed.test(requests.incrementAndGet())) {
					releaseAt = Math.max(releaseAt, now + delay.toNanos());
				}
				long release = Math.max(releaseAt, now);
				releaseAt = release;
				line.execute(() -> write(out, chunk, release));
			}
			line.shutdown();
			line.awaitTermination(10, TimeUnit.SECONDS);
		}
		catch (IOException closed) {
			// a side hung up: the relay of this connection ends
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
		finally {
			line.shutdownNow();
		}
	}

	private static boolean startsRequest(byte[] chunk) {
		String start = new String(chunk, 0, Math.min(chunk.length, 8), StandardCharsets.US_ASCII);
		return start.startsWith("POST ") || start.startsWith("GET ");
	}

	/** Holds the chunk until its time (the network's delay, not a test's wait). */
	private static void write(OutputStream out, byte[] chunk, long releaseAt) {
		for (long left = releaseAt - System.nanoTime(); left > 0; left = releaseAt - System.nanoTime()) {
			LockSupport.parkNanos(left);
		}
		try {
			out.write(chunk);
			out.flush();
		}
		catch (IOException closed) {
			// the server hung up; the client sees its connection end
		}
	}

	private static void relay(Socket from, Socket to) {
		try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
			in.transferTo(out);
		}
		catch (IOException closed) {
			// a side hung up: the relay of this connection ends
		}
	}

	@Override
	public void close() throws IOException {
		listener.close();
		pumps.shutdownNow();
	}

}
