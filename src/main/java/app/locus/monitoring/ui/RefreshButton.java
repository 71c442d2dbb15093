package app.locus.monitoring.ui;

import java.util.List;
import java.util.Map;

import app.locus.base.WorkspaceId;
import app.locus.base.ui.Background;
import app.locus.base.ui.Failures;
import app.locus.base.ui.Notices;
import app.locus.monitoring.MonitoringResult;
import app.locus.monitoring.MonitoringService;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;

/**
 * Reads the guard and reviews listings from the service now (interactive lane), off the
 * UI thread, then lets the page reload what was stored. Hidden from client viewers.
 */
class RefreshButton extends Button {

	private final transient MonitoringService monitoring;

	private final transient Background background;

	private final transient Runnable reload;

	@SuppressWarnings("NullAway.Init") // set in show(), before the button is visible
	private transient WorkspaceId workspace;

	RefreshButton(MonitoringService monitoring, Background background, Runnable reload) {
		setText(getTranslation("monitoring.refresh"));
		this.monitoring = monitoring;
		this.background = background;
		this.reload = reload;
		setId("monitoring-refresh");
		addClickListener(event -> refresh());
	}

	void show(WorkspaceId workspace, boolean allowed) {
		this.workspace = workspace;
		setVisible(allowed);
	}

	private void refresh() {
		setEnabled(false);
		setText(getTranslation("monitoring.refresh.busy"));
		WorkspaceId id = workspace;
		background.run(() -> monitoring.refresh(id), this::done, failure -> {
			reset();
			Failures.show(failure, Map.of());
		});
	}

	private void done(MonitoringResult result) {
		reset();
		if (!result.ran()) {
			Notices.success(getTranslation("monitoring.refresh.running"));
		}
		else if (!result.failures().isEmpty()) {
			Notices.error(getTranslation("monitoring.refresh.failed", String.join("; ", result.failures().values())));
		}
		else {
			Notices.success(getTranslation("monitoring.refresh.done", result.guardsStored() + result.reviewsStored()));
		}
		reload.run();
	}

	/** Shows the stored records in the grid, or the placeholder when there are none. */
	static <T> void show(List<T> records, Grid<T> grid, Component placeholder) {
		grid.setItems(records);
		placeholder.setVisible(records.isEmpty());
		grid.setVisible(!records.isEmpty());
	}

	private void reset() {
		setEnabled(true);
		setText(getTranslation("monitoring.refresh"));
	}

}
