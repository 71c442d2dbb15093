package app.locus.tenancy.ui;

import java.io.IOException;
import java.io.InputStream;

import app.locus.tenancy.BrandingService;
import com.vaadin.flow.function.SerializableConsumer;
import com.vaadin.flow.server.streams.UploadEvent;
import com.vaadin.flow.server.streams.UploadHandler;

/**
 * Receives a logo upload into memory, reading at most one byte more than the size limit
 * so that an oversized file is refused without being held in full.
 */
class LogoUpload implements UploadHandler {

	private final SerializableConsumer<byte[]> received;

	LogoUpload(SerializableConsumer<byte[]> received) {
		this.received = received;
	}

	@Override
	public void handleUploadRequest(UploadEvent event) throws IOException {
		byte[] bytes;
		try (InputStream in = event.getInputStream()) {
			bytes = in.readNBytes(BrandingService.MAX_LOGO_BYTES + 1);
		}
		event.getUI().access(() -> received.accept(bytes));
	}

	@Override
	public long getFileSizeMax() {
		return BrandingService.MAX_LOGO_BYTES;
	}

}
