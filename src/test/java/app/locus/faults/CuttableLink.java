package app.locus.faults;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A loopback TCP relay between one node and its database that a fault test cuts (every
 * open connection closed, new ones closed at once) and restores: the database goes away
 * for that node only, while the test and the other nodes still reach it. Both ends are on
 * loopback.
 */
final class CuttableLink implements AutoCloseable {

	private static final Pattern JDBC_ADDRESS = Pattern.compile("^(jdbc:mariadb://)([^:/]+):(\\d+)(/.*)$");

	private final ServerSocket server;

	private final InetSocketAddress database;

	private final ExecutorService relays = Executors.newCachedThreadPool(task -> {
		Thread thread = new Thread(task, "cuttable-link");
		thread.setDaemon(true);
		return thread;
	});

	private final Set<Socket> open = new HashSet<>();

	private boolean cut;

	private CuttableLink(ServerSocket server, InetSocketAddress database) {
		this.server = server;
		this.database = database;
	}

	/** A link to the database of this JDBC address, which must be on loopback. */
	static CuttableLink to(String jdbcUrl) throws IOException {
		Matcher address = jdbcAddress(jdbcUrl);
		InetAddress host = InetAddress.getByName(address.group(2));
		if (!host.isLoopbackAddress()) {
			throw new IllegalArgumentException("The test database must be on loopback: " + host);
		}
		CuttableLink link = new CuttableLink(new ServerSocket(0, 50, InetAddress.getLoopbackAddress()),
				new InetSocketAddress(host, Integer.parseInt(address.group(3))));
		link.relays.execute(link::accept);
		return link;
	}

	/** The same JDBC address, through this link. */
	String through(String jdbcUrl) {
		Matcher address = jdbcAddress(jdbcUrl);
		return address.group(1) + "127.0.0.1:" + server.getLocalPort() + address.group(4);
	}

	synchronized void cut() {
		cut = true;
		open.forEach(CuttableLink::closeSocket);
		open.clear();
	}

	synchronized void restore() {
		cut = false;
	}

	@Override
	public void close() throws IOException {
		cut();
		server.close();
		relays.shutdownNow();
	}

	private void accept() {
		while (!server.isClosed()) {
			try {
				Socket node = server.accept();
				Socket db = connected(node);
				if (db != null) {
					relays.execute(() -> relay(node, db));
					relays.execute(() -> relay(db, node));
				}
			}
			catch (IOException ex) {
				// closed: the loop ends
			}
		}
	}

	/** The database end of a new connection, or null when the link is cut. */
	private synchronized Socket connected(Socket node) throws IOException {
		if (cut) {
			closeSocket(node);
			return null;
		}
		Socket db = new Socket(database.getAddress(), database.getPort());
		open.add(node);
		open.add(db);
		return db;
	}

	private void relay(Socket from, Socket to) {
		try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
			in.transferTo(out);
		}
		catch (IOException ex) {
			// the link was cut or one end closed
		}
		finally {
			closeSocket(from);
			closeSocket(to);
			forget(from, to);
		}
	}

	private synchronized void forget(Socket... ends) {
		open.removeAll(Set.of(ends));
	}

	private static Matcher jdbcAddress(String jdbcUrl) {
		Matcher address = JDBC_ADDRESS.matcher(jdbcUrl);
		if (!address.matches()) {
			throw new IllegalArgumentException("Not a jdbc:mariadb://host:port/ address: " + jdbcUrl);
		}
		return address;
	}

	private static void closeSocket(Socket socket) {
		try {
			socket.close();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

}
