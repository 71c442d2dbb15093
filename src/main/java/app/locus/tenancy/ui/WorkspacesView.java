package app.locus.tenancy.ui;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import app.locus.base.DisplayDates;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.Notices;
import app.locus.base.ui.PhoneWidth;
import app.locus.base.ui.ServiceCall;
import app.locus.shell.MainLayout;
import app.locus.shell.ShellChanged;
import app.locus.tenancy.WorkspaceRow;
import app.locus.tenancy.WorkspaceService;
import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.RolesAllowed;

/**
 * Agency admins create, rename, archive and restore their agency's workspaces.
 */
@Route(value = TenancyNavigation.WORKSPACES_ROUTE, layout = MainLayout.class)
@PageTitle("Workspaces · Locus")
@RolesAllowed("AGENCY_ADMIN")
class WorkspacesView extends Main {

	private final transient WorkspaceService workspaces;

	private final Grid<WorkspaceRow> grid = new DirectRowsGrid<>();

	private final Button rename = new Button("Rename…");

	private final Button archive = new Button("Archive");

	private final Button restore = new Button("Restore");

	WorkspacesView(WorkspaceService workspaces) {
		this.workspaces = workspaces;
		getStyle().set("padding", "var(--lumo-space-l)");

		TextField newName = new TextField();
		newName.setId("new-workspace-name");
		newName.setPlaceholder("New workspace name");
		newName.setManualValidation(true);
		newName.setWidth("20em");
		Button create = new Button("Create workspace", event -> {
			if (ServiceCall.run(Map.of("name", newName), () -> workspaces.create(newName.getValue()))) {
				Notices.success("Workspace " + newName.getValue().strip() + " created.");
				newName.clear();
				changed();
			}
		});
		create.setId("create-workspace");
		create.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		create.addClickShortcut(Key.ENTER);
		HorizontalLayout createRow = new HorizontalLayout(newName, create);
		createRow.setAlignItems(FlexComponent.Alignment.BASELINE);

		grid.setId("workspaces-grid");
		GridColumns.text(grid, WorkspaceRow::name).setHeader("Name").setKey("name").setFlexGrow(3);
		grid.addColumn(WorkspacesView::status).setHeader("Status").setKey("status").setAutoWidth(true);
		grid.addColumn(WorkspaceRow::members).setHeader("People assigned").setKey("members").setAutoWidth(true);
		grid.addColumn(WorkspacesView::created).setHeader("Created").setKey("created").setAutoWidth(true);
		PhoneWidth.foldColumns(grid,
				() -> grid
					.addColumn(PhoneWidth.<WorkspaceRow>folded(WorkspaceRow::name,
							List.of(WorkspacesView::status, row -> "created " + created(row)),
							List.of(row -> row.members() + " people assigned")))
					.setHeader("Workspace")
					.setKey("folded"));
		grid.addSelectionListener(event -> showActions(event.getFirstSelectedItem()));

		rename.setId("rename-workspace");
		rename.addClickListener(event -> selected().ifPresent(this::openRename));
		archive.setId("archive-workspace");
		archive.addClickListener(event -> selected().ifPresent(row -> {
			if (ServiceCall.run(() -> workspaces.archive(row.id()))) {
				Notices.success(row.name() + " archived. Nobody can open it until it is restored.");
				changed();
			}
		}));
		restore.setId("restore-workspace");
		restore.addClickListener(event -> selected().ifPresent(row -> {
			if (ServiceCall.run(() -> workspaces.restore(row.id()))) {
				Notices.success(row.name() + " restored.");
				changed();
			}
		}));
		HorizontalLayout actions = new HorizontalLayout(rename, archive, restore);

		add(new H2("Workspaces"), createRow, actions, grid);
		load();
	}

	private static String status(WorkspaceRow row) {
		return row.archived() ? "Archived" : "Active";
	}

	private static String created(WorkspaceRow row) {
		return DisplayDates.instant(row.createdAt());
	}

	private Optional<WorkspaceRow> selected() {
		return grid.getSelectedItems().stream().findFirst();
	}

	private void showActions(Optional<WorkspaceRow> row) {
		rename.setEnabled(row.isPresent());
		archive.setEnabled(row.map(r -> !r.archived()).orElse(false));
		restore.setEnabled(row.map(WorkspaceRow::archived).orElse(false));
	}

	private void openRename(WorkspaceRow row) {
		Dialog dialog = new Dialog("Rename workspace");
		TextField name = new TextField("Name", row.name(), "");
		name.setId("rename-workspace-name");
		name.setManualValidation(true);
		name.setWidthFull();
		Button save = new Button("Save", event -> {
			if (ServiceCall.run(Map.of("name", name), () -> workspaces.rename(row.id(), name.getValue()))) {
				dialog.close();
				Notices.success("Workspace renamed.");
				changed();
			}
		});
		save.setId("rename-workspace-save");
		save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		dialog.add(name);
		dialog.getFooter().add(new Button("Cancel", event -> dialog.close()), save);
		dialog.open();
	}

	private void changed() {
		load();
		ShellChanged.fire();
	}

	private void load() {
		grid.setItems(workspaces.agencyWorkspaces());
		showActions(Optional.empty());
	}

}
