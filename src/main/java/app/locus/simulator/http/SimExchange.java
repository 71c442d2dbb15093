package app.locus.simulator.http;

import java.time.Duration;

/**
 * The simulator's decision for one request: the answer, how long to wait before sending
 * it, and how to deliver it. {@code response} is null only when the delivery never sends
 * one (hang, reset).
 */
public record SimExchange(SimResponse response, Duration delay, Delivery delivery) {

	public static SimExchange answer(SimResponse response) {
		return new SimExchange(response, Duration.ZERO, Delivery.NORMAL);
	}

}
