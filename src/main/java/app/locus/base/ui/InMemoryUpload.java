package app.locus.base.ui;

import java.io.IOException;
import java.io.InputStream;

import com.vaadin.flow.function.SerializableConsumer;
import com.vaadin.flow.server.streams.UploadEvent;
import com.vaadin.flow.server.streams.UploadHandler;

/**
 * Receives an upload into memory, reading at most one byte more than the size limit so
 * that an oversized file is refused (by the service that checks it) without being held in
 * full.
 */
public class InMemoryUpload implements UploadHandler {

	private final int maxBytes;

	private final SerializableConsumer<byte[]> received;

	public InMemoryUpload(int maxBytes, SerializableConsumer<byte[]> received) {
		this.maxBytes = maxBytes;
		this.received = received;
	}

	@Override
	public void handleUploadRequest(UploadEvent event) throws IOException {
		byte[] bytes;
		try (InputStream in = event.getInputStream()) {
			bytes = in.readNBytes(maxBytes + 1);
		}
		event.getUI().access(() -> received.accept(bytes));
	}

	@Override
	public long getFileSizeMax() {
		return maxBytes;
	}

}
