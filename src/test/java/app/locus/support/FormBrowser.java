package app.locus.support;

import java.io.IOException;
import java.net.CookieManager;
import java.net.HttpCookie;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/**
 * A cookie-keeping client of one app on loopback that posts the login form and does not
 * follow redirects, like one browser tab.
 */
public final class FormBrowser {

	private final CookieManager cookies = new CookieManager();

	private final HttpClient client = HttpClient.newBuilder()
		.cookieHandler(cookies)
		.followRedirects(HttpClient.Redirect.NEVER)
		.build();

	private final String app;

	/**
	 * @param port the app's port on localhost
	 */
	public FormBrowser(int port) {
		this.app = "http://localhost:" + port;
	}

	/**
	 * Opens the login page and posts its form with the page's CSRF token; whether a page
	 * behind sign-in then opens.
	 */
	public boolean signIn(String email, String password) throws IOException, InterruptedException {
		String loginPage = client
			.send(HttpRequest.newBuilder(URI.create(app + "/login")).GET().build(),
					HttpResponse.BodyHandlers.ofString())
			.body();
		client.send(HttpRequest.newBuilder(URI.create(app + "/login"))
			.header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers.ofString(LoginForm.body(loginPage, email, password)))
			.build(), HttpResponse.BodyHandlers.discarding());
		return signedIn();
	}

	/** Whether a path that needs a session answers instead of sending to the login. */
	public boolean signedIn() throws IOException, InterruptedException {
		return client
			.send(HttpRequest.newBuilder(URI.create(app + LoginForm.SIGNED_IN_PAGE)).GET().build(),
					HttpResponse.BodyHandlers.discarding())
			.statusCode() == 200;
	}

	/** The session cookie's value, null before the first session. */
	public String sessionId() {
		return cookies.getCookieStore()
			.getCookies()
			.stream()
			.filter(cookie -> cookie.getName().equals("JSESSIONID"))
			.map(HttpCookie::getValue)
			.findFirst()
			.orElse(null);
	}

}
