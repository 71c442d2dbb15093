package app.locus.security;

/**
 * Why a sign-in through an agency's identity provider was refused, as the login page
 * explains it. {@link #ACCOUNT} covers every case that could tell whether an address
 * belongs to some agency (no account, disabled, another agency's account), so they read
 * alike (DD071).
 */
public enum ProviderRefusal {

	/** No active account of this agency has the provider's e-mail address. */
	ACCOUNT("No active account here has this e-mail address. Ask your agency's admin to add you."),

	/** The provider's e-mail address is not in one of the agency's allowed domains. */
	DOMAIN("This agency accepts sign-in through its provider only for addresses at its own domains."),

	/** The provider did not vouch for the e-mail address. */
	UNVERIFIED("The identity provider has not verified this e-mail address."),

	/** The provider could not be reached or answered with an error. */
	FAILED("Sign-in with the identity provider did not work. Try again, or sign in with your password.");

	private final String message;

	ProviderRefusal(String message) {
		this.message = message;
	}

	/** The code in the login page's query, {@code ?provider=<code>}. */
	public String code() {
		return name().toLowerCase(java.util.Locale.ROOT);
	}

	/** What the login page says. */
	public String message() {
		return message;
	}

	/**
	 * The refusal named by a login page query value; {@link #FAILED} for anything else.
	 */
	public static ProviderRefusal ofCode(String code) {
		for (ProviderRefusal refusal : values()) {
			if (refusal.code().equals(code)) {
				return refusal;
			}
		}
		return FAILED;
	}

}
