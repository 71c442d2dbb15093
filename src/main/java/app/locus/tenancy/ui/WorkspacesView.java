package app.locus.tenancy.ui;

import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import app.locus.base.i18n.LocaleFormats;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.Notices;
import app.locus.base.ui.PhoneWidth;
import app.locus.base.ui.ServiceCall;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
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
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.RolesAllowed;

/**
 * Agency admins create, rename, archive and restore their agency's workspaces.
 */
@Route(value = TenancyNavigation.WORKSPACES_ROUTE, layout = MainLayout.class)
@RolesAllowed("AGENCY_ADMIN")
class WorkspacesView extends Main implements NamedPage {

	private static final ZoneId UTC = ZoneId.of("UTC");

	private final transient WorkspaceService workspaces;

	private final Grid<WorkspaceRow> grid = new DirectRowsGrid<>();

	private final Button rename = new Button(getTranslation("tenancy.workspaces.rename"));

	private final Button archive = new Button(getTranslation("tenancy.workspaces.archive"));

	private final Button restore = new Button(getTranslation("tenancy.workspaces.restore"));

	private final LocaleFormats formats = LocaleFormats.of(getLocale());

	WorkspacesView(WorkspaceService workspaces) {
		this.workspaces = workspaces;
		getStyle().set("padding", "var(--lumo-space-l)");

		TextField newName = new TextField();
		newName.setId("new-workspace-name");
		newName.setPlaceholder(getTranslation("tenancy.workspaces.new-name"));
		newName.setManualValidation(true);
		newName.setWidth("20em");
		Button create = new Button(getTranslation("tenancy.workspaces.create"), event -> {
			if (ServiceCall.run(Map.of("name", newName), () -> workspaces.create(newName.getValue()))) {
				Notices.success(getTranslation("tenancy.workspaces.created", newName.getValue().strip()));
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
		GridColumns.text(grid, WorkspaceRow::name)
			.setHeader(getTranslation("tenancy.workspaces.name"))
			.setKey("name")
			.setFlexGrow(3);
		grid.addColumn(this::status)
			.setHeader(getTranslation("tenancy.workspaces.column.status"))
			.setKey("status")
			.setAutoWidth(true);
		grid.addColumn(row -> formats.number(row.members()))
			.setHeader(getTranslation("tenancy.workspaces.column.members"))
			.setKey("members")
			.setAutoWidth(true);
		grid.addColumn(this::created)
			.setHeader(getTranslation("tenancy.workspaces.column.created"))
			.setKey("created")
			.setAutoWidth(true);
		PhoneWidth.foldColumns(grid,
				() -> grid
					.addColumn(PhoneWidth.<WorkspaceRow>folded(WorkspaceRow::name,
							List.of(this::status,
									row -> getTranslation("tenancy.workspaces.folded.created", created(row))),
							List.of(row -> getTranslation("tenancy.workspaces.folded.members", row.members()))))
					.setHeader(getTranslation("tenancy.workspaces.column.folded"))
					.setKey("folded"));
		grid.addSelectionListener(event -> showActions(event.getFirstSelectedItem()));

		rename.setId("rename-workspace");
		rename.addClickListener(event -> selected().ifPresent(this::openRename));
		archive.setId("archive-workspace");
		archive.addClickListener(event -> selected().ifPresent(row -> {
			if (ServiceCall.run(() -> workspaces.archive(row.id()))) {
				Notices.success(getTranslation("tenancy.workspaces.archived", row.name()));
				changed();
			}
		}));
		restore.setId("restore-workspace");
		restore.addClickListener(event -> selected().ifPresent(row -> {
			if (ServiceCall.run(() -> workspaces.restore(row.id()))) {
				Notices.success(getTranslation("tenancy.workspaces.restored", row.name()));
				changed();
			}
		}));
		HorizontalLayout actions = new HorizontalLayout(rename, archive, restore);

		add(new H2(getTranslation("tenancy.workspaces.title")), createRow, actions, grid);
		load();
	}

	@Override
	public String pageName() {
		return getTranslation("tenancy.workspaces.title");
	}

	private String status(WorkspaceRow row) {
		return getTranslation(
				row.archived() ? "tenancy.workspaces.status.archived" : "tenancy.workspaces.status.active");
	}

	private String created(WorkspaceRow row) {
		return formats.instant(row.createdAt(), UTC);
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
		Dialog dialog = new Dialog(getTranslation("tenancy.workspaces.rename.title"));
		TextField name = new TextField(getTranslation("tenancy.workspaces.name"), row.name(), "");
		name.setId("rename-workspace-name");
		name.setManualValidation(true);
		name.setWidthFull();
		Button save = new Button(getTranslation("common.save"), event -> {
			if (ServiceCall.run(Map.of("name", name), () -> workspaces.rename(row.id(), name.getValue()))) {
				dialog.close();
				Notices.success(getTranslation("tenancy.workspaces.renamed"));
				changed();
			}
		});
		save.setId("rename-workspace-save");
		save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		dialog.add(name);
		dialog.getFooter().add(new Button(getTranslation("tenancy.cancel"), event -> dialog.close()), save);
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
