package app.locus.upstream.credentials;

import java.util.Map;

import app.locus.base.ValidationException;

/**
 * A key that was about to be saved could not be checked with the service (unreachable,
 * busy, an error of its own); it was not stored (DD117).
 */
public final class KeyNotCheckedException extends ValidationException {

	KeyNotCheckedException(String what) {
		super(Map.of("secret", "This key could not be checked with the service (\"" + what
				+ "\"), so it was not saved. Try again in a moment."));
	}

}
