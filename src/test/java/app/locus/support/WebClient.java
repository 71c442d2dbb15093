package app.locus.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/**
 * A cookie-keeping HTTP client of the app under test on loopback that, like a browser
 * tab, does not follow redirects, and sends paths exactly as written (encoded, doubled or
 * dotted segments included).
 */
public final class WebClient {

	private final int port;

	private final HttpClient client = HttpClient.newBuilder()
		.cookieHandler(new CookieManager())
		.followRedirects(HttpClient.Redirect.NEVER)
		.build();

	public WebClient(int port) {
		this.port = port;
	}

	/** Signs in through the login form, CSRF token included; whether it worked. */
	public boolean signIn(String email, String password) {
		String loginPage = get("/login").body();
		post("/login", LoginForm.body(loginPage, email, password));
		return get(LoginForm.SIGNED_IN_PAGE).statusCode() == 200;
	}

	public HttpResponse<String> get(String path) {
		return send(HttpRequest.newBuilder(uri(path)).GET().build());
	}

	public HttpResponse<String> post(String path, String form) {
		return send(HttpRequest.newBuilder(uri(path))
			.header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers.ofString(form))
			.build());
	}

	private HttpResponse<String> send(HttpRequest request) {
		try {
			return client.send(request, HttpResponse.BodyHandlers.ofString());
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

	private URI uri(String path) {
		return URI.create("http://localhost:" + port + path);
	}

}
