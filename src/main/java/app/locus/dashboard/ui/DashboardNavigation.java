package app.locus.dashboard.ui;

import app.locus.shell.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The workspace dashboard in the side navigation: the first workspace page, where opening
 * a workspace leads.
 */
@Configuration(proxyBeanMethods = false)
class DashboardNavigation {

	static final String DASHBOARD_ROUTE = "w/:workspaceId/dashboard";

	@Bean
	NavEntry dashboardNav() {
		return NavEntry.inWorkspace("dashboard", "shell.nav.dashboard", VaadinIcon.DASHBOARD, "dashboard", 0);
	}

}
