package app.locus.base.mail;

/**
 * Sends mail for every feature (DD144): the message is put in the outbox in the caller's
 * transaction, so it leaves only if the caller's work is committed, and a background
 * sender delivers it over SMTP, retrying with back-off. Without a mail server
 * ({@code spring.mail.host} unset) the message is kept in the outbox, where an agency
 * admin can read it, and callers that carry a link show it instead (DD108). The
 * implementation lives in the {@code mail} feature, which may read the agency's branding.
 */
public interface Mailer {

	/**
	 * Puts the message in the outbox, From the agency's name.
	 * @return whether it will be sent or is only kept
	 */
	Delivery send(OutgoingMail mail);

	/** Whether a mail server is configured, so that mails are sent at all. */
	boolean configured();

	/** What becomes of a message given to {@link #send}. */
	enum Delivery {

		/** Queued for the mail server. */
		QUEUED,
		/** Kept in the outbox only: no mail server is configured. */
		KEPT;

		public boolean willBeSent() {
			return this == QUEUED;
		}

	}

}
