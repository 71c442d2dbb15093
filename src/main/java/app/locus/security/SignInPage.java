package app.locus.security;

import com.vaadin.flow.component.Component;

/**
 * The login page, as sign-in needs to know it: its route, the query parameters a failed
 * sign-in comes back with, and the view that shows it. The view is a bean of the security
 * ui, so that sign-in does not depend on the page (which depends on branding, which
 * depends on sign-in).
 */
public interface SignInPage {

	String ROUTE = "login";

	/** A wrong e-mail or password (or any failure that must read like one). */
	String WRONG_PASSWORD = "error";

	/** Sign-in paused; the value is the minutes to wait. */
	String PAUSED = "paused";

	/**
	 * The account must wait before the next attempt; the value is the seconds (DD185).
	 */
	String WAIT = "wait";

	/**
	 * A sign-in through an identity provider refused; the value is a
	 * {@link ProviderRefusal} code.
	 */
	String PROVIDER_REFUSED = "provider";

	/**
	 * The session attribute that keeps the e-mail address a failed sign-in typed, so that
	 * the form shows it again; read once.
	 */
	String TYPED_EMAIL = "locus.signin.typed-email";

	Class<? extends Component> view();

}
