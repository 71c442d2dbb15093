package app.locus.simulator.http;

import java.io.IOException;
import java.io.InputStream;

/**
 * The largest request body either transport reads: 2 MiB, a hundred times the largest
 * call any client makes, and room for the bad-input sweep's 1 MB values to be recorded
 * when they arrive. A larger body is refused with 413 before it is read when its length
 * is declared, and as soon as it goes over the limit when it is not, the way the web
 * server in front of the service would, so that nobody can have {@code /sim} hold or echo
 * tens of megabytes (DD187).
 */
public final class BodyLimit {

	public static final int MAX_BYTES = 2 * 1024 * 1024;

	private BodyLimit() {
	}

	/** A request body over {@link #MAX_BYTES}. */
	public static final class TooLargeException extends IOException {

		private static final long serialVersionUID = 1L;

		TooLargeException() {
			super("Request body over " + MAX_BYTES + " bytes");
		}

	}

	/**
	 * Reads a body of the declared length, or to its end when the length is unknown
	 * (negative).
	 * @throws TooLargeException before reading anything when the declared length is over
	 * the limit, else after reading one byte more than the limit
	 */
	public static byte[] read(InputStream in, long declaredLength) throws IOException {
		refuseOver(declaredLength);
		byte[] body = in.readNBytes(declaredLength < 0 ? MAX_BYTES + 1 : (int) declaredLength);
		refuseOver(body.length);
		return body;
	}

	/**
	 * @throws TooLargeException when a body of this many bytes is over the limit
	 */
	static void refuseOver(long bytes) throws TooLargeException {
		if (bytes > MAX_BYTES) {
			throw new TooLargeException();
		}
	}

	/** What the front server answers a body over the limit: not the API's envelope. */
	public static SimResponse refusal() {
		return SimResponse.text(413, "text/plain; charset=utf-8",
				"Request body larger than " + MAX_BYTES / (1024 * 1024) + " MiB\n");
	}

}
