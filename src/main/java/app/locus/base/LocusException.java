package app.locus.base;

/**
 * Base of the typed errors services throw; the message is safe to show to the person.
 */
public abstract class LocusException extends RuntimeException {

	protected LocusException(String message) {
		super(message);
	}

	protected LocusException(String message, Throwable cause) {
		super(message, cause);
	}

}
