package app.locus.scans.ui;

import app.locus.base.Role;
import app.locus.shell.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The scan form in the side navigation, for the roles that may spend credits. */
@Configuration(proxyBeanMethods = false)
class ScansNavigation {

	static final String NEW_SCAN_ROUTE = "w/:workspaceId/scans/new";

	@Bean
	NavEntry newScanNav() {
		return NavEntry.inWorkspace("new-scan", "Run a scan", VaadinIcon.CROSSHAIRS, "scans/new", 20, Role.AGENCY_ADMIN,
				Role.ACCOUNT_MANAGER);
	}

}
