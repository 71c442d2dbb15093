package app.locus.simulator.web;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import app.locus.simulator.Simulator;
import app.locus.simulator.http.BodyLimit;
import app.locus.simulator.http.FormCodec;
import app.locus.simulator.http.SimExchange;
import app.locus.simulator.http.SimRequest;
import app.locus.simulator.http.SimResponse;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/**
 * Serves {@code /sim/**} from the simulator. Faults that need the socket are approximated
 * as far as the servlet API allows: a reset or a truncated body becomes a response that
 * declares more body than it sends and closes the connection; a hang holds the request
 * until the simulator closes (at most {@link #HANG_LIMIT}). For exact socket behaviour
 * use the standalone {@code SimulatorServer}.
 */
class SimulatorFilter extends HttpFilter {

	static final Duration HANG_LIMIT = Duration.ofMinutes(2);

	private final transient Simulator simulator;

	private final String mount;

	SimulatorFilter(Simulator simulator, String mount) {
		this.simulator = simulator;
		this.mount = mount;
	}

	@Override
	protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws IOException, ServletException {
		long arrivedAt = simulator.nanoTime();
		String path = request.getRequestURI().substring(request.getContextPath().length());
		if (!path.equals(mount) && !path.startsWith(mount + "/")) {
			chain.doFilter(request, response);
			return;
		}
		String target = path.substring(mount.length())
				+ (request.getQueryString() == null ? "" : "?" + request.getQueryString());
		Map<String, String> headers = new LinkedHashMap<>();
		Collections.list(request.getHeaderNames()).forEach(name -> headers.put(name, request.getHeader(name)));
		String base = request.getRequestURL().toString();
		String baseUrl = base.substring(0, base.length() - request.getRequestURI().length()) + request.getContextPath()
				+ mount;
		byte[] body;
		try {
			body = body(request);
		}
		catch (BodyLimit.TooLargeException ex) {
			refuse(response);
			return;
		}
		SimExchange exchange = simulator
			.handle(SimRequest.of(request.getMethod(), target, headers, body, baseUrl, arrivedAt));
		try {
			pause(exchange.delay());
			deliver(exchange, response);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}

	private void deliver(SimExchange exchange, HttpServletResponse response) throws IOException, InterruptedException {
		SimResponse answer = exchange.response();
		switch (exchange.delivery().mode()) {
			case HANG -> {
				simulator.awaitClose(HANG_LIMIT);
				cutShort(response, null);
			}
			case RESET -> cutShort(response, null);
			case TRUNCATE -> cutShort(response, answer);
			case DRIP -> {
				head(answer, response);
				OutputStream out = response.getOutputStream();
				byte[] body = answer.body();
				int chunk = exchange.delivery().chunkBytes();
				for (int offset = 0; offset < body.length; offset += chunk) {
					out.write(body, offset, Math.min(chunk, body.length - offset));
					out.flush();
					pause(exchange.delivery().pause());
				}
			}
			default -> {
				head(answer, response);
				response.getOutputStream().write(answer.body());
			}
		}
	}

	/** Declares a full body, sends half (or none) of it and closes the connection. */
	private static void cutShort(HttpServletResponse response, SimResponse answer) throws IOException {
		byte[] body = answer == null ? new byte[0] : answer.body();
		response.setStatus(answer == null ? 200 : answer.status());
		response.setHeader("Connection", "close");
		response.setContentType("application/json");
		response.setContentLength(Math.max(body.length, 64));
		response.getOutputStream().write(Arrays.copyOf(body, body.length / 2));
		response.flushBuffer();
	}

	/**
	 * Answers 413 at once: Tomcat then drops what is left of the body (up to its swallow
	 * limit) and closes the connection.
	 */
	private static void refuse(HttpServletResponse response) throws IOException {
		SimResponse refusal = BodyLimit.refusal();
		head(refusal, response);
		response.setHeader("Connection", "close");
		response.getOutputStream().write(refusal.body());
		response.flushBuffer();
	}

	private static void head(SimResponse answer, HttpServletResponse response) {
		response.setStatus(answer.status());
		answer.headers().forEach(response::setHeader);
		response.setContentLength(answer.body().length);
	}

	/**
	 * The raw body, refused over the limit; if something upstream already parsed a form
	 * body, its fields are rebuilt from the request parameters.
	 */
	private static byte[] body(HttpServletRequest request) throws IOException {
		byte[] body = BodyLimit.read(request.getInputStream(), request.getContentLengthLong());
		String contentType = request.getContentType();
		if (body.length == 0 && contentType != null
				&& contentType.toLowerCase(Locale.ROOT).startsWith("application/x-www-form-urlencoded")) {
			List<Map.Entry<String, String>> fields = new ArrayList<>();
			List<Map.Entry<String, String>> query = FormCodec.decode(request.getQueryString());
			request.getParameterMap().forEach((name, values) -> {
				for (String value : values) {
					if (!query.contains(Map.entry(name, value))) {
						fields.add(Map.entry(name, value));
					}
				}
			});
			return FormCodec.encode(fields).getBytes(StandardCharsets.UTF_8);
		}
		return body;
	}

	private static void pause(Duration duration) throws InterruptedException {
		if (duration != null && !duration.isZero() && !duration.isNegative()) {
			Thread.sleep(duration.toMillis());
		}
	}

}
