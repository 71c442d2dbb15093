package app.locus.simulator.http;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * Just enough HTTP/1.1 for the standalone simulator: reads a request (Content-Length or
 * chunked body) and writes a response head. Doing it by hand keeps control of the socket
 * for faults such as resets, truncation and slow drip.
 */
final class HttpWire {

	private static final int MAX_HEAD = 64 * 1024;

	/** A request as read from the wire. */
	/**
	 * @param arrivedAtNanos when the request line was read: the moment the service would
	 * count the request
	 */
	record RawRequest(String method, String target, Map<String, String> headers, byte[] body, long arrivedAtNanos) {

		String header(String name) {
			return headers.get(name.toLowerCase(Locale.ROOT));
		}

		boolean wantsClose() {
			return "close".equalsIgnoreCase(header("connection"));
		}

	}

	private HttpWire() {
	}

	/**
	 * Reads the next request; null when the peer closed the connection first.
	 * @throws BodyLimit.TooLargeException when its body is over the limit
	 */
	static RawRequest read(InputStream in, LongSupplier nanoTime) throws IOException {
		String requestLine = line(in);
		while (requestLine != null && requestLine.isEmpty()) {
			requestLine = line(in);
		}
		if (requestLine == null) {
			return null;
		}
		long arrivedAt = nanoTime.getAsLong();
		String[] parts = requestLine.split(" ");
		if (parts.length < 3) {
			throw new IOException("Bad request line");
		}
		Map<String, String> headers = new LinkedHashMap<>();
		int size = requestLine.length();
		for (String line = line(in); line != null && !line.isEmpty(); line = line(in)) {
			size += line.length();
			if (size > MAX_HEAD) {
				throw new IOException("Request head too large");
			}
			int colon = line.indexOf(':');
			if (colon > 0) {
				headers.put(line.substring(0, colon).trim().toLowerCase(Locale.ROOT), line.substring(colon + 1).trim());
			}
		}
		byte[] body;
		if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
			body = chunked(in);
		}
		else {
			long length = headers.containsKey("content-length") ? Long.parseLong(headers.get("content-length")) : 0;
			body = BodyLimit.read(in, Math.max(0, length));
		}
		return new RawRequest(parts[0], parts[1], headers, body, arrivedAt);
	}

	static void writeHead(OutputStream out, int status, Map<String, String> headers, long contentLength, boolean close)
			throws IOException {
		StringBuilder head = new StringBuilder();
		head.append("HTTP/1.1 ").append(status).append(' ').append(reason(status)).append("\r\n");
		headers.forEach((name, value) -> head.append(name).append(": ").append(value).append("\r\n"));
		head.append("Content-Length: ").append(contentLength).append("\r\n");
		head.append("Connection: ").append(close ? "close" : "keep-alive").append("\r\n\r\n");
		out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
	}

	private static byte[] chunked(InputStream in) throws IOException {
		ByteArrayOutputStream body = new ByteArrayOutputStream();
		while (true) {
			String sizeLine = line(in);
			if (sizeLine == null) {
				throw new IOException("Truncated chunked body");
			}
			int size = Integer.parseInt(sizeLine.split(";")[0].trim(), 16);
			if (size == 0) {
				for (String trailer = line(in); trailer != null && !trailer.isEmpty(); trailer = line(in)) {
					// trailers are not used
				}
				return body.toByteArray();
			}
			BodyLimit.refuseOver((long) body.size() + size);
			body.write(in.readNBytes(size));
			line(in);
		}
	}

	private static String line(InputStream in) throws IOException {
		ByteArrayOutputStream line = new ByteArrayOutputStream();
		int b;
		while ((b = in.read()) != -1) {
			if (b == '\n') {
				byte[] bytes = line.toByteArray();
				int length = bytes.length > 0 && bytes[bytes.length - 1] == '\r' ? bytes.length - 1 : bytes.length;
				return new String(bytes, 0, length, StandardCharsets.ISO_8859_1);
			}
			line.write(b);
			if (line.size() > MAX_HEAD) {
				throw new IOException("Line too long");
			}
		}
		return line.size() == 0 ? null : line.toString(StandardCharsets.ISO_8859_1);
	}

	static String reason(int status) {
		return switch (status) {
			case 200 -> "OK";
			case 202 -> "Accepted";
			case 302 -> "Found";
			case 400 -> "Bad Request";
			case 401 -> "Unauthorized";
			case 402 -> "Payment Required";
			case 404 -> "Not Found";
			case 413 -> "Content Too Large";
			case 429 -> "Too Many Requests";
			case 500 -> "Internal Server Error";
			case 502 -> "Bad Gateway";
			case 503 -> "Service Unavailable";
			case 504 -> "Gateway Timeout";
			default -> "Status";
		};
	}

}
