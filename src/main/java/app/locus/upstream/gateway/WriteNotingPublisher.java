package app.locus.upstream.gateway;

import java.net.http.HttpRequest;
import java.nio.ByteBuffer;
import java.util.concurrent.Flow;
import java.util.function.LongConsumer;

/**
 * A request body that tells when the HTTP client starts writing it: that moment, not the
 * hand-over to the client, is when the request leaves for the service (DD030).
 */
final class WriteNotingPublisher implements HttpRequest.BodyPublisher {

	private final HttpRequest.BodyPublisher body;

	private final LongConsumer onWrite;

	WriteNotingPublisher(HttpRequest.BodyPublisher body, LongConsumer onWrite) {
		this.body = body;
		this.onWrite = onWrite;
	}

	@Override
	public long contentLength() {
		return body.contentLength();
	}

	@Override
	public void subscribe(Flow.Subscriber<? super ByteBuffer> subscriber) {
		onWrite.accept(System.nanoTime());
		body.subscribe(subscriber);
	}

}
