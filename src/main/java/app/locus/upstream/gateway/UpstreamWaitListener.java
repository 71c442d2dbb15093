package app.locus.upstream.gateway;

/**
 * Hears that a call made on the current thread waits for the service, so a view can show
 * "waiting for the service…" instead of a frozen button. Bound to a thread with
 * {@link UpstreamWaitNotices#listen}; called on that thread, so a view must hand the news
 * to its UI with {@code UI.access}.
 */
public interface UpstreamWaitListener {

	/** The call has to wait before it is sent (again). */
	void waiting(WaitReason reason);

	/** The wait is over; the call is on its way to the service. */
	void sending();

	/** Why a call waits. */
	enum WaitReason {

		/** Its turn in the account's rate limit has not come yet (queue). */
		QUEUED,
		/** The service answered 429; the gateway waits as asked and tries again. */
		SERVICE_BUSY,
		/**
		 * A read failed (network, timeout, 5xx); the gateway waits 1, 2 or 4 s and
		 * retries.
		 */
		RETRYING

	}

}
