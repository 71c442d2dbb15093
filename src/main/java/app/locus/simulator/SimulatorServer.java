package app.locus.simulator;

import java.time.Clock;

import app.locus.simulator.http.SocketTransport;

/**
 * The simulator on a port of its own (loopback), for tests:
 *
 * <pre>
 * try (SimulatorServer server = SimulatorServer.start(0)) {
 *     String baseUrl = server.baseUrl();        // {base_url} and {oauth_base}
 *     server.simulator().faults().on("/v2/run-scan").times(1).status(503);
 * }
 * </pre>
 */
public final class SimulatorServer implements AutoCloseable {

	private final Simulator simulator;

	private final SocketTransport transport;

	private SimulatorServer(Simulator simulator, SocketTransport transport) {
		this.simulator = simulator;
		this.transport = transport;
	}

	/** A new simulator with the demo data on the system clock, on the port (0: any). */
	public static SimulatorServer start(int port) {
		return start(port, Simulator.withDemoData(Clock.systemUTC()));
	}

	/** Serves the given simulator on the port (0: any free port). */
	public static SimulatorServer start(int port, Simulator simulator) {
		return new SimulatorServer(simulator, SocketTransport.start(port, simulator::handle, simulator::nanoTime));
	}

	public Simulator simulator() {
		return simulator;
	}

	public int port() {
		return transport.port();
	}

	/** How many connections the server accepted so far. */
	public long connectionsAccepted() {
		return transport.connectionsAccepted();
	}

	/** {@code http://127.0.0.1:<port>}: the base address of the API and of OAuth. */
	public String baseUrl() {
		return "http://127.0.0.1:" + port();
	}

	/** Stops listening and drops every open connection (hanging calls end too). */
	@Override
	public void close() {
		transport.close();
		simulator.close();
	}

}
