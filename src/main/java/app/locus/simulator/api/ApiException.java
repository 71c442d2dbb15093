package app.locus.simulator.api;

/**
 * An error answer in the service's envelope: HTTP status, {@code code_desc} (null is
 * written as {@code false}) and message.
 */
public class ApiException extends RuntimeException {

	private final int status;

	private final String codeDesc;

	public ApiException(int status, String codeDesc, String message) {
		super(message);
		this.status = status;
		this.codeDesc = codeDesc;
	}

	public static ApiException badRequest(String message) {
		return new ApiException(400, "Bad Request", message);
	}

	public static ApiException badRequest(String codeDesc, String message) {
		return new ApiException(400, codeDesc, message);
	}

	public static ApiException missing(String field) {
		return badRequest("Missing required parameter: " + field);
	}

	public static ApiException invalid(String field, String rule) {
		return badRequest("Invalid parameter " + field + ": " + rule);
	}

	public static ApiException unauthorized() {
		return new ApiException(401, "Unauthorized", "Invalid or missing API key");
	}

	public static ApiException insufficientCredits(long needed, long balance) {
		return new ApiException(402, null,
				"Insufficient credits: this needs " + needed + " credits, the balance is " + balance);
	}

	public static ApiException notFound(String message) {
		return new ApiException(404, "Not Found", message);
	}

	public int status() {
		return status;
	}

	public String codeDesc() {
		return codeDesc;
	}

}
