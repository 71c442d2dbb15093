package app.locus.simulator.contract;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;

import app.locus.fixtures.MutableClock;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import app.locus.simulator.SimulatorServer;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A simulator with its demo data on a fixed clock, served on a loopback port, for one
 * contract call: each call gets its own, so a write in one dialect never changes what the
 * next dialect finds.
 */
final class ContractWorld implements AutoCloseable {

	static final Instant START = Instant.parse("2025-06-11T15:30:00Z");

	final MutableClock clock = new MutableClock(START);

	final Simulator simulator = Simulator.builder()
		.clock(clock)
		.pendingDelay(Duration.ofSeconds(5))
		.scanDelay(Duration.ZERO)
		.requestsPerSecond(10_000)
		.build();

	final SimulatorServer server = SimulatorServer.start(0, simulator);

	final ContractClient client = new ContractClient(server.baseUrl());

	final String key = DemoData.BLUE_BOTTLE_KEY;

	AccountHandle account() {
		return simulator.account(DemoData.BLUE_BOTTLE);
	}

	/**
	 * A url-encoded POST as the demo account (for preparing a call, not the call
	 * checked).
	 */
	JsonNode data(String path, String... namesAndValues) {
		Map<String, String> fields = new java.util.LinkedHashMap<>();
		for (int i = 0; i < namesAndValues.length; i += 2) {
			fields.put(namesAndValues[i], namesAndValues[i + 1]);
		}
		ContractClient.Answer answer = client.post(path, key, fields);
		if (answer.status() >= 300) {
			throw new IllegalStateException("Preparing with " + path + " answered " + answer.json());
		}
		return answer.data();
	}

	/** A field of the first item a listing holds. */
	String first(String path, String items, String field, String... filters) {
		JsonNode list = data(path, filters).get(items);
		if (list == null || list.isEmpty()) {
			throw new IllegalStateException("The demo data has no " + items + " at " + path);
		}
		return list.get(0).get(field).asText();
	}

	/**
	 * A field of the first item of a business-profile list at the demo's linked place.
	 */
	String gbpFirst(String area, String items, String field) {
		return first("/v2/gbp/" + area, items, field, "place_id", DemoData.BLUE_BOTTLE_DIVISION);
	}

	@Override
	public void close() {
		server.close();
	}

}
