package app.locus.tenancy.ui;

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

	@Bean
	NavEntry workspacesNav() {
		return NavEntry.inAgency("workspaces", "Workspaces", VaadinIcon.BRIEFCASE, WORKSPACES_ROUTE, 10);
	}

	@Bean
	NavEntry usersNav() {
		return NavEntry.inAgency("users", "Users", VaadinIcon.USERS, USERS_ROUTE, 20);
	}

	@Bean
	NavEntry brandingNav() {
		return NavEntry.inAgency("branding", "Branding", VaadinIcon.PALETTE, BRANDING_ROUTE, 30);
	}

}
