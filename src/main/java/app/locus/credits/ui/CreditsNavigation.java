package app.locus.credits.ui;

import app.locus.base.WorkspaceId;
import app.locus.shell.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The credits page in the side navigation, for every role: client viewers read it unless
 * the agency hides it from them ({@link CreditsNavFilter} leaves the link out, the page's
 * service refuses them).
 */
@Configuration(proxyBeanMethods = false)
class CreditsNavigation {

	static final String ROUTE = "w/:workspaceId/credits";

	static final String PAGE = "credits";

	static final String ENTRY_ID = "credits";

	@Bean
	NavEntry creditsNav() {
		return NavEntry.inWorkspace(ENTRY_ID, "shell.nav.credits", VaadinIcon.COINS, PAGE, 45);
	}

	static String href(WorkspaceId workspace) {
		return "w/" + workspace.value() + "/" + PAGE;
	}

}
