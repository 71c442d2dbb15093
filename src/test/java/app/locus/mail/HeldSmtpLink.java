package app.locus.mail;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * A loopback TCP relay to the test's SMTP server that holds a mail in flight: it passes
 * the conversation on until the server has answered {@code DATA} with 354, then keeps the
 * message back, and {@link #cut()} closes both ends, as a connection lost in the middle
 * of the transfer. The server never receives the end of the message, so it delivers
 * nothing of it.
 */
final class HeldSmtpLink implements AutoCloseable {

	private static final Pattern RECIPIENT = Pattern.compile("RCPT TO:\\s*<([^>]+)>", Pattern.CASE_INSENSITIVE);

	private final ServerSocket listener;

	private final int serverPort;

	private final CountDownLatch held = new CountDownLatch(1);

	private final Set<Socket> open = ConcurrentHashMap.newKeySet();

	private final ExecutorService pumps = Executors.newCachedThreadPool(task -> {
		Thread thread = new Thread(task, "held-smtp-link");
		thread.setDaemon(true);
		return thread;
	});

	private volatile @Nullable String recipient;

	private HeldSmtpLink(ServerSocket listener, int serverPort) {
		this.listener = listener;
		this.serverPort = serverPort;
	}

	/** A link to the SMTP server on this loopback port. */
	static HeldSmtpLink to(int serverPort) throws IOException {
		HeldSmtpLink link = new HeldSmtpLink(new ServerSocket(0, 50, InetAddress.getLoopbackAddress()), serverPort);
		link.pumps.execute(link::accept);
		return link;
	}

	int port() {
		return listener.getLocalPort();
	}

	/** Whether a mail's transfer is held within this time. */
	boolean awaitHeld(Duration within) throws InterruptedException {
		return held.await(within.toMillis(), TimeUnit.MILLISECONDS);
	}

	/** The recipient of the mail held in flight. */
	@Nullable
	String recipient() {
		return recipient;
	}

	/** Closes every connection: the transfer in flight is lost. */
	void cut() {
		open.forEach(HeldSmtpLink::closeQuietly);
		open.clear();
	}

	@Override
	public void close() throws IOException {
		cut();
		listener.close();
		pumps.shutdownNow();
	}

	private void accept() {
		while (!listener.isClosed()) {
			try {
				Socket client = listener.accept();
				Socket server = new Socket(InetAddress.getLoopbackAddress(), serverPort);
				open.add(client);
				open.add(server);
				AtomicBoolean dataAnswered = new AtomicBoolean();
				pumps.execute(() -> fromServer(server, client, dataAnswered));
				pumps.execute(() -> fromClient(client, server, dataAnswered));
			}
			catch (IOException ex) {
				// the listener was closed
				return;
			}
		}
	}

	private void fromServer(Socket server, Socket client, AtomicBoolean dataAnswered) {
		try {
			InputStream in = server.getInputStream();
			OutputStream out = client.getOutputStream();
			byte[] buffer = new byte[8192];
			for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
				String text = new String(buffer, 0, read, StandardCharsets.US_ASCII);
				if (text.startsWith("354") || text.contains("\n354")) {
					// before the client hears it, so that its message is kept back
					dataAnswered.set(true);
				}
				out.write(buffer, 0, read);
				out.flush();
			}
		}
		catch (IOException ex) {
			// cut
		}
	}

	/**
	 * Passes the client's commands on; once the server has answered DATA, reads the
	 * message and drops it, leaving both connections open until the test cuts them.
	 */
	private void fromClient(Socket client, Socket server, AtomicBoolean dataAnswered) {
		try {
			InputStream in = client.getInputStream();
			OutputStream out = server.getOutputStream();
			byte[] buffer = new byte[8192];
			for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
				if (dataAnswered.get()) {
					held.countDown();
					continue;
				}
				Matcher to = RECIPIENT.matcher(new String(buffer, 0, read, StandardCharsets.US_ASCII));
				if (to.find()) {
					recipient = to.group(1);
				}
				out.write(buffer, 0, read);
				out.flush();
			}
		}
		catch (IOException ex) {
			// cut
		}
	}

	private static void closeQuietly(Socket socket) {
		try {
			socket.close();
		}
		catch (IOException ex) {
			// closed already
		}
	}

}
