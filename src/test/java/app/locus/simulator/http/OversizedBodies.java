package app.locus.simulator.http;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;

/**
 * Request bodies over the simulator's limit, sent to a transport on loopback: one only
 * declared (the head says 40 MB, nothing follows), one sent chunked so that its length is
 * known only by reading it.
 */
public final class OversizedBodies {

	/** What the probe of issue 54 sent. */
	public static final long FORTY_MEGABYTES = 40L * 1024 * 1024;

	private static final Duration PATIENCE = Duration.ofSeconds(20);

	private OversizedBodies() {
	}

	/**
	 * Sends only the head of a POST declaring the body length and returns the whole
	 * answer as text: a server that waits for the body does not answer (the read gives up
	 * after 20 s).
	 */
	public static String answerToDeclaredBody(int port, String path, long declaredLength) throws IOException {
		try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
			socket.setSoTimeout((int) PATIENCE.toMillis());
			String head = "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n"
					+ "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: " + declaredLength
					+ "\r\n\r\n";
			socket.getOutputStream().write(head.getBytes(StandardCharsets.ISO_8859_1));
			socket.getOutputStream().flush();
			return readAnswer(socket.getInputStream());
		}
	}

	/** Posts a url-encoded form of about this many bytes, chunked. */
	public static HttpResponse<String> postChunked(URI uri, int bytes) throws IOException, InterruptedException {
		String prefix = "api_key=oversized-body-probe&keyword=";
		byte[] form = (prefix + "a".repeat(bytes - prefix.length())).getBytes(StandardCharsets.US_ASCII);
		HttpRequest request = HttpRequest.newBuilder(uri)
			.timeout(PATIENCE)
			.header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(form)))
			.build();
		return HttpClient.newBuilder()
			.version(HttpClient.Version.HTTP_1_1)
			.build()
			.send(request, HttpResponse.BodyHandlers.ofString());
	}

	/** The status line, head and body of one answer with a Content-Length. */
	private static String readAnswer(InputStream in) throws IOException {
		ByteArrayOutputStream head = new ByteArrayOutputStream();
		while (!head.toString(StandardCharsets.ISO_8859_1).endsWith("\r\n\r\n")) {
			int b = in.read();
			if (b < 0) {
				return head.toString(StandardCharsets.ISO_8859_1);
			}
			head.write(b);
		}
		String text = head.toString(StandardCharsets.ISO_8859_1);
		int length = 0;
		for (String line : text.split("\r\n")) {
			if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
				length = Integer.parseInt(line.substring("content-length:".length()).trim());
			}
		}
		return text + new String(in.readNBytes(length), StandardCharsets.UTF_8);
	}

}
