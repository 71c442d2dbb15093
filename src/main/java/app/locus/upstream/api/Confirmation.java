package app.locus.upstream.api;

import java.util.Objects;

import app.locus.upstream.UpstreamException;

/**
 * The text a person typed to confirm one destructive write. The client checks it before
 * the gateway is called, so a mistyped phrase never reaches the service.
 */
public record Confirmation(ConfirmationPhrase phrase, String typed) {

	public Confirmation {
		Objects.requireNonNull(phrase, "phrase");
	}

	/**
	 * The value to send as {@code confirm}: what was typed, trimmed (the service checks
	 * it again).
	 * @param given the person's confirmation; null counts as nothing typed
	 * @throws IllegalArgumentException when it confirms another kind of write (a
	 * programming error)
	 * @throws UpstreamException.ConfirmationRequired when the typed text does not match,
	 * the same error the service would give
	 */
	public static String check(Confirmation given, ConfirmationPhrase expected) {
		if (given != null && given.phrase() != expected) {
			throw new IllegalArgumentException("This write needs " + expected + ", not " + given.phrase());
		}
		if (given == null || !expected.matches(given.typed())) {
			throw new UpstreamException.ConfirmationRequired(
					"Type " + expected.phrase() + " to confirm; nothing was changed.");
		}
		return given.typed().strip();
	}

}
