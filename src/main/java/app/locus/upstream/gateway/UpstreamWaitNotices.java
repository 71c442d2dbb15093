package app.locus.upstream.gateway;

/**
 * Binds an {@link UpstreamWaitListener} to the current thread for the calls it makes,
 * through any number of layers (view → feature service → typed client → gateway) without
 * changing their signatures.
 *
 * <pre>
 * try (var scope = UpstreamWaitNotices.listen(listener)) {
 * 	scanService.runScan(...);
 * }
 * </pre>
 */
public final class UpstreamWaitNotices {

	private static final UpstreamWaitListener NOBODY = new UpstreamWaitListener() {

		@Override
		public void waiting(WaitReason reason) {
		}

		@Override
		public void sending() {
		}

	};

	private static final ThreadLocal<UpstreamWaitListener> CURRENT = new ThreadLocal<>();

	private UpstreamWaitNotices() {
	}

	/**
	 * Tells {@code listener} about the waits of calls on this thread until the scope
	 * closes.
	 */
	public static Scope listen(UpstreamWaitListener listener) {
		UpstreamWaitListener previous = CURRENT.get();
		CURRENT.set(listener);
		return () -> {
			if (previous == null) {
				CURRENT.remove();
			}
			else {
				CURRENT.set(previous);
			}
		};
	}

	static UpstreamWaitListener current() {
		UpstreamWaitListener listener = CURRENT.get();
		return listener == null ? NOBODY : listener;
	}

	/** Ends a {@link #listen} binding. */
	@FunctionalInterface
	public interface Scope extends AutoCloseable {

		@Override
		void close();

	}

}
