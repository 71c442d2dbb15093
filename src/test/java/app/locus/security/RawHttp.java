package app.locus.security;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * Bytes written as they are to the application on loopback, for requests no HTTP client
 * would send; the answer is read until the server closes (at most 20 s).
 */
final class RawHttp {

	private RawHttp() {
	}

	static String exchange(int port, byte[] request) throws IOException {
		try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
			socket.setSoTimeout(20_000);
			socket.getOutputStream().write(request);
			socket.getOutputStream().flush();
			socket.shutdownOutput();
			return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		}
	}

	static String exchange(int port, String request) throws IOException {
		return exchange(port, request.getBytes(StandardCharsets.ISO_8859_1));
	}

}
