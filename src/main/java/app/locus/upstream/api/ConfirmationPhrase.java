package app.locus.upstream.api;

import org.jspecify.annotations.Nullable;
import org.springframework.lang.Contract;

/**
 * The phrases a person must type before a destructive business-profile write; the service
 * matches them ignoring case and surrounding whitespace and refuses the write otherwise
 * (GBP_CONFIRMATION_REQUIRED).
 */
public enum ConfirmationPhrase {

	DELETE_POST, DELETE_MEDIA, DELETE_LINK, DELETE_REPLY, SET_ATTRIBUTES, REPLACE_SERVICES, CLOSED_PERMANENTLY;

	/** The exact phrase to show the person, e.g. {@code DELETE_POST}. */
	public String phrase() {
		return name();
	}

	/**
	 * Whether the typed text is this phrase, ignoring case and surrounding whitespace.
	 */
	@Contract("null -> false")
	public boolean matches(@Nullable String typed) {
		return typed != null && typed.strip().equalsIgnoreCase(name());
	}

	/** What the person typed for this phrase, to hand to the write. */
	public Confirmation typed(String text) {
		return new Confirmation(this, text);
	}

}
