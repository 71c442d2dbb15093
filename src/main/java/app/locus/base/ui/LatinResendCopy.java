package app.locus.base.ui;

import java.io.IOException;
import java.util.Optional;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.internal.UIInternals;
import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinRequest;
import com.vaadin.flow.server.VaadinResponse;
import com.vaadin.flow.server.VaadinServiceInitListener;
import com.vaadin.flow.server.VaadinSession;
import com.vaadin.flow.server.communication.UidlRequestHandler;

import org.springframework.stereotype.Component;

/**
 * Keeps Vaadin's copy of each UI's last answer in one byte per character. Vaadin holds
 * the last answer per UI until the next request, to send it again if the browser repeats
 * a request whose answer it lost; a Java string takes two bytes per character as soon as
 * one character lies outside Latin-1 (an arrow or a dash in a grid cell), and the answer
 * that opens a page is 50-80 thousand characters. The copy is kept with those few
 * characters written as JSON escapes: the same JSON to the browser, half the heap
 * (DD086). The answer sent now is untouched.
 */
@Component
class LatinResendCopy implements VaadinServiceInitListener {

	@Override
	public void serviceInit(ServiceInitEvent event) {
		// Handlers added here run before Vaadin's own, so this one answers every UIDL
		// request.
		event.addRequestHandler(new Handler());
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
				escaped.append(String.format("\\u%04x", (int) c));
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

	private static final class Handler extends UidlRequestHandler {

		@Override
		public Optional<ResponseWriter> synchronizedHandleRequest(VaadinSession session, VaadinRequest request,
				VaadinResponse response, String body) throws IOException {
			Optional<ResponseWriter> answer = super.synchronizedHandleRequest(session, request, response, body);
			UI ui = session.getService().findUI(request);
			if (ui != null) {
				UIInternals internals = ui.getInternals();
				String kept = internals.getLastRequestResponse();
				if (kept != null) {
					internals.setLastRequestResponse(latin1(kept));
				}
			}
			return answer;
		}

	}

}
