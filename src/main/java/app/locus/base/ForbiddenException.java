package app.locus.base;

/**
 * The current user may see the thing but may not do this to it (for example a client
 * viewer trying to write).
 */
public class ForbiddenException extends LocusException {

	public ForbiddenException(String message) {
		super(message);
	}

}
