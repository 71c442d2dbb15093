package app.locus.base;

import java.util.Objects;

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

	/**
	 * Never null: typed errors are made with a message for the person; one passed on from
	 * elsewhere without a message is named by its kind.
	 */
	@Override
	public String getMessage() {
		return Objects.requireNonNullElse(super.getMessage(), getClass().getSimpleName());
	}

}
