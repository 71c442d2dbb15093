package app.locus.upstream.simulator;

import java.time.Duration;
import java.time.Instant;

/**
 * A standalone simulator for one test class: demo data, a clock the test moves, no wait
 * in synchronous scans and a rate limit high enough not to get in the way (the rate limit
 * has its own tests).
 */
final class SimulatorFixture implements AutoCloseable {

	static final Instant START = Instant.parse("2025-06-11T15:30:00Z");

	static final Duration PENDING = Duration.ofSeconds(5);

	final MutableClock clock = new MutableClock(START);

	final SimulatorServer server;

	final Simulator simulator;

	final SimHttp http;

	SimulatorFixture() {
		this.simulator = Simulator.builder()
			.clock(clock)
			.pendingDelay(PENDING)
			.scanDelay(Duration.ZERO)
			.requestsPerSecond(10_000)
			.build();
		this.server = SimulatorServer.start(0, simulator);
		this.http = new SimHttp(server.baseUrl());
	}

	/** A fresh account with one saved (unlinked) location of its own. */
	AccountHandle freshAccount(long credits, String placeId) {
		AccountHandle account = simulator.createAccount("Test account", credits);
		account.saveLocation(placeId, false);
		return account;
	}

	@Override
	public void close() {
		server.close();
	}

}
