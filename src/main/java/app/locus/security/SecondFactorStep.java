package app.locus.security;

import org.jspecify.annotations.Nullable;

/**
 * What a person must still do after a correct password before they are signed in, and the
 * page where they do it.
 */
public enum SecondFactorStep {

	/** Nothing: the password signs them in. */
	NONE(null),
	/** Enter a code of their authenticator app, or a recovery code. */
	CODE("sign-in/code"),
	/**
	 * Set up an authenticator app first: their agency requires a second factor and they
	 * have none yet.
	 */
	ENROL("sign-in/two-factor-setup");

	/** Where a code typed on either page is posted. */
	public static final String CODE_POST_PATH = "/sign-in/code";

	/** The query parameter of a refused code. */
	public static final String REFUSED = "error";

	/** The query parameter of a paused check; its value is the minutes to wait. */
	public static final String PAUSED = "paused";

	/** The request parameter that carries the typed code. */
	public static final String CODE_PARAMETER = "code";

	private final @Nullable String route;

	SecondFactorStep(@Nullable String route) {
		this.route = route;
	}

	/** The route of the page of this step (without a leading slash). */
	public @Nullable String route() {
		return route;
	}

}
