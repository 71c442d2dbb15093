package app.locus.portal.ui;

import app.locus.base.Role;
import app.locus.shell.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The client portal's pages in the side navigation: the client dashboard and the agency
 * admin's invitations.
 */
@Configuration(proxyBeanMethods = false)
class PortalNavigation {

	static final String OVERVIEW_PAGE = "overview";

	static final String OVERVIEW_ROUTE = "w/:workspaceId/" + OVERVIEW_PAGE;

	static final String INVITATIONS_ROUTE = "agency/invitations";

	/**
	 * A client viewer's first page, so it is where opening a workspace lands for them.
	 */
	@Bean
	NavEntry clientOverviewNav() {
		return NavEntry.inWorkspace("overview", "shell.nav.overview", VaadinIcon.HOME, OVERVIEW_PAGE, -10,
				Role.CLIENT_VIEWER);
	}

	/** The same page for agency staff, to see what their client sees. */
	@Bean
	NavEntry clientViewNav() {
		return NavEntry.inWorkspace("client-view", "shell.nav.client-view", VaadinIcon.EYE, OVERVIEW_PAGE, 5,
				Role.AGENCY_ADMIN, Role.ACCOUNT_MANAGER);
	}

	@Bean
	NavEntry invitationsNav() {
		return NavEntry.inAgency("invitations", "shell.nav.invitations", VaadinIcon.ENVELOPE, INVITATIONS_ROUTE, 25);
	}

}
