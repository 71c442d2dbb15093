package app.locus.businessprofile.ui;

import app.locus.shell.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The business-profile editor and the client's approvals in the workspace navigation, for
 * every role.
 */
@Configuration
class GbpNavigation {

	static final String LOCATIONS_ROUTE = "w/:" + app.locus.shell.MainLayout.WORKSPACE_PARAMETER + "/gbp";

	static final String EDITOR_ROUTE = LOCATIONS_ROUTE + "/:placeId";

	static final String APPROVALS_ROUTE = "w/:" + app.locus.shell.MainLayout.WORKSPACE_PARAMETER + "/approvals";

	@Bean
	NavEntry gbpNav() {
		return NavEntry.inWorkspace("gbp", "shell.nav.gbp", VaadinIcon.SHOP, "gbp", 40);
	}

	@Bean
	NavEntry approvalsNav() {
		return NavEntry.inWorkspace("approvals", "shell.nav.approvals", VaadinIcon.CHECK_SQUARE_O, "approvals", 41);
	}

}
