package app.locus.base.ui;

import java.time.Duration;
import java.time.Instant;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.UIDetachedException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.core.task.AsyncTaskExecutor;
import org.springframework.core.task.TaskRejectedException;
import org.springframework.scheduling.TaskScheduler;
import org.springframework.scheduling.concurrent.ThreadPoolTaskExecutor;
import org.springframework.scheduling.concurrent.ThreadPoolTaskScheduler;
import org.springframework.security.core.context.SecurityContextHolderStrategy;
import org.springframework.security.scheduling.DelegatingSecurityContextTaskScheduler;
import org.springframework.security.task.DelegatingSecurityContextAsyncTaskExecutor;
import org.springframework.stereotype.Component;

/**
 * Runs slow service calls (the ones that wait for the scanning service) off the UI
 * thread, as the signed-in person, and hands the result back to the page through push
 * ({@code UI.access}). A page that closed in the meantime simply gets nothing. The one
 * way views run work in the background (DD116): Spring's thread pools with a bounded
 * queue, wrapped by Spring Security so that each task carries the security context of the
 * thread that started it, read and written through the application's
 * {@link SecurityContextHolderStrategy} (Vaadin's, which is not the one a pool built
 * before it would capture).
 */
@Component
public class Background implements DisposableBean {

	static final int QUEUE_CAPACITY = 200;

	private static final Logger log = LoggerFactory.getLogger(Background.class);

	/**
	 * Long enough for a call that is waiting for the service to end and record itself.
	 */
	private static final int SHUTDOWN_WAIT_SECONDS = 30;

	private final ThreadPoolTaskExecutor pool = new ThreadPoolTaskExecutor();

	private final ThreadPoolTaskScheduler timer = new ThreadPoolTaskScheduler();

	private final AsyncTaskExecutor workers;

	private final TaskScheduler timers;

	Background(SecurityContextHolderStrategy contexts) {
		pool.setThreadNamePrefix("ui-work-");
		pool.setCorePoolSize(8);
		pool.setMaxPoolSize(16);
		pool.setQueueCapacity(QUEUE_CAPACITY);
		pool.setWaitForTasksToCompleteOnShutdown(true);
		pool.setAwaitTerminationSeconds(SHUTDOWN_WAIT_SECONDS);
		pool.initialize();
		timer.setThreadNamePrefix("ui-timer-");
		timer.setPoolSize(1);
		timer.initialize();
		DelegatingSecurityContextAsyncTaskExecutor asUser = new DelegatingSecurityContextAsyncTaskExecutor(pool);
		asUser.setSecurityContextHolderStrategy(contexts);
		this.workers = asUser;
		this.timers = new DelegatingSecurityContextTaskScheduler(timer);
	}

	/**
	 * Runs {@code work} in the background, then {@code done} with its result (or
	 * {@code failed} with its exception) on the current page's UI.
	 */
	public <T> void run(Supplier<T> work, Consumer<T> done, Consumer<RuntimeException> failed) {
		submit(UI.getCurrent(), work, done, failed);
	}

	/**
	 * Like {@link #run}, for work that tells how far it got: each step it hands to the
	 * consumer it is given reaches {@code progress} on the page as it comes.
	 */
	public <P, T> void runWithProgress(Function<Consumer<P>, T> work, Consumer<P> progress, Consumer<T> done,
			Consumer<RuntimeException> failed) {
		UI ui = UI.getCurrent();
		submit(ui, () -> work.apply(step -> onUi(ui, () -> progress.accept(step))), done, failed);
	}

	/** Like {@link #run} after {@code delay}. */
	public <T> void runLater(Duration delay, Supplier<T> work, Consumer<T> done, Consumer<RuntimeException> failed) {
		UI ui = UI.getCurrent();
		timers.schedule(() -> submit(ui, work, done, failed), Instant.now().plus(delay));
	}

	private <T> void submit(UI ui, Supplier<T> work, Consumer<T> done, Consumer<RuntimeException> failed) {
		try {
			workers.execute(() -> {
				T result;
				try {
					result = work.get();
				}
				catch (RuntimeException ex) {
					onUi(ui, () -> failed.accept(ex));
					return;
				}
				onUi(ui, () -> done.accept(result));
			});
		}
		catch (TaskRejectedException ex) {
			log.warn("Background work refused: {} tasks are waiting already", QUEUE_CAPACITY, ex);
			onUi(ui, () -> failed.accept(new BusyException()));
		}
	}

	private static void onUi(UI ui, Runnable task) {
		if (ui == null) {
			return;
		}
		try {
			ui.access(task::run);
		}
		catch (UIDetachedException ex) {
			log.debug("The page closed before its background work finished", ex);
		}
	}

	@Override
	public void destroy() {
		timer.shutdown();
		pool.shutdown();
	}

}
