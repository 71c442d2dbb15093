package app.locus.tenancy.ui;

import app.locus.base.WorkspaceId;
import app.locus.base.ui.MainLayout;
import app.locus.tenancy.WorkspaceService;
import app.locus.tenancy.query.WorkspaceSummary;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.PermitAll;

/**
 * A workspace's home page. It holds no figures yet: scans, reports and credits arrive
 * with the features that produce them, and the page says so.
 */
@Route(value = TenancyNavigation.DASHBOARD_ROUTE, layout = MainLayout.class)
@PermitAll
class WorkspaceDashboardView extends Main implements BeforeEnterObserver, HasDynamicTitle {

	private final transient WorkspaceService workspaces;

	private final H2 name = new H2();

	WorkspaceDashboardView(WorkspaceService workspaces) {
		this.workspaces = workspaces;
		name.setId("workspace-name");
		Paragraph placeholder = new Paragraph("Scans, reports and credits for this workspace will appear here as "
				+ "those features are added to Locus. Nothing is missing from your workspace: "
				+ "this dashboard simply has no content yet.");
		placeholder.setId("dashboard-placeholder");
		getStyle().set("padding", "var(--lumo-space-l)");
		add(name, placeholder);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		WorkspaceId id = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		WorkspaceSummary workspace = workspaces.get(id);
		name.setText(workspace.name());
	}

	@Override
	public String getPageTitle() {
		return name.getText() + " · Locus";
	}

}
