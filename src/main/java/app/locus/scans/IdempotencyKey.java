package app.locus.scans;

import java.util.regex.Pattern;

import app.locus.base.ValidationException;
import org.jspecify.annotations.Nullable;

/**
 * The caller's name for one intended scan (an {@code Idempotency-Key} header): sending
 * the same key again, after a timeout or a crash, answers with the scan it already
 * started instead of spending again. Printable ASCII without spaces, 8 to 64 characters,
 * so that a UUID or a ULID fits and a typo such as an empty header does not.
 */
public record IdempotencyKey(String value) {

	public static final String FIELD = "idempotencyKey";

	private static final Pattern FORM = Pattern.compile("[!-~]{8,64}");

	public IdempotencyKey {
		if (!FORM.matcher(value).matches()) {
			throw ValidationException.of(FIELD,
					"An Idempotency-Key is 8 to 64 printable characters without spaces, such as a UUID.");
		}
	}

	/** The key a caller sent, which must be there. */
	public static IdempotencyKey required(@Nullable String value) {
		if (value == null || value.isBlank()) {
			throw ValidationException.of(FIELD,
					"A request that spends credits needs an Idempotency-Key header, such as a new UUID for each scan.");
		}
		return new IdempotencyKey(value.strip());
	}

}
