package app.locus.simulator;

import java.time.Duration;
import java.time.Instant;

import app.locus.fixtures.MutableClock;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A standalone simulator with demo data, a clock the test moves, no wait in synchronous
 * scans and a rate limit high enough not to get in the way (the rate limit has its own
 * tests). Register it with {@code @RegisterExtension}: on an instance field each test
 * gets a fresh one, on a static field the class shares one.
 */
final class SimulatorFixture implements BeforeAllCallback, AfterEachCallback, AfterAllCallback, AutoCloseable {

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

	/** A fresh account with the balance and these places saved (not linked). */
	AccountHandle freshAccount(long credits, String... placeIds) {
		AccountHandle account = simulator.createAccount("Test account", credits);
		for (String placeId : placeIds) {
			account.saveLocation(placeId, false);
		}
		return account;
	}

	private boolean shared;

	@Override
	public void beforeAll(ExtensionContext context) {
		shared = true;
	}

	@Override
	public void afterEach(ExtensionContext context) {
		if (!shared) {
			close();
		}
	}

	@Override
	public void afterAll(ExtensionContext context) {
		close();
	}

	@Override
	public void close() {
		server.close();
	}

}
