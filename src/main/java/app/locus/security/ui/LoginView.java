package app.locus.security.ui;

import java.util.List;
import java.util.Map;

import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.login.LoginForm;
import com.vaadin.flow.component.login.LoginI18n;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import com.vaadin.flow.spring.security.AuthenticationContext;

/**
 * The sign-in page. The form posts to Spring Security; a failed sign-in comes back here
 * with {@value #WRONG_PASSWORD} or {@value #PAUSED}{@code =minutes} in the query.
 */
@Route(LoginView.ROUTE)
@PageTitle("Sign in · Locus")
@AnonymousAllowed
public class LoginView extends Main implements BeforeEnterObserver {

	public static final String ROUTE = "login";

	public static final String WRONG_PASSWORD = "error";

	public static final String PAUSED = "paused";

	private static final int LONGEST_PAUSE_MINUTES = 24 * 60;

	private final LoginForm form = new LoginForm();

	private final transient AuthenticationContext authentication;

	LoginView(AuthenticationContext authentication) {
		this.authentication = authentication;
		LoginI18n i18n = LoginI18n.createDefault();
		i18n.getForm().setTitle("Sign in to Locus");
		i18n.getForm().setUsername("E-mail");
		form.setI18n(i18n);
		form.setId("login-form");
		form.setAction(ROUTE);
		form.setForgotPasswordButtonVisible(false);
		getStyle().set("display", "flex").set("justify-content", "center").set("padding", "var(--lumo-space-l)");
		add(form);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		if (authentication.isAuthenticated()) {
			event.forwardTo("");
			return;
		}
		Map<String, List<String>> query = event.getLocation().getQueryParameters().getParameters();
		if (query.containsKey(PAUSED)) {
			form.showErrorMessage("Sign-in paused",
					"Too many failed sign-in attempts. For your security, sign-in is paused; try again in "
							+ minutes(query.get(PAUSED)) + ".");
		}
		else if (query.containsKey(WRONG_PASSWORD)) {
			form.showErrorMessage("Incorrect e-mail or password",
					"Check that you have entered the right e-mail and password and try again.");
		}
	}

	private static String minutes(List<String> values) {
		int minutes;
		try {
			minutes = Integer.parseInt(values.isEmpty() ? "" : values.get(0));
		}
		catch (NumberFormatException ex) {
			minutes = 0;
		}
		if (minutes < 1 || minutes > LONGEST_PAUSE_MINUTES) {
			return "a few minutes";
		}
		return minutes == 1 ? "1 minute" : minutes + " minutes";
	}

}
