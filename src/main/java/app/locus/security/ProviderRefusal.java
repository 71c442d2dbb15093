package app.locus.security;

/**
 * Why a sign-in through an agency's identity provider was refused, as the login page
 * explains it. {@link #ACCOUNT} covers every case that could tell whether an address
 * belongs to some agency (no account, disabled, another agency's account), so they read
 * alike (DD071).
 */
public enum ProviderRefusal {

	/** No active account of this agency has the provider's e-mail address. */
	ACCOUNT("signin.refused.account"),

	/** The provider's e-mail address is not in one of the agency's allowed domains. */
	DOMAIN("signin.refused.domain"),

	/** The provider did not vouch for the e-mail address. */
	UNVERIFIED("signin.refused.unverified"),

	/** The provider could not be reached or answered with an error. */
	FAILED("signin.refused.failed");

	private final String messageKey;

	ProviderRefusal(String messageKey) {
		this.messageKey = messageKey;
	}

	/** The code in the login page's query, {@code ?provider=<code>}. */
	public String code() {
		return name().toLowerCase(java.util.Locale.ROOT);
	}

	/** The key of what the login page says, in the sign-in page's text bundle. */
	public String messageKey() {
		return messageKey;
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
