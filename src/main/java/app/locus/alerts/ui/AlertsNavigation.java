package app.locus.alerts.ui;

import app.locus.base.Role;
import app.locus.shell.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The alert pages: the person's alerts (from the bell), the workspace's and the agency's
 * rules.
 */
@Configuration(proxyBeanMethods = false)
class AlertsNavigation {

	static final String ALERTS_ROUTE = "alerts";

	static final String PREFERENCES_ROUTE = "account/alerts";

	static final String RULES_ROUTE = "w/:workspaceId/alert-rules";

	static final String DEFAULTS_ROUTE = "agency/alert-rules";

	@Bean
	NavEntry alertRulesNav() {
		return NavEntry.inWorkspace("alert-rules", "shell.nav.alert-rules", VaadinIcon.BELL_O, "alert-rules", 92,
				Role.AGENCY_ADMIN, Role.ACCOUNT_MANAGER);
	}

	@Bean
	NavEntry alertDefaultsNav() {
		return NavEntry.inAgency("alert-defaults", "shell.nav.alert-defaults", VaadinIcon.BELL_O, DEFAULTS_ROUTE, 47);
	}

}
