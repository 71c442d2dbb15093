package app.locus.perf;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import app.locus.support.LoginForm;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * One person's browser session, spoken in Vaadin Flow's own protocol over HTTP instead of
 * a browser: the sign-in form (with Spring's CSRF token), the UI's init request and the
 * UIDL round trips a click on a navigation entry sends. Each round trip makes the server
 * do exactly what it does for a browser (route, build the view, run its queries, answer
 * with the changes), so the heap it keeps and the time it takes are the real ones; only
 * the JavaScript rendering is missing, which the server never sees.
 */
public final class FlowHttpSession {

	private static final ObjectMapper JSON = new ObjectMapper();

	static final Pattern WORKSPACE_IN_ANSWER = Pattern.compile("w/([a-z0-9]{26})/");

	private static final String UIDL_PREFIX = "for(;;);";

	private final HttpClient http;

	private final String base;

	private String cookie;

	private int uiId;

	private String securityKey;

	private int syncId;

	private int clientId;

	private int historyIndex;

	public FlowHttpSession(HttpClient http, String base) {
		this.http = http;
		this.base = base;
	}

	/** A client for many sessions; each session keeps its own cookie. */
	public static HttpClient sharedClient() {
		return HttpClient.newBuilder()
			.followRedirects(HttpClient.Redirect.NEVER)
			.connectTimeout(Duration.ofSeconds(10))
			.build();
	}

	/** Signs in through the login form, as the browser posts it. */
	public void signIn(String email, String password) throws IOException, InterruptedException {
		HttpResponse<String> login = send(HttpRequest.newBuilder(uri("/login")).GET());
		String form = LoginForm.body(login.body(), email, password);
		HttpResponse<String> posted = send(HttpRequest.newBuilder(uri("/login"))
			.header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers.ofString(form)));
		String location = posted.headers().firstValue("Location").orElse("");
		if (posted.statusCode() != 302 || location.contains("error")) {
			throw new IllegalStateException("Sign-in of " + email + " failed: " + posted.statusCode() + " " + location);
		}
	}

	/**
	 * Opens the app at {@code route} the way the browser does after loading the page: the
	 * init request creates the UI, then the client router asks the server to navigate.
	 * Returns the workspace the server routed to, if any.
	 */
	String open(String route) throws IOException, InterruptedException {
		Matcher workspace = WORKSPACE_IN_ANSWER.matcher(navigateAfterInit(route));
		return workspace.find() ? workspace.group(1) : null;
	}

	/** Like {@link #open}, returning the server's answer to the navigation. */
	public String navigateAfterInit(String route) throws IOException, InterruptedException {
		HttpResponse<String> init = send(
				HttpRequest.newBuilder(uri("/?v-r=init&location=" + encode(route) + "&query=")).GET());
		JsonNode config = JSON.readTree(init.body()).path("appConfig");
		uiId = config.path("v-uiId").asInt();
		securityKey = config.path("uidl").path("Vaadin-Security-Key").asText();
		syncId = config.path("uidl").path("syncId").asInt();
		clientId = 0;
		return navigate(route);
	}

	/**
	 * One server round trip: a click on a navigation entry of the open UI. Returns the
	 * server's answer (the UIDL changes).
	 */
	public String navigate(String route) throws IOException, InterruptedException {
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
	 * Ends the session the way the sign-out menu does (Spring's logout, CSRF included).
	 */
	void signOut() throws IOException, InterruptedException {
		HttpResponse<String> page = send(HttpRequest.newBuilder(uri("/")).GET());
		send(HttpRequest.newBuilder(uri("/logout"))
			.header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers.ofString("_csrf=" + encode(LoginForm.token(page.body())))));
	}

	private String uidl(List<JsonNode> rpc) throws IOException, InterruptedException {
		ObjectNode body = JSON.createObjectNode().put("csrfToken", securityKey);
		body.putArray("rpc").addAll(rpc);
		body.put("syncId", syncId).put("clientId", clientId);
		HttpResponse<String> response = send(HttpRequest.newBuilder(uri("/?v-r=uidl&v-uiId=" + uiId))
			.header("Content-Type", "application/json; charset=UTF-8")
			.POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body))));
		String text = response.body();
		if (response.statusCode() != 200 || !text.startsWith(UIDL_PREFIX)) {
			throw new IllegalStateException("UIDL answer " + response.statusCode() + ": " + abbreviate(text));
		}
		JsonNode answer = JSON.readTree(text.substring(UIDL_PREFIX.length())).get(0);
		if (answer.has("meta") && (answer.path("meta").has("sessionExpired") || answer.path("meta").has("appError"))) {
			throw new IllegalStateException("UIDL answer: " + abbreviate(text));
		}
		syncId = answer.path("syncId").asInt(syncId);
		clientId = answer.path("clientId").asInt(clientId + 1);
		return text;
	}

	private HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
		if (cookie != null) {
			request.header("Cookie", cookie);
		}
		HttpResponse<String> response = http.send(request.timeout(Duration.ofSeconds(60)).build(),
				HttpResponse.BodyHandlers.ofString());
		for (String set : response.headers().allValues("Set-Cookie")) {
			if (set.startsWith("JSESSIONID=")) {
				cookie = set.substring(0, set.indexOf(';'));
			}
		}
		return response;
	}

	private URI uri(String path) {
		return URI.create(base + path);
	}

	private static String encode(String value) {
		return URLEncoder.encode(value, StandardCharsets.UTF_8);
	}

	private static String abbreviate(String text) {
		return text.length() > 300 ? text.substring(0, 300) + "…" : text;
	}

	/** Whether a UIDL answer attached an element with this id (the view was built). */
	public static boolean attaches(String answer, String elementId) {
		return answer.contains("\"value\":\"" + elementId + "\"");
	}

}
