package app.locus.reports;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

import app.locus.base.WorkspaceId;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Tells open pages of a workspace that reports arrived (from the sync, a poll or a first
 * view), so a person who left the scan page still hears that the report is there.
 * Listeners must not block: they run on the thread that stored the reports.
 */
@Component
public class ArrivalFeed {

	private final Map<WorkspaceId, Set<Consumer<ReportsArrived>>> listeners = new ConcurrentHashMap<>();

	/**
	 * Starts telling {@code listener} about the workspace's arrivals.
	 * @return what stops it (call it when the page closes)
	 */
	public Runnable subscribe(WorkspaceId workspace, Consumer<ReportsArrived> listener) {
		listeners.computeIfAbsent(workspace, id -> ConcurrentHashMap.newKeySet()).add(listener);
		return () -> listeners.computeIfPresent(workspace, (id, set) -> {
			set.remove(listener);
			return set.isEmpty() ? null : set;
		});
	}

	@EventListener
	void onReportsArrived(ReportsArrived event) {
		listeners.getOrDefault(event.workspace(), Set.of()).forEach(listener -> listener.accept(event));
	}

}
