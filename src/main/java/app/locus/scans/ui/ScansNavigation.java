package app.locus.scans.ui;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.shell.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The scan form, the batch scan (DD141) and the spot check in the side navigation, for
 * the roles that may spend.
 */
@Configuration(proxyBeanMethods = false)
class ScansNavigation {

	static final String NEW_SCAN_ROUTE = "w/:workspaceId/scans/new";

	static final String SPOT_CHECK_ROUTE = "w/:workspaceId/scans/spot-check";

	static final String BATCH_ROUTE = "w/:workspaceId/scans/batch";

	static String batchPath(WorkspaceId workspace) {
		return "w/" + workspace + "/scans/batch";
	}

	@Bean
	NavEntry newScanNav() {
		return NavEntry.inWorkspace("new-scan", "shell.nav.new-scan", VaadinIcon.CROSSHAIRS, "scans/new", 20,
				Role.AGENCY_ADMIN, Role.ACCOUNT_MANAGER);
	}

	@Bean
	NavEntry batchScanNav() {
		return NavEntry.inWorkspace("batch-scan", "shell.nav.batch-scan", VaadinIcon.LIST, "scans/batch", 22,
				Role.AGENCY_ADMIN, Role.ACCOUNT_MANAGER);
	}

	@Bean
	NavEntry spotCheckNav() {
		return NavEntry.inWorkspace("spot-check", "shell.nav.spot-check", VaadinIcon.PIN, "scans/spot-check", 21,
				Role.AGENCY_ADMIN, Role.ACCOUNT_MANAGER);
	}

}
