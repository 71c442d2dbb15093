package app.locus.perf;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;

/**
 * Signed-in sessions of the demo's people against a running app, opened on the page the
 * benchmarks measure: the manager on the report gallery of Blue Bottle Bakery, the client
 * viewer on the page it lands on (its dashboard).
 */
final class DemoSessions {

	/** Who signs in, and where the session is opened. */
	enum Kind {

		MANAGER_ON_GALLERY("manager@northwind.test", "northwind-manager-1"),

		CLIENT_ON_DASHBOARD("client@bluebottle.test", "bluebottle-client-1");

		final String email;

		final String password;

		Kind(String email, String password) {
			this.email = email;
			this.password = password;
		}

	}

	/**
	 * The kind of the {@code index}th session of a benchmark: two managers to a client.
	 */
	static Kind ofMix(int index) {
		return index % 3 == 2 ? Kind.CLIENT_ON_DASHBOARD : Kind.MANAGER_ON_GALLERY;
	}

	private final CloseableHttpClient http;

	private final String base;

	private final String workspace;

	DemoSessions(CloseableHttpClient http, String base) throws Exception {
		this.http = http;
		this.base = base;
		FlowHttpSession probe = new FlowHttpSession(http, base);
		probe.signIn(Kind.MANAGER_ON_GALLERY.email, Kind.MANAGER_ON_GALLERY.password);
		this.workspace = probe.open("");
		probe.signOut();
		if (workspace == null) {
			throw new IllegalStateException("The manager was not routed to a workspace");
		}
	}

	/** The gallery route of the manager's first workspace. */
	String galleryRoute() {
		return "w/" + workspace + "/reports";
	}

	/** The dashboard route of the same workspace. */
	String dashboardRoute() {
		return "w/" + workspace + "/dashboard";
	}

	/**
	 * One signed-in session with its page open; fails unless the server built that page.
	 */
	FlowHttpSession open(Kind kind) throws Exception {
		FlowHttpSession session = new FlowHttpSession(http, base);
		session.signIn(kind.email, kind.password);
		openPage(kind, session);
		return session;
	}

	/** The server's answer that opened the page of one session, signed out again. */
	String openingAnswer(Kind kind) throws Exception {
		FlowHttpSession session = new FlowHttpSession(http, base);
		session.signIn(kind.email, kind.password);
		String answer = openPage(kind, session);
		session.signOut();
		return answer;
	}

	private String openPage(Kind kind, FlowHttpSession session) throws Exception {
		if (kind == Kind.MANAGER_ON_GALLERY) {
			String answer = session.navigateAfterInit(galleryRoute());
			if (!FlowHttpSession.attaches(answer, "gallery")) {
				throw new IllegalStateException("The gallery was not built");
			}
			return answer;
		}
		String answer = session.navigateAfterInit("");
		if (!FlowHttpSession.WORKSPACE_IN_ANSWER.matcher(answer).find()) {
			throw new IllegalStateException("The client was not routed to its workspace");
		}
		return answer;
	}

	/** Opens {@code count} sessions of a kind, a few at a time. */
	List<FlowHttpSession> open(Kind kind, int count) throws Exception {
		ExecutorService pool = Executors.newFixedThreadPool(4);
		try {
			List<Future<FlowHttpSession>> opened = new ArrayList<>();
			for (int i = 0; i < count; i++) {
				opened.add(pool.submit(() -> open(kind)));
			}
			List<FlowHttpSession> sessions = new ArrayList<>();
			for (Future<FlowHttpSession> session : opened) {
				sessions.add(session.get());
			}
			return sessions;
		}
		finally {
			pool.shutdownNow();
		}
	}

	/** Signs every session out, which ends its HTTP and Vaadin session. */
	static void signOut(List<FlowHttpSession> sessions) throws Exception {
		for (FlowHttpSession session : sessions) {
			session.signOut();
		}
	}

}
