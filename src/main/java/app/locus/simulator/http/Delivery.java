package app.locus.simulator.http;

import java.time.Duration;

/**
 * How a transport hands an answer over: normally, or damaged on purpose by a fault.
 *
 * @param mode what the transport does with the connection
 * @param chunkBytes for {@link Mode#DRIP}: bytes written per chunk
 * @param pause for {@link Mode#DRIP}: wait between chunks
 */
public record Delivery(Mode mode, int chunkBytes, Duration pause) {

	public static final Delivery NORMAL = new Delivery(Mode.NORMAL, 0, Duration.ZERO);

	public enum Mode {

		/** Write the answer. */
		NORMAL,
		/** Accept the request and never answer; the connection stays open. */
		HANG,
		/** Reset the connection (TCP RST) instead of answering. */
		RESET,
		/**
		 * Declare the whole body's length, send half of it and close the connection.
		 */
		TRUNCATE,
		/** Send the headers, then the body in small chunks with pauses between. */
		DRIP

	}

	public static Delivery of(Mode mode) {
		return new Delivery(mode, 0, Duration.ZERO);
	}

	public static Delivery drip(int chunkBytes, Duration pause) {
		return new Delivery(Mode.DRIP, chunkBytes, pause);
	}

}
