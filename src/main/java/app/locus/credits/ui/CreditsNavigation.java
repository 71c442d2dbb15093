package app.locus.credits.ui;

import app.locus.base.WorkspaceId;
import app.locus.base.ui.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The credits page in the side navigation, for every role: client viewers read it unless
 * the agency hides it from them (the page and its service refuse them then).
 */
@Configuration(proxyBeanMethods = false)
class CreditsNavigation {

	static final String ROUTE = "w/:workspaceId/credits";

	static final String PAGE = "credits";

	@Bean
	NavEntry creditsNav() {
		return NavEntry.inWorkspace("credits", "Credits", VaadinIcon.COINS, PAGE, 45);
	}

	static String href(WorkspaceId workspace) {
		return "w/" + workspace.value() + "/" + PAGE;
	}

}
