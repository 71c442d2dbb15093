package app.locus.tenancy.ui;

import java.util.List;
import java.util.Optional;

import app.locus.base.Role;
import app.locus.security.CurrentUser;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.shell.Navigation;
import app.locus.shell.StartPage;
import app.locus.tenancy.WorkspaceService;
import app.locus.tenancy.WorkspaceSummary;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.PermitAll;
import org.springframework.beans.factory.ObjectProvider;

/**
 * The start page: straight on to the page a feature declared for the person's role (the
 * agency overview for admins and managers), else their first workspace, or an explanation
 * when they have none yet.
 */
@Route(value = "", layout = MainLayout.class)
@PermitAll
class RootView extends Main implements BeforeEnterObserver, NamedPage {

	private final transient WorkspaceService workspaces;

	private final transient Navigation navigation;

	private final transient CurrentUser currentUser;

	private final transient List<StartPage> startPages;

	RootView(WorkspaceService workspaces, Navigation navigation, CurrentUser currentUser,
			ObjectProvider<StartPage> startPages) {
		this.workspaces = workspaces;
		this.navigation = navigation;
		this.currentUser = currentUser;
		this.startPages = startPages.orderedStream().toList();
		setId("no-workspace");
		getStyle().set("padding", "var(--lumo-space-l)");
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		List<WorkspaceSummary> visible = workspaces.visibleWorkspaces();
		Role role = currentUser.require().role();
		if (!visible.isEmpty()) {
			event.forwardTo(startPages.stream()
				.flatMap(page -> page.pathFor(role).stream())
				.findFirst()
				.orElseGet(() -> navigation.workspaceHome(visible.get(0).id(), role)));
			return;
		}
		Optional<String> firstRun = startPages.stream()
			.flatMap(page -> page.pathWithoutWorkspace(role).stream())
			.findFirst();
		if (firstRun.isPresent()) {
			event.forwardTo(firstRun.get());
			return;
		}
		removeAll();
		add(new H2(getTranslation("tenancy.root.title")));
		if (role == Role.AGENCY_ADMIN) {
			add(new Paragraph(getTranslation("tenancy.root.admin")),
					new Anchor(TenancyNavigation.WORKSPACES_ROUTE, getTranslation("tenancy.root.go-to-workspaces")));
		}
		else {
			add(new Paragraph(getTranslation("tenancy.root.no-access")));
		}
	}

	/**
	 * The page shows itself only to someone without a workspace (anyone else is sent on),
	 * so its tab says that.
	 */
	@Override
	public String pageName() {
		return getTranslation("tenancy.root.title");
	}

}
