package app.locus.upstream.credentials.ui;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import app.locus.upstream.credentials.PendingAuthorization;

import com.vaadin.flow.server.VaadinSession;
import org.jspecify.annotations.Nullable;

/**
 * The OAuth authorizations a person started in this session, by {@code state}, kept on
 * the server until the service sends them back (DD034). Each is taken out once; a handful
 * at most (a person who starts again leaves the older ones to expire).
 */
final class PendingAuthorizations {

	static final String ATTRIBUTE = PendingAuthorizations.class.getName();

	private static final int MAX_KEPT = 5;

	private PendingAuthorizations() {
	}

	static void keep(VaadinSession session, PendingAuthorization pending) {
		Map<String, PendingAuthorization> kept = kept(session);
		kept.put(pending.state(), pending);
		while (kept.size() > MAX_KEPT) {
			kept.remove(kept.keySet().iterator().next());
		}
	}

	static Optional<PendingAuthorization> take(VaadinSession session, @Nullable String state) {
		return state == null ? Optional.empty() : Optional.ofNullable(kept(session).remove(state));
	}

	@SuppressWarnings("unchecked")
	private static Map<String, PendingAuthorization> kept(VaadinSession session) {
		Object kept = session.getAttribute(ATTRIBUTE);
		if (kept == null) {
			kept = new LinkedHashMap<String, PendingAuthorization>();
			session.setAttribute(ATTRIBUTE, kept);
		}
		return (Map<String, PendingAuthorization>) kept;
	}

}
