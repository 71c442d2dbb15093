package app.locus.base.ui;

import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Supplier;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.UIDetachedException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Component;

/**
 * Runs slow service calls (the ones that wait for the scanning service) off the UI
 * thread, as the signed-in person, and hands the result back to the page through push. A
 * page that closed in the meantime simply gets nothing.
 */
@Component
public class Background implements DisposableBean {

	private static final Logger log = LoggerFactory.getLogger(Background.class);

	private final ExecutorService workers = Executors.newFixedThreadPool(4, threads("ui-work"));

	private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(threads("ui-timer"));

	/**
	 * Runs {@code work} in the background, then {@code done} with its result (or
	 * {@code failed} with its exception) on the current page's UI.
	 */
	public <T> void run(Supplier<T> work, Consumer<T> done, Consumer<RuntimeException> failed) {
		UI ui = UI.getCurrent();
		Authentication person = SecurityContextHolder.getContext().getAuthentication();
		workers.execute(() -> {
			SecurityContext context = SecurityContextHolder.createEmptyContext();
			context.setAuthentication(person);
			SecurityContextHolder.setContext(context);
			try {
				T result = work.get();
				onUi(ui, () -> done.accept(result));
			}
			catch (RuntimeException ex) {
				onUi(ui, () -> failed.accept(ex));
			}
			finally {
				SecurityContextHolder.clearContext();
			}
		});
	}

	/** Like {@link #run} after {@code delay}. */
	public <T> void runLater(Duration delay, Supplier<T> work, Consumer<T> done, Consumer<RuntimeException> failed) {
		UI ui = UI.getCurrent();
		Authentication person = SecurityContextHolder.getContext().getAuthentication();
		Runnable start = () -> {
			SecurityContext context = SecurityContextHolder.createEmptyContext();
			context.setAuthentication(person);
			SecurityContextHolder.setContext(context);
			UI.setCurrent(ui);
			try {
				run(work, done, failed);
			}
			finally {
				UI.setCurrent(null);
				SecurityContextHolder.clearContext();
			}
		};
		timer.schedule(start, delay.toMillis(), TimeUnit.MILLISECONDS);
	}

	private static void onUi(UI ui, Runnable task) {
		if (ui == null) {
			return;
		}
		try {
			ui.access(task::run);
		}
		catch (UIDetachedException ex) {
			log.debug("The page closed before its background work finished");
		}
	}

	@Override
	public void destroy() {
		timer.shutdownNow();
		workers.shutdownNow();
	}

	private static ThreadFactory threads(String name) {
		AtomicInteger count = new AtomicInteger();
		return task -> {
			Thread thread = new Thread(task, name + "-" + count.incrementAndGet());
			thread.setDaemon(true);
			return thread;
		};
	}

}
