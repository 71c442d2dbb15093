package app.locus.security;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.servlet.http.HttpSession;
import jakarta.servlet.http.HttpSessionEvent;
import jakarta.servlet.http.HttpSessionIdListener;
import jakarta.servlet.http.HttpSessionListener;

import org.springframework.stereotype.Component;

/**
 * The HTTP sessions open on this node (Spring Boot registers this listener with the
 * servlet container), so that {@link SessionSweeper} can end them between requests.
 */
@Component
class LiveSessions implements HttpSessionListener, HttpSessionIdListener {

	private final Map<String, HttpSession> sessions = new ConcurrentHashMap<>();

	@Override
	public void sessionCreated(HttpSessionEvent event) {
		sessions.put(event.getSession().getId(), event.getSession());
	}

	@Override
	public void sessionDestroyed(HttpSessionEvent event) {
		sessions.remove(event.getSession().getId());
	}

	@Override
	public void sessionIdChanged(HttpSessionEvent event, String oldSessionId) {
		sessions.remove(oldSessionId);
		sessions.put(event.getSession().getId(), event.getSession());
	}

	Collection<HttpSession> all() {
		return List.copyOf(sessions.values());
	}

	void forget(HttpSession session) {
		sessions.remove(session.getId());
	}

}
