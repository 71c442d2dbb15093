package app.locus.mail;

/** Where a mail of the outbox stands (DD144). */
public enum MailStatus {

	/** Waiting for the sender's next round. */
	QUEUED,
	/** Taken by the mail server. */
	SENT,
	/**
	 * The last attempt failed; tried again at its next try, or given up when it has none.
	 */
	FAILED,
	/** Kept in the outbox and never sent: no mail server is configured. */
	KEPT

}
