package app.locus.aivisibility.ui;

import app.locus.base.Role;
import app.locus.shell.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** AI visibility among the workspace's reports, for the agency's own people. */
@Configuration(proxyBeanMethods = false)
public class AiVisibilityNavigation {

	static final String ROUTE = "w/:workspaceId/ai-visibility";

	@Bean
	NavEntry aiVisibilityNav() {
		return NavEntry.inWorkspace("ai-visibility", "shell.nav.ai-visibility", VaadinIcon.LIGHTBULB, "ai-visibility",
				31, Role.AGENCY_ADMIN, Role.ACCOUNT_MANAGER);
	}

}
