package app.locus.reviewinbox;

/** Where the owner's reply to a review stands. */
public enum ReplyState {

	/** No reply on the profile and none waiting. */
	UNANSWERED,
	/**
	 * A reply from the inbox waits for the client's approval; nothing is published yet.
	 */
	AWAITING_APPROVAL,
	/** The profile shows a reply. */
	ANSWERED

}
