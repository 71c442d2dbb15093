package app.locus.monitoring.ui;

import java.time.LocalDate;
import java.util.List;

import app.locus.base.WorkspaceId;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.i18n.Texts;
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
import app.locus.shell.NamedPage;
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
@PermitAll
class GuardView extends Main implements BeforeEnterObserver, NamedPage {

	private final transient MonitoringService monitoring;

	private final transient CurrentUser currentUser;

	private final Grid<GuardRecord> grid = new DirectRowsGrid<>();

	private final Paragraph empty = new Paragraph(getTranslation("monitoring.guard.empty"));

	private final ComboBox<SavedLocation> toProtect = new ComboBox<>(getTranslation("monitoring.guard.add.label"));

	private final Button protect = new Button(getTranslation("monitoring.guard.add"), event -> protect());

	private final LocaleFormats formats = LocaleFormats.of(getLocale());

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
			.setHeader(getTranslation("monitoring.guard.column.location"))
			.setKey("location")
			.setWidth("10em")
			.setFlexGrow(2);
		GridColumns.text(grid, record -> label(this::getTranslation, record.status()))
			.setHeader(getTranslation("monitoring.guard.column.status"))
			.setKey("status")
			.setWidth("8em");
		GridColumns.text(grid, record -> day(formats, record.dateAdded()))
			.setHeader(getTranslation("monitoring.guard.column.added"))
			.setKey("added")
			.setWidth("7em");
		GridColumns.text(grid, record -> day(formats, record.dateLast()))
			.setHeader(getTranslation("monitoring.guard.column.last"))
			.setKey("last")
			.setWidth("7em");
		grid.addColumn(record -> formats.number(record.changes()))
			.setHeader(getTranslation("monitoring.guard.column.changes"))
			.setKey("changes")
			.setWidth("6em");
		GridColumns.actionColumn(grid, this::actions, "11em").setFlexGrow(0);
		PhoneWidth.foldColumns(grid, () -> grid
			.addColumn(PhoneWidth.<GuardRecord>folded(GuardView::name,
					List.of(record -> label(this::getTranslation, record.status())),
					List.of(record -> getTranslation("monitoring.guard.folded.added", day(formats, record.dateAdded())),
							record -> getTranslation("monitoring.guard.folded.last", day(formats, record.dateLast())),
							record -> getTranslation("monitoring.guard.folded.changes",
									formats.number(record.changes())))))
			.setHeader(getTranslation("monitoring.guard.column.folded"))
			.setKey("folded"));
		grid.setAllRowsVisible(true);
		empty.setId("guard-empty");
		toProtect.setId("guard-add-location");
		toProtect.setItemLabelGenerator(location -> location.address() == null ? location.name()
				: getTranslation("monitoring.guard.add.item", location.name(), location.address()));
		toProtect.setWidth("28rem");
		protect.setId("guard-add");
		addControls.setAlignItems(FlexComponent.Alignment.BASELINE);
		add(new H2(getTranslation("monitoring.guard.title")), refresh, addControls, empty, grid);
	}

	@Override
	public String pageName() {
		return getTranslation("monitoring.guard.title");
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
			Notices.error(getTranslation("monitoring.guard.add.none"));
			return;
		}
		if (ServiceCall.run(() -> guards.protect(workspace, location.placeId()))) {
			Notices.success(getTranslation("monitoring.guard.added", location.name()));
			load();
		}
	}

	private Component actions(GuardRecord record) {
		String key = record.reportKey();
		Button toggle = record.status() == GuardStatus.PAUSED
				? new Button(getTranslation("monitoring.guard.resume"),
						event -> write(() -> guards.resume(workspace, key), "monitoring.guard.resumed"))
				: new Button(getTranslation("monitoring.guard.pause"),
						event -> write(() -> guards.pause(workspace, key), "monitoring.guard.paused"));
		toggle.setId("guard-toggle-" + key);
		toggle.addThemeVariants(ButtonVariant.LUMO_SMALL);
		Button remove = new Button(getTranslation("monitoring.guard.remove"),
				event -> new RemoveGuardDialog(name(record),
						typed -> write(() -> guards.remove(workspace, key, typed), "monitoring.guard.removed"))
					.open());
		remove.setId("guard-remove-" + key);
		remove.addThemeVariants(ButtonVariant.LUMO_SMALL, ButtonVariant.LUMO_ERROR);
		return GridColumns.actions(toggle, remove);
	}

	/**
	 * Runs the call and, when the service took it, says so with the text of
	 * {@code doneKey}.
	 */
	private void write(Runnable call, String doneKey) {
		if (ServiceCall.run(call)) {
			Notices.success(getTranslation(doneKey));
			load();
		}
	}

	private static String name(GuardRecord record) {
		String name = record.locationName();
		return name != null ? name : String.valueOf(record.placeId());
	}

	static String label(Texts texts, @Nullable GuardStatus status) {
		if (status == null) {
			return texts.text("monitoring.guard.status.unknown");
		}
		return switch (status) {
			case ACTIVE, PROTECTED -> texts.text("monitoring.guard.status.watching");
			case PAUSED -> texts.text("monitoring.guard.status.paused");
			case ALERT -> texts.text("monitoring.guard.status.alert");
		};
	}

	/** A day as the reader writes it, or the dash when the service did not say. */
	static String day(LocaleFormats formats, @Nullable LocalDate date) {
		return date == null ? LocaleFormats.NO_FIGURE : formats.day(date);
	}

}
