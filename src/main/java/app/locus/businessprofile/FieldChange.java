package app.locus.businessprofile;

/**
 * One field a change touches, in plain words for the person deciding: what it is called,
 * what it holds now and what it will hold.
 */
public record FieldChange(String label, String before, String after) {

	/** Shown for something that does not exist yet (or any more). */
	public static final String NONE = "(none)";

	/** Shown as the value after a deletion. */
	public static final String DELETED = "(deleted)";

	/** Shown for an empty field. */
	public static final String EMPTY = "(empty)";

}
