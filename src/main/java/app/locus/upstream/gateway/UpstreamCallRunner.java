package app.locus.upstream.gateway;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import jakarta.annotation.PreDestroy;

import org.springframework.security.concurrent.DelegatingSecurityContextExecutorService;
import org.springframework.stereotype.Component;

/**
 * Runs a view's call to the service off the UI thread: on a small pool of its own, as the
 * signed-in user (the security context travels with the task), telling {@code listener}
 * when the call waits for the service. The view applies the result with
 * {@code UI.access}.
 */
@Component
public class UpstreamCallRunner {

	private static final int THREADS = 16;

	private final ExecutorService pool;

	private final ExecutorService executor;

	UpstreamCallRunner() {
		AtomicInteger counter = new AtomicInteger();
		this.pool = Executors.newFixedThreadPool(THREADS, runnable -> {
			Thread thread = new Thread(runnable, "upstream-call-" + counter.incrementAndGet());
			thread.setDaemon(true);
			return thread;
		});
		this.executor = new DelegatingSecurityContextExecutorService(pool);
	}

	/**
	 * Starts {@code work} in the background with {@code listener} bound to its thread.
	 */
	public <T> CompletableFuture<T> submit(Supplier<T> work, UpstreamWaitListener listener) {
		return CompletableFuture.supplyAsync(() -> {
			try (UpstreamWaitNotices.Scope scope = UpstreamWaitNotices.listen(listener)) {
				return work.get();
			}
		}, executor);
	}

	@PreDestroy
	void shutdown() {
		pool.shutdownNow();
	}

}
