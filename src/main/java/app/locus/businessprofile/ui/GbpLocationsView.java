package app.locus.businessprofile.ui;

import app.locus.base.WorkspaceId;
import app.locus.base.ui.MainLayout;
import app.locus.businessprofile.BusinessProfileService;
import app.locus.locations.SavedLocation;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;

/** The workspace's locations linked to a business profile; a row opens its editor. */
@Route(value = GbpNavigation.LOCATIONS_ROUTE, layout = MainLayout.class)
@PageTitle("Business profiles · Locus")
@PermitAll
class GbpLocationsView extends Main implements BeforeEnterObserver {

	private final transient BusinessProfileService service;

	private final Grid<SavedLocation> grid = new Grid<>();

	private final Paragraph empty = new Paragraph(
			"No saved location of this workspace is linked to a business profile yet.");

	GbpLocationsView(BusinessProfileService service) {
		this.service = service;
		getStyle().set("padding", "var(--lumo-space-l)");
		grid.setId("gbp-locations");
		grid.addColumn(SavedLocation::name).setHeader("Location");
		grid.addColumn(SavedLocation::address).setHeader("Address");
		grid.addColumn(SavedLocation::placeId).setHeader("Place id");
		grid.setAllRowsVisible(true);
		empty.setId("gbp-locations-empty");
		add(new H2("Business profiles"), empty, grid);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		WorkspaceId workspace = WorkspaceId
			.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		var linked = service.linkedLocations(workspace);
		grid.setItems(linked);
		empty.setVisible(linked.isEmpty());
		grid.addItemClickListener(click -> click.getSource()
			.getUI()
			.ifPresent(ui -> ui.navigate("w/" + workspace.value() + "/gbp/" + click.getItem().placeId())));
	}

}
