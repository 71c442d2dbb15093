package app.locus.security;

import java.time.Instant;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpSession;
import org.jspecify.annotations.Nullable;

/**
 * When the person last did something in a session. Vaadin's heartbeat (sent by every open
 * tab, used or not) and the push channel's own requests keep the HTTP session alive but
 * are no activity; every other request is (with WEBSOCKET_XHR push each action of the
 * person is an HTTP request, DD022).
 */
final class SessionActivity {

	private static final String ATTRIBUTE = SessionActivity.class.getName();

	private static final String VAADIN_REQUEST_TYPE = "v-r";

	private SessionActivity() {
	}

	static boolean isActivity(HttpServletRequest request) {
		String type = request.getParameter(VAADIN_REQUEST_TYPE);
		return !"heartbeat".equals(type) && !"push".equals(type);
	}

	static void record(HttpSession session, Instant at) {
		session.setAttribute(ATTRIBUTE, at);
	}

	static @Nullable Instant last(HttpSession session) {
		return session.getAttribute(ATTRIBUTE) instanceof Instant instant ? instant : null;
	}

}
