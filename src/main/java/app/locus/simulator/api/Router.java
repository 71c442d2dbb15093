package app.locus.simulator.api;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import app.locus.simulator.http.SimRequest;
import app.locus.simulator.http.SimResponse;

/**
 * Maps method and path to an endpoint. Paths are compared without their trailing slash
 * ({@code /v1/reports/} and {@code /v1/reports} are the same); {@code {name}} matches one
 * segment. A method that does not match counts as an unknown path.
 */
public final class Router {

	/** An API endpoint: authenticated, rate limited, answered in the envelope. */
	@FunctionalInterface
	public interface Endpoint {

		Result handle(Call call);

	}

	/**
	 * An endpoint outside the API's conventions (OAuth, static images); answers null for
	 * "not found".
	 */
	@FunctionalInterface
	public interface RawEndpoint {

		SimResponse handle(SimRequest request, Map<String, String> pathVars);

	}

	/** A matched route: either {@code endpoint} or {@code raw} is set. */
	public record Match(Endpoint endpoint, RawEndpoint raw, Map<String, String> pathVars) {

	}

	/**
	 * A route as registered: method, path template ({@code /v1/reports/{key}}) and
	 * whether it is an API endpoint (enveloped, authenticated) rather than a raw one.
	 */
	public record Declared(String method, String template, boolean api) {

	}

	private record Route(String method, String[] segments, Endpoint endpoint, RawEndpoint raw) {

		Declared declared() {
			return new Declared(method, "/" + String.join("/", segments), endpoint != null);
		}

	}

	private final List<Route> routes = new ArrayList<>();

	public void post(String template, Endpoint endpoint) {
		routes.add(new Route("POST", segments(template), endpoint, null));
	}

	public void get(String template, Endpoint endpoint) {
		routes.add(new Route("GET", segments(template), endpoint, null));
	}

	public void raw(String method, String template, RawEndpoint endpoint) {
		routes.add(new Route(method, segments(template), null, endpoint));
	}

	/** Every route, in the order registered. */
	public List<Declared> routes() {
		return routes.stream().map(Route::declared).toList();
	}

	public Optional<Match> match(String method, String path) {
		String[] actual = segments(path);
		for (Route route : routes) {
			if (!route.method.equals(method) || route.segments.length != actual.length) {
				continue;
			}
			Map<String, String> vars = bind(route.segments, actual);
			if (vars != null) {
				return Optional.of(new Match(route.endpoint, route.raw, vars));
			}
		}
		return Optional.empty();
	}

	/** The path without a trailing slash (the root stays "/"). */
	public static String normalize(String path) {
		String p = path == null || path.isEmpty() ? "/" : path;
		while (p.length() > 1 && p.endsWith("/")) {
			p = p.substring(0, p.length() - 1);
		}
		return p.startsWith("/") ? p : "/" + p;
	}

	private static Map<String, String> bind(String[] template, String[] actual) {
		Map<String, String> vars = new LinkedHashMap<>();
		for (int i = 0; i < template.length; i++) {
			String t = template[i];
			if (t.startsWith("{") && t.endsWith("}")) {
				vars.put(t.substring(1, t.length() - 1), decoded(actual[i]));
			}
			else if (!t.equals(actual[i])) {
				return null;
			}
		}
		return vars;
	}

	/** A path segment without its percent-encoding (a plus stays a plus). */
	private static String decoded(String segment) {
		try {
			return URLDecoder.decode(segment.replace("+", "%2B"), StandardCharsets.UTF_8);
		}
		catch (IllegalArgumentException ex) {
			return segment;
		}
	}

	private static String[] segments(String path) {
		String p = normalize(path);
		return p.equals("/") ? new String[0] : p.substring(1).split("/");
	}

}
