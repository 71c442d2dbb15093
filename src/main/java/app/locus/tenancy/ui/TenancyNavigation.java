package app.locus.tenancy.ui;

import app.locus.base.Role;
import app.locus.shell.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The tenancy pages in the side navigation.
 */
@Configuration(proxyBeanMethods = false)
class TenancyNavigation {

	static final String WORKSPACES_ROUTE = "agency/workspaces";

	static final String USERS_ROUTE = "agency/users";

	static final String BRANDING_ROUTE = "agency/branding";

	static final String WORKSPACE_SETTINGS_ROUTE = "w/:workspaceId/settings";

	@Bean
	NavEntry workspacesNav() {
		return NavEntry.inAgency("workspaces", "shell.nav.workspaces", VaadinIcon.BRIEFCASE, WORKSPACES_ROUTE, 10);
	}

	@Bean
	NavEntry usersNav() {
		return NavEntry.inAgency("users", "shell.nav.users", VaadinIcon.USERS, USERS_ROUTE, 20);
	}

	@Bean
	NavEntry workspaceSettingsNav() {
		return NavEntry.inWorkspace("workspace-settings", "shell.nav.workspace-settings", VaadinIcon.COG, "settings",
				91, Role.AGENCY_ADMIN, Role.ACCOUNT_MANAGER);
	}

	@Bean
	NavEntry brandingNav() {
		return NavEntry.inAgency("branding", "shell.nav.branding", VaadinIcon.PALETTE, BRANDING_ROUTE, 30);
	}

}
