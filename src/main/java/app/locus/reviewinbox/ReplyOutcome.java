package app.locus.reviewinbox;

/** What became of a reply from the inbox, as the business-profile service decided. */
public enum ReplyOutcome {

	/** Published on the profile. */
	SENT,
	/** Kept as a proposal for the client's approval; nothing was published. */
	PROPOSED

}
