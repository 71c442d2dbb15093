package app.locus.base.ui;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Optional;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.internal.UIInternals;
import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinRequest;
import com.vaadin.flow.server.VaadinResponse;
import com.vaadin.flow.server.VaadinServiceInitListener;
import com.vaadin.flow.server.VaadinSession;
import com.vaadin.flow.server.communication.UidlRequestHandlerWithWriter;

import org.springframework.stereotype.Component;

/**
 * Keeps Vaadin's copy of each UI's last answer compressed. Vaadin holds the last answer
 * per UI until the next request, to send it again if the browser repeats a request whose
 * answer it lost; the answer that opens a page is 50-80 thousand characters of JSON, and
 * a Java string takes two bytes per character as soon as one of them (an arrow or a dash
 * in a grid cell) lies outside Latin-1. So the copy is kept deflated, with such
 * characters written as JSON escapes (the same JSON to the browser), and put back only
 * when the browser does repeat its last request (DD086). The answer sent is untouched.
 * Its handler, which answers every UIDL request, also writes the answers with
 * {@link JacksonChangesWriter} (DD180).
 */
@Component
class CompactResendCopy implements VaadinServiceInitListener {

	private static final ObjectMapper JSON = new ObjectMapper();

	private static final HexFormat HEX = HexFormat.of();

	@Override
	public void serviceInit(ServiceInitEvent event) {
		// Handlers added here run before Vaadin's own, so this one answers every UIDL
		// request.
		event.addRequestHandler(new Handler());
	}

	/** Moves the UI's kept answer into a compressed copy. */
	static void compress(UI ui) {
		UIInternals internals = ui.getInternals();
		String kept = internals.getLastRequestResponse();
		if (kept != null) {
			ComponentUtil.setData(ui, Deflated.class, Deflated.of(latin1(kept)));
			internals.setLastRequestResponse(null);
		}
	}

	/**
	 * Puts the compressed copy back before Vaadin handles a request that repeats the last
	 * one (same message id), so that Vaadin can send it again.
	 */
	static void restoreIfRepeated(UI ui, String body) {
		Deflated copy = ComponentUtil.getData(ui, Deflated.class);
		if (copy != null && messageId(body) == ui.getInternals().getLastProcessedClientToServerId()) {
			ui.getInternals().setLastRequestResponse(copy.text());
		}
	}

	private static int messageId(String body) {
		if (body == null || body.isEmpty()) {
			return -1;
		}
		try {
			return JSON.readTree(body).path("clientId").asInt(-1);
		}
		catch (JsonProcessingException malformed) {
			// Vaadin itself answers a malformed request.
			return -1;
		}
	}

	/**
	 * The JSON text with every character beyond Latin-1 written as a {@code \\uXXXX}
	 * escape; such characters only occur inside JSON strings, where the escape means the
	 * same. The text itself when there is none.
	 */
	static String latin1(String json) {
		int first = firstBeyondLatin1(json);
		if (first < 0) {
			return json;
		}
		StringBuilder escaped = new StringBuilder(json.length() + 64).append(json, 0, first);
		for (int i = first; i < json.length(); i++) {
			char c = json.charAt(i);
			if (c > 0xFF) {
				escaped.append("\\u").append(HEX.toHexDigits(c));
			}
			else {
				escaped.append(c);
			}
		}
		return escaped.toString();
	}

	private static int firstBeyondLatin1(String text) {
		for (int i = 0; i < text.length(); i++) {
			if (text.charAt(i) > 0xFF) {
				return i;
			}
		}
		return -1;
	}

	/** Latin-1 text, deflated. */
	record Deflated(byte[] bytes, int length) implements Serializable {

		static Deflated of(String latin1) {
			byte[] plain = latin1.getBytes(StandardCharsets.ISO_8859_1);
			Deflater deflater = new Deflater(Deflater.BEST_SPEED);
			try {
				deflater.setInput(plain);
				deflater.finish();
				ByteArrayOutputStream out = new ByteArrayOutputStream(plain.length / 4 + 64);
				byte[] buffer = new byte[8192];
				while (!deflater.finished()) {
					out.write(buffer, 0, deflater.deflate(buffer));
				}
				return new Deflated(out.toByteArray(), plain.length);
			}
			finally {
				deflater.end();
			}
		}

		String text() {
			Inflater inflater = new Inflater();
			try {
				inflater.setInput(bytes);
				byte[] plain = new byte[length];
				int read = 0;
				while (read < length && !inflater.finished()) {
					read += inflater.inflate(plain, read, length - read);
				}
				return new String(plain, 0, read, StandardCharsets.ISO_8859_1);
			}
			catch (DataFormatException impossible) {
				throw new IllegalStateException("The kept answer was deflated here", impossible);
			}
			finally {
				inflater.end();
			}
		}

	}

	private static final class Handler extends UidlRequestHandlerWithWriter {

		Handler() {
			super(JacksonChangesWriter::new);
		}

		@Override
		public Optional<ResponseWriter> synchronizedHandleRequest(VaadinSession session, VaadinRequest request,
				VaadinResponse response, String body) throws IOException {
			UI ui = session.getService().findUI(request);
			if (ui != null) {
				restoreIfRepeated(ui, body);
			}
			Optional<ResponseWriter> answer = super.synchronizedHandleRequest(session, request, response, body);
			if (ui != null) {
				compress(ui);
			}
			return answer;
		}

	}

}
