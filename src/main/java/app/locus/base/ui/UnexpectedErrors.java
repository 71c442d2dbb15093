package app.locus.base.ui;

import java.util.concurrent.ThreadLocalRandom;

import app.locus.base.LocusException;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the person sees when something fails, wherever it failed (an action, a page that
 * opens, background work; DD118): a typed error of a service (a refusal, an answer of the
 * scanning service) in its own plain words; anything else as "something went wrong" with
 * a short reference, logged once with its stack trace under that reference so that an
 * administrator can find it. Never a stack trace or an exception's class on the page.
 */
public final class UnexpectedErrors {

	private static final Logger log = LoggerFactory.getLogger(UnexpectedErrors.class);

	/** No 0/O or 1/I/L: people read references out over the phone. */
	private static final String ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

	private static final int REFERENCE_LENGTH = 8;

	private static final int CAUSES_SEARCHED = 10;

	private UnexpectedErrors() {
	}

	/**
	 * The message for the person: the typed error's own message, or a new reference after
	 * logging {@code failure} under it.
	 */
	public static String describe(Throwable failure) {
		LocusException typed = typed(failure);
		if (typed != null) {
			return typed.getMessage();
		}
		String reference = reference();
		log.error("Unexpected error, reference {}", reference, failure);
		return "Something went wrong on our side. If it happens again, tell your administrator the reference "
				+ reference + ".";
	}

	/** Shows {@link #describe} in a notification on the current page. */
	public static void show(Throwable failure) {
		Notices.error(describe(failure));
	}

	/**
	 * The typed error a failure is or wraps (frameworks wrap what a listener throws), or
	 * null.
	 */
	static @Nullable LocusException typed(Throwable failure) {
		Throwable cause = failure;
		for (int depth = 0; cause != null && depth < CAUSES_SEARCHED; depth++, cause = cause.getCause()) {
			if (cause instanceof LocusException typed) {
				return typed;
			}
		}
		return null;
	}

	static String reference() {
		StringBuilder reference = new StringBuilder(REFERENCE_LENGTH);
		ThreadLocalRandom random = ThreadLocalRandom.current();
		for (int i = 0; i < REFERENCE_LENGTH; i++) {
			reference.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
		}
		return reference.toString();
	}

}
