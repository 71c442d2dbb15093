package app.locus.autoscans.ui;

import app.locus.shell.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The scheduled scans page in the side navigation (every role; it only reads). */
@Configuration(proxyBeanMethods = false)
public class AutoscansNavigation {

	static final String ROUTE = "w/:workspaceId/autoscans";

	/** The page's address for a workspace, e.g. for a link from the calendar. */
	public static String path(String workspaceId) {
		return "w/" + workspaceId + "/autoscans";
	}

	@Bean
	NavEntry autoscansNav() {
		return NavEntry.inWorkspace("autoscans", "shell.nav.autoscans", VaadinIcon.CLOCK, "autoscans", 37);
	}

}
