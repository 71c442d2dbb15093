package app.locus.support;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The login form as Vaadin's login component posts it: e-mail, password and the CSRF
 * token that the login page carries in its {@code _csrf} meta tag (DD102).
 */
public final class LoginForm {

	/** A page any signed-in person may open; without a session it sends to the login. */
	public static final String SIGNED_IN_PAGE = "/";

	private static final Pattern TOKEN = Pattern.compile("<meta name=\"_csrf\" content=\"([^\"]+)\"");

	private LoginForm() {
	}

	/** The form body to post to {@code /login}, with the token of this login page. */
	public static String body(String loginPage, String email, String password) {
		return "username=" + encode(email) + "&password=" + encode(password) + "&_csrf=" + encode(token(loginPage));
	}

	public static String token(String page) {
		Matcher matcher = TOKEN.matcher(page);
		if (!matcher.find()) {
			throw new IllegalStateException("No CSRF token in the page");
		}
		return matcher.group(1);
	}

	private static String encode(String value) {
		return URLEncoder.encode(value, StandardCharsets.UTF_8);
	}

}
