package app.locus.businessprofile.ui;

import java.util.List;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.PhoneWidth;
import app.locus.businessprofile.BusinessProfileService;
import app.locus.businessprofile.ClientApprovalService;
import app.locus.locations.SavedLocation;
import app.locus.security.CurrentUser;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;

/** The workspace's locations linked to a business profile; a row opens its editor. */
@Route(value = GbpNavigation.LOCATIONS_ROUTE, layout = MainLayout.class)
@PermitAll
class GbpLocationsView extends Main implements BeforeEnterObserver, NamedPage {

	private static final String PLACE_ID = "place-id";

	private final transient BusinessProfileService service;

	private final Grid<SavedLocation> grid = new DirectRowsGrid<>();

	private final Paragraph empty = new Paragraph(getTranslation("gbp.locations.empty"));

	private final transient ClientApprovalService approvals;

	private final transient CurrentUser currentUser;

	/** Whether the person is the agency's (sees place ids). */
	private boolean staff;

	private final Checkbox requireApproval = new Checkbox(getTranslation("gbp.locations.require-approval"));

	private final Checkbox lowStarApproval = new Checkbox();

	GbpLocationsView(BusinessProfileService service, ClientApprovalService approvals, CurrentUser currentUser) {
		this.service = service;
		this.approvals = approvals;
		this.currentUser = currentUser;
		requireApproval.setId("require-approval");
		requireApproval.setVisible(false);
		lowStarApproval.setId("low-star-reply-approval");
		lowStarApproval.setLabel(getTranslation("reviewinbox.lowStarApproval"));
		lowStarApproval.setVisible(false);
		getStyle().set("padding", "var(--lumo-space-l)");
		grid.setId("gbp-locations");
		GridColumns.text(grid, SavedLocation::name).setHeader(getTranslation("gbp.locations.column.location"));
		GridColumns.text(grid, SavedLocation::address).setHeader(getTranslation("gbp.locations.column.address"));
		GridColumns.text(grid, SavedLocation::placeId)
			.setHeader(getTranslation("gbp.locations.column.place-id"))
			.setKey(PLACE_ID);
		PhoneWidth.foldColumns(grid,
				() -> grid
					.addColumn(PhoneWidth.<SavedLocation>folded(SavedLocation::name, List.of(SavedLocation::address),
							List.of(location -> staff ? location.placeId() : "")))
					.setHeader(getTranslation("gbp.locations.column.location"))
					.setKey("folded"));
		grid.setAllRowsVisible(true);
		empty.setId("gbp-locations-empty");
		add(new H2(getTranslation("gbp.locations.title")), requireApproval, lowStarApproval, empty, grid);
	}

	@Override
	public String pageName() {
		return getTranslation("gbp.locations.title");
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		WorkspaceId workspace = WorkspaceId
			.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		// a place id is the agency's working data, never a client's (DD198)
		staff = currentUser.require().role() != Role.CLIENT_VIEWER;
		GridColumns.keepOnlyIf(grid, PLACE_ID, staff);
		if (currentUser.require().role() == Role.AGENCY_ADMIN) {
			requireApproval.setValue(approvals.requiresApproval(workspace));
			requireApproval.setVisible(true);
			requireApproval
				.addValueChangeListener(change -> approvals.setRequiresApproval(workspace, change.getValue()));
			lowStarApproval.setValue(approvals.lowStarRepliesNeedApproval(workspace));
			lowStarApproval.setVisible(true);
			lowStarApproval.addValueChangeListener(
					change -> approvals.setLowStarRepliesNeedApproval(workspace, change.getValue()));
		}
		var linked = service.linkedLocations(workspace);
		grid.setItems(linked);
		empty.setVisible(linked.isEmpty());
		grid.addItemClickListener(click -> click.getSource()
			.getUI()
			.ifPresent(ui -> ui.navigate("w/" + workspace.value() + "/gbp/" + click.getItem().placeId())));
	}

}
