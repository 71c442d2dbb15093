package app.locus.monitoring.ui;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

import app.locus.base.WorkspaceId;
import app.locus.base.ui.Background;
import app.locus.monitoring.GuardRecord;
import app.locus.monitoring.MonitoringService;
import app.locus.security.CurrentUser;
import app.locus.shell.MainLayout;
import app.locus.upstream.api.guard.GuardStatus;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.PermitAll;
import org.jspecify.annotations.Nullable;

/**
 * Profile protection: which locations the service watches, their status (an alert means a
 * watched listing changed) and when they were added and last checked. From the stored
 * records.
 */
@Route(value = MonitoringNavigation.GUARD_ROUTE, layout = MainLayout.class)
@PageTitle("Profile guard · Locus")
@PermitAll
class GuardView extends Main implements BeforeEnterObserver {

	static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("d MMM yyyy", Locale.ENGLISH);

	private final transient MonitoringService monitoring;

	private final transient CurrentUser currentUser;

	private final Grid<GuardRecord> grid = new Grid<>();

	private final Paragraph empty = new Paragraph(
			"No guard records yet. Profile protection is set up at the scanning service; its records appear here "
					+ "after the next sync.");

	private final RefreshButton refresh;

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private transient WorkspaceId workspace;

	GuardView(MonitoringService monitoring, Background background, CurrentUser currentUser) {
		this.monitoring = monitoring;
		this.currentUser = currentUser;
		this.refresh = new RefreshButton(monitoring, background, this::load);
		getStyle().set("padding", "var(--lumo-space-l)");
		grid.setId("guard-grid");
		grid.addColumn(record -> record.locationName() == null ? record.placeId() : record.locationName())
			.setHeader("Location")
			.setKey("location")
			.setFlexGrow(2);
		grid.addColumn(record -> label(record.status())).setHeader("Status").setKey("status");
		grid.addColumn(record -> day(record.dateAdded())).setHeader("Watched since").setKey("added");
		grid.addColumn(record -> day(record.dateLast())).setHeader("Last checked").setKey("last");
		grid.addColumn(GuardRecord::changes).setHeader("Changes noticed").setKey("changes");
		grid.setAllRowsVisible(true);
		empty.setId("guard-empty");
		add(new H2("Profile guard"), refresh, empty, grid);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		refresh.show(workspace, currentUser.require().role().canWrite());
		load();
	}

	private void load() {
		RefreshButton.show(monitoring.guards(workspace), grid, empty);
	}

	static String label(@Nullable GuardStatus status) {
		if (status == null) {
			return "Unknown";
		}
		return switch (status) {
			case ACTIVE, PROTECTED -> "Watching";
			case PAUSED -> "Paused";
			case ALERT -> "Alert: the listing changed";
		};
	}

	static String day(@Nullable LocalDate date) {
		return date == null ? "–" : DAY.format(date);
	}

}
