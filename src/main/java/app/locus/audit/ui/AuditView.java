package app.locus.audit.ui;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import app.locus.audit.AuditFilter;
import app.locus.audit.AuditRecord;
import app.locus.audit.AuditTrail;
import app.locus.base.DisplayDates;
import app.locus.base.ui.DateInputs;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.PhoneWidth;
import app.locus.shell.MainLayout;
import app.locus.tenancy.WorkspaceRow;
import app.locus.tenancy.WorkspaceService;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.datepicker.DatePicker;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.value.ValueChangeMode;
import com.vaadin.flow.function.ValueProvider;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.RolesAllowed;

/**
 * The agency's audit trail: every write, who made it and how it ended, filtered by
 * workspace, action, actor and day, and read from the database a page at a time.
 */
@Route(value = AuditNavigation.AUDIT_ROUTE, layout = MainLayout.class)
@PageTitle("Audit trail · Locus")
@RolesAllowed("AGENCY_ADMIN")
class AuditView extends Main {

	private final transient AuditTrail trail;

	private final ComboBox<WorkspaceRow> workspace = new ComboBox<>("Workspace");

	private final ComboBox<String> action = new ComboBox<>("Action");

	private final TextField actor = new TextField("Actor e-mail contains");

	private final DatePicker from = DateInputs.picker("From (UTC)");

	private final DatePicker to = DateInputs.picker("To (UTC)");

	private final Grid<AuditRecord> grid = new DirectRowsGrid<>();

	AuditView(AuditTrail trail, WorkspaceService workspaces) {
		this.trail = trail;
		getStyle().set("padding", "var(--lumo-space-l)");
		List<WorkspaceRow> agencyWorkspaces = workspaces.agencyWorkspaces();
		Map<String, String> workspaceNames = agencyWorkspaces.stream()
			.collect(Collectors.toMap(row -> row.id().value(), WorkspaceRow::name));

		workspace.setId("audit-filter-workspace");
		workspace.setItems(agencyWorkspaces);
		workspace.setItemLabelGenerator(WorkspaceRow::name);
		workspace.setClearButtonVisible(true);
		action.setId("audit-filter-action");
		action.setItems(trail.actions());
		action.setClearButtonVisible(true);
		actor.setId("audit-filter-actor");
		actor.setValueChangeMode(ValueChangeMode.LAZY);
		actor.setClearButtonVisible(true);
		actor.setMaxLength(AuditTrail.FILTER_MAX);
		from.setId("audit-filter-from");
		to.setId("audit-filter-to");
		from.setClearButtonVisible(true);
		to.setClearButtonVisible(true);
		workspace.addValueChangeListener(event -> refresh());
		action.addValueChangeListener(event -> refresh());
		actor.addValueChangeListener(event -> refresh());
		from.addValueChangeListener(event -> refresh());
		to.addValueChangeListener(event -> refresh());
		HorizontalLayout filters = new HorizontalLayout(workspace, action, actor, from, to);
		filters.setAlignItems(FlexComponent.Alignment.BASELINE);
		filters.setWrap(true);

		grid.setId("audit-grid");
		grid.addColumn(row -> DisplayDates.preciseInstant(row.occurredAt()))
			.setHeader("When")
			.setKey("when")
			.setAutoWidth(true);
		ValueProvider<AuditRecord, String> workspaceName = row -> row.workspaceId() == null ? ""
				: workspaceNames.getOrDefault(row.workspaceId(), "");
		GridColumns.text(grid, AuditRecord::actorEmail).setHeader("Who").setKey("actor").setWidth("9em");
		GridColumns.text(grid, workspaceName).setHeader("Workspace").setKey("workspace").setWidth("7em");
		GridColumns.text(grid, AuditRecord::action).setHeader("Action").setKey("action").setWidth("9em");
		GridColumns.text(grid, AuditRecord::target).setHeader("Target").setKey("target");
		grid.addColumn(AuditRecord::outcome).setHeader("Outcome").setKey("outcome").setAutoWidth(true);
		GridColumns.text(grid, AuditRecord::details).setHeader("Details").setKey("details").setFlexGrow(2);
		PhoneWidth.foldColumns(grid, () -> grid
			.addColumn(PhoneWidth.<AuditRecord>folded(AuditRecord::action,
					List.of(row -> DisplayDates.preciseInstant(row.occurredAt()), AuditRecord::actorEmail,
							workspaceName),
					List.of(AuditRecord::target, AuditRecord::outcome, AuditRecord::details)))
			.setHeader("Event")
			.setKey("folded"));
		grid.setPageSize(50);
		grid.setItems(query -> trail.page(filter(), query.getOffset(), query.getLimit()).stream(),
				query -> trail.count(filter()));

		add(new H2("Audit trail"), filters, grid);
	}

	private AuditFilter filter() {
		String actorText = actor.getValue().strip();
		return new AuditFilter(workspace.getOptionalValue().map(WorkspaceRow::id).orElse(null), action.getValue(),
				actorText.isEmpty() ? null : actorText, from.getValue(), to.getValue());
	}

	private void refresh() {
		grid.getDataProvider().refreshAll();
	}

}
