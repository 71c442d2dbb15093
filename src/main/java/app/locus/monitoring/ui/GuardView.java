package app.locus.monitoring.ui;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

import app.locus.base.DisplayDates;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.Background;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.Notices;
import app.locus.base.ui.PhoneWidth;
import app.locus.base.ui.ServiceCall;
import app.locus.locations.SavedLocation;
import app.locus.monitoring.GuardRecord;
import app.locus.monitoring.GuardService;
import app.locus.monitoring.MonitoringService;
import app.locus.security.CurrentUser;
import app.locus.shell.MainLayout;
import app.locus.upstream.api.guard.GuardStatus;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.PermitAll;
import org.jspecify.annotations.Nullable;

/**
 * Profile protection: which locations the service watches, their status (an alert means a
 * watched listing changed) and when they were added and last checked, from the stored
 * records. Managers and admins protect a saved location, pause, resume and remove (with
 * the typed phrase); client viewers see no write controls (DD136).
 */
@Route(value = MonitoringNavigation.GUARD_ROUTE, layout = MainLayout.class)
@PageTitle("Profile guard · Locus")
@PermitAll
class GuardView extends Main implements BeforeEnterObserver {

	private final transient MonitoringService monitoring;

	private final transient CurrentUser currentUser;

	private final Grid<GuardRecord> grid = new DirectRowsGrid<>();

	private final Paragraph empty = new Paragraph(
			"No guard records yet. Protect a saved location below, or set it up at the scanning service; its "
					+ "records appear here after the next sync.");

	private final ComboBox<SavedLocation> toProtect = new ComboBox<>("Location to protect");

	private final Button protect = new Button("Protect", event -> protect());

	private final HorizontalLayout addControls = new HorizontalLayout(toProtect, protect);

	private boolean canWrite;

	private final RefreshButton refresh;

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private transient WorkspaceId workspace;

	private final transient GuardService guards;

	GuardView(MonitoringService monitoring, GuardService guards, Background background, CurrentUser currentUser) {
		this.monitoring = monitoring;
		this.guards = guards;
		this.currentUser = currentUser;
		this.refresh = new RefreshButton(monitoring, background, this::load);
		getStyle().set("padding", "var(--lumo-space-l)");
		grid.setId("guard-grid");
		GridColumns.text(grid, GuardView::name)
			.setHeader("Location")
			.setKey("location")
			.setWidth("10em")
			.setFlexGrow(2);
		GridColumns.text(grid, record -> label(record.status())).setHeader("Status").setKey("status").setWidth("8em");
		GridColumns.text(grid, record -> day(record.dateAdded()))
			.setHeader("Watched since")
			.setKey("added")
			.setWidth("7em");
		GridColumns.text(grid, record -> day(record.dateLast()))
			.setHeader("Last checked")
			.setKey("last")
			.setWidth("7em");
		grid.addColumn(GuardRecord::changes).setHeader("Changes noticed").setKey("changes").setWidth("6em");
		GridColumns.actionColumn(grid, this::actions, "11em").setFlexGrow(0);
		PhoneWidth.foldColumns(grid, () -> grid
			.addColumn(PhoneWidth.<GuardRecord>folded(GuardView::name, List.of(record -> label(record.status())),
					List.of(record -> "Watched since " + day(record.dateAdded()),
							record -> "last checked " + day(record.dateLast()),
							record -> "changes noticed: " + record.changes())))
			.setHeader("Guarded location")
			.setKey("folded"));
		grid.setAllRowsVisible(true);
		empty.setId("guard-empty");
		toProtect.setId("guard-add-location");
		toProtect.setItemLabelGenerator(
				location -> location.name() + (location.address() == null ? "" : " · " + location.address()));
		toProtect.setWidth("28rem");
		protect.setId("guard-add");
		addControls.setAlignItems(FlexComponent.Alignment.BASELINE);
		add(new H2("Profile guard"), refresh, addControls, empty, grid);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		canWrite = currentUser.require().role().canWrite();
		refresh.show(workspace, canWrite);
		addControls.setVisible(canWrite);
		GridColumns.keepOnlyIf(grid, "actions", canWrite);
		load();
	}

	private void load() {
		RefreshButton.show(monitoring.guards(workspace), grid, empty);
		if (canWrite) {
			toProtect.setItems(guards.unguarded(workspace));
			toProtect.clear();
		}
	}

	private void protect() {
		SavedLocation location = toProtect.getValue();
		if (location == null) {
			Notices.error("Choose a saved location to protect.");
			return;
		}
		if (ServiceCall.run(() -> guards.protect(workspace, location.placeId()))) {
			Notices.success(location.name() + " is protected now.");
			load();
		}
	}

	private Component actions(GuardRecord record) {
		String key = record.reportKey();
		Button toggle = record.status() == GuardStatus.PAUSED
				? new Button("Resume", event -> write(() -> guards.resume(workspace, key), "Guard resumed."))
				: new Button("Pause", event -> write(() -> guards.pause(workspace, key), "Guard paused."));
		toggle.setId("guard-toggle-" + key);
		toggle.addThemeVariants(ButtonVariant.LUMO_SMALL);
		Button remove = new Button("Remove", event -> new RemoveGuardDialog(name(record),
				typed -> write(() -> guards.remove(workspace, key, typed), "Guard removed."))
			.open());
		remove.setId("guard-remove-" + key);
		remove.addThemeVariants(ButtonVariant.LUMO_SMALL, ButtonVariant.LUMO_ERROR);
		return GridColumns.actions(toggle, remove);
	}

	private void write(Runnable call, String done) {
		if (ServiceCall.run(call)) {
			Notices.success(done);
			load();
		}
	}

	private static String name(GuardRecord record) {
		String name = record.locationName();
		return name != null ? name : String.valueOf(record.placeId());
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
		return date == null ? "–" : DisplayDates.day(date);
	}

}
