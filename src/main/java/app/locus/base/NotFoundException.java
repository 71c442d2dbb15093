package app.locus.base;

/**
 * Something does not exist, or the current user may not know that it exists: both answer
 * the same way, so that no page or service becomes an oracle for other tenants' data.
 */
public class NotFoundException extends LocusException {

	public NotFoundException(String kind) {
		super("No such " + kind + ".");
	}

}
