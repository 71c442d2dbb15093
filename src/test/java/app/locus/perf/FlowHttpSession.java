package app.locus.perf;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import app.locus.support.LoginForm;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.core5.http.ClassicHttpRequest;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.io.entity.EntityUtils;
import org.apache.hc.core5.http.io.support.ClassicRequestBuilder;
import org.apache.hc.core5.util.TimeValue;
import org.apache.hc.core5.util.Timeout;

/**
 * One person's browser session, spoken in Vaadin Flow's own protocol over HTTP instead of
 * a browser: the sign-in form (with Spring's CSRF token), the UI's init request and the
 * UIDL round trips a click on a navigation entry sends. Each round trip makes the server
 * do exactly what it does for a browser (route, build the view, run its queries, answer
 * with the changes), so the heap it keeps and the time it takes are the real ones; only
 * the JavaScript rendering is missing, which the server never sees.
 * <p>
 * It speaks through Apache HttpClient's blocking client, so an answer is read on the
 * thread that sent the request, and it reads from an answer only the fields the next
 * request needs. With the JDK's {@code HttpClient} and a Jackson tree of every answer it
 * took twice the CPU per round trip, on the cores it shares with the server it measures
 * (DD176).
 */
public final class FlowHttpSession {

	private static final ObjectMapper JSON = new ObjectMapper();

	static final Pattern WORKSPACE_IN_ANSWER = Pattern.compile("w/([a-z0-9]{26})/");

	private static final String UIDL_PREFIX = "for(;;);";

	private static final ContentType FORM = ContentType.create("application/x-www-form-urlencoded",
			StandardCharsets.UTF_8);

	private final CloseableHttpClient http;

	private final String base;

	private String cookie;

	private int uiId;

	private String securityKey;

	private int syncId;

	private int clientId;

	private int historyIndex;

	private Duration heartbeatInterval = Duration.ofMinutes(5);

	public FlowHttpSession(CloseableHttpClient http, String base) {
		this.http = http;
		this.base = base;
	}

	/**
	 * A client for many sessions; each session keeps its own cookie. Connections are kept
	 * and shared; one idle for longer than the server keeps it open is closed first.
	 */
	public static CloseableHttpClient sharedClient() {
		ConnectionConfig connections = ConnectionConfig.custom()
			.setConnectTimeout(Timeout.ofSeconds(10))
			.setSocketTimeout(Timeout.ofSeconds(60))
			.setValidateAfterInactivity(TimeValue.ofSeconds(5))
			.build();
		return HttpClients.custom()
			.setConnectionManager(PoolingHttpClientConnectionManagerBuilder.create()
				.setMaxConnTotal(1024)
				.setMaxConnPerRoute(1024)
				.setDefaultConnectionConfig(connections)
				.build())
			.setDefaultRequestConfig(RequestConfig.custom().setResponseTimeout(Timeout.ofSeconds(60)).build())
			.evictIdleConnections(TimeValue.ofSeconds(10))
			.disableRedirectHandling()
			.disableCookieManagement()
			.disableAutomaticRetries()
			.disableContentCompression()
			.build();
	}

	/** The session cookie, {@code name=value}, once the server has set one. */
	public String cookie() {
		return cookie;
	}

	/** Signs in through the login form, as the browser posts it. */
	public void signIn(String email, String password) throws IOException {
		Answer login = send(ClassicRequestBuilder.get(base + "/login"));
		String form = LoginForm.body(login.body(), email, password);
		Answer posted = send(ClassicRequestBuilder.post(base + "/login").setEntity(form, FORM));
		if (posted.status() != 302 || posted.location().contains("error")) {
			throw new IllegalStateException(
					"Sign-in of " + email + " failed: " + posted.status() + " " + posted.location());
		}
	}

	/**
	 * Opens the app at {@code route} the way the browser does after loading the page: the
	 * init request creates the UI, then the client router asks the server to navigate.
	 * Returns the workspace the server routed to, if any.
	 */
	String open(String route) throws IOException {
		Matcher workspace = WORKSPACE_IN_ANSWER.matcher(navigateAfterInit(route));
		return workspace.find() ? workspace.group(1) : null;
	}

	/** Like {@link #open}, returning the server's answer to the navigation. */
	public String navigateAfterInit(String route) throws IOException {
		Answer init = send(ClassicRequestBuilder.get(base + "/?v-r=init&location=" + encode(route) + "&query="));
		JsonNode config = JSON.readTree(init.body()).path("appConfig");
		uiId = config.path("v-uiId").asInt();
		securityKey = config.path("uidl").path("Vaadin-Security-Key").asText();
		syncId = config.path("uidl").path("syncId").asInt();
		heartbeatInterval = Duration.ofSeconds(config.path("heartbeatInterval").asInt(300));
		clientId = 0;
		return navigate(route);
	}

	/**
	 * One server round trip: a click on a navigation entry of the open UI. Returns the
	 * server's answer (the UIDL changes).
	 */
	public synchronized String navigate(String route) throws IOException {
		ObjectNode data = JSON.createObjectNode()
			.put("route", route)
			.put("query", "")
			.put("appShellTitle", "")
			.put("trigger", "");
		data.putObject("historyState").put("idx", historyIndex++);
		ObjectNode event = JSON.createObjectNode().put("type", "event").put("node", 1).put("event", "ui-navigate");
		event.set("data", data);
		return uidl(List.of(event));
	}

	/**
	 * What an open tab sends every {@link #heartbeatInterval()} whatever the person does:
	 * without it Vaadin closes the UI about three intervals after it was opened, and the
	 * next round trip is answered "session expired" (BENCHMARKS.md, issue 54).
	 */
	public synchronized void heartbeat() throws IOException {
		Answer answer = send(ClassicRequestBuilder.post(base + "/?v-r=heartbeat&v-uiId=" + uiId)
			.setEntity("", ContentType.TEXT_PLAIN));
		if (answer.status() != 200) {
			throw new IllegalStateException("Heartbeat answer " + answer.status() + ": " + abbreviate(answer.body()));
		}
	}

	/** How often the open UI's browser would send a heartbeat (Vaadin's setting). */
	public Duration heartbeatInterval() {
		return heartbeatInterval;
	}

	/**
	 * Ends the session the way the sign-out menu does (Spring's logout, CSRF included).
	 */
	void signOut() throws IOException {
		Answer page = send(ClassicRequestBuilder.get(base + "/"));
		send(ClassicRequestBuilder.post(base + "/logout")
			.setEntity("_csrf=" + encode(LoginForm.token(page.body())), FORM));
	}

	private String uidl(List<JsonNode> rpc) throws IOException {
		ObjectNode body = JSON.createObjectNode().put("csrfToken", securityKey);
		body.putArray("rpc").addAll(rpc);
		body.put("syncId", syncId).put("clientId", clientId);
		Answer response = send(ClassicRequestBuilder.post(base + "/?v-r=uidl&v-uiId=" + uiId)
			.setEntity(JSON.writeValueAsString(body), ContentType.APPLICATION_JSON));
		String text = response.body();
		if (response.status() != 200 || !text.startsWith(UIDL_PREFIX)) {
			throw new IllegalStateException("UIDL answer " + response.status() + ": " + abbreviate(text));
		}
		readCounters(text);
		return text;
	}

	/**
	 * Takes the next request's sync and client ids from an answer, token by token without
	 * building it as a tree, and fails on an answer that ends the session or reports an
	 * error.
	 */
	private void readCounters(String text) throws IOException {
		int nextClientId = clientId + 1;
		try (JsonParser answer = JSON.getFactory().createParser(text.substring(UIDL_PREFIX.length()))) {
			if (answer.nextToken() != JsonToken.START_ARRAY || answer.nextToken() != JsonToken.START_OBJECT) {
				throw new IllegalStateException("UIDL answer is not an array of one object: " + abbreviate(text));
			}
			while (answer.nextToken() == JsonToken.FIELD_NAME) {
				String field = answer.currentName();
				JsonToken value = answer.nextToken();
				if ("syncId".equals(field) && value == JsonToken.VALUE_NUMBER_INT) {
					syncId = answer.getIntValue();
				}
				else if ("clientId".equals(field) && value == JsonToken.VALUE_NUMBER_INT) {
					nextClientId = answer.getIntValue();
				}
				else if ("meta".equals(field)) {
					if (endsTheSession(answer.readValueAsTree())) {
						throw new IllegalStateException("UIDL answer: " + abbreviate(text));
					}
				}
				else {
					answer.skipChildren();
				}
			}
		}
		clientId = nextClientId;
	}

	private static boolean endsTheSession(JsonNode meta) {
		return meta.has("sessionExpired") || meta.has("appError");
	}

	private Answer send(ClassicRequestBuilder request) throws IOException {
		if (cookie != null) {
			request.addHeader("Cookie", cookie);
		}
		ClassicHttpRequest built = request.build();
		Answer answer = http.execute(built, response -> {
			Header location = response.getFirstHeader("Location");
			return new Answer(response.getCode(), location == null ? "" : location.getValue(),
					EntityUtils.toString(response.getEntity(), StandardCharsets.UTF_8),
					response.getHeaders("Set-Cookie"));
		});
		for (Header set : answer.cookies()) {
			if (set.getValue().startsWith("JSESSIONID=")) {
				cookie = set.getValue().substring(0, set.getValue().indexOf(';'));
			}
		}
		return answer;
	}

	private static String encode(String value) {
		return URLEncoder.encode(value, StandardCharsets.UTF_8);
	}

	private static String abbreviate(String text) {
		return text.length() > 300 ? text.substring(0, 300) + "…" : text;
	}

	/** What the driver keeps of an HTTP answer. */
	private record Answer(int status, String location, String body, Header[] cookies) {
	}

	/** Whether a UIDL answer attached an element with this id (the view was built). */
	public static boolean attaches(String answer, String elementId) {
		return answer.contains("\"value\":\"" + elementId + "\"");
	}

}
