package app.locus.aivisibility;

/** How a share compares with the one before it. */
public enum Change {

	/** Higher, beyond the usual variation. */
	ROSE,
	/** Lower, beyond the usual variation. */
	FELL,
	/** Different, but within what repeated answers vary by. */
	WITHIN_NOISE,
	/** Nothing comparable before. */
	NO_EARLIER

}
