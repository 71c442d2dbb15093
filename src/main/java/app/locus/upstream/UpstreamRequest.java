package app.locus.upstream;

/**
 * One call to the service, without its credential: path below {base_url} (e.g.
 * {@code /v2/run-scan/}), the form fields, and what the call does (which decides retries
 * and timeouts). Knowledge-base calls are GET with the fields as query parameters; every
 * other call is POST with a form body.
 */
public record UpstreamRequest(Method method, String path, FormBody body, CallKind kind, TimeoutClass timeout) {

	public enum Method {

		GET, POST

	}

	public static UpstreamRequest read(String path, FormBody body) {
		return new UpstreamRequest(Method.POST, path, body, CallKind.READ, TimeoutClass.STANDARD);
	}

	public static UpstreamRequest write(String path, FormBody body) {
		return new UpstreamRequest(Method.POST, path, body, CallKind.WRITE, TimeoutClass.STANDARD);
	}

	public static UpstreamRequest spend(String path, FormBody body, TimeoutClass timeout) {
		return new UpstreamRequest(Method.POST, path, body, CallKind.SPENDS_CREDITS, timeout);
	}

	public UpstreamRequest withTimeout(TimeoutClass newTimeout) {
		return new UpstreamRequest(method, path, body, kind, newTimeout);
	}

}
