package app.locus.simulator.api;

import java.time.Duration;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A successful answer of an endpoint before it is wrapped in the envelope.
 *
 * @param status 200, or 202 for a job accepted to finish later
 * @param message the envelope's message (null is written as false)
 * @param data the envelope's data
 * @param delay how long the answer is held back (a synchronous scan "running")
 */
public record Result(int status, String message, JsonNode data, Duration delay) {

	public static Result ok(JsonNode data) {
		return new Result(200, null, data, Duration.ZERO);
	}

	public static Result ok(JsonNode data, String message) {
		return new Result(200, message, data, Duration.ZERO);
	}

	public static Result accepted(JsonNode data, String message) {
		return new Result(202, message, data, Duration.ZERO);
	}

	public Result after(Duration wait) {
		return new Result(status, message, data, wait);
	}

}
