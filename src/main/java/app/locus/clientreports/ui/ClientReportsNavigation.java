package app.locus.clientreports.ui;

import app.locus.shell.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The client reports page in the side navigation, for everyone of the workspace (client
 * viewers read and download there).
 */
@Configuration(proxyBeanMethods = false)
class ClientReportsNavigation {

	static final String ROUTE = "w/:workspaceId/client-reports";

	@Bean
	NavEntry clientReportsNav() {
		return NavEntry.inWorkspace("client-reports", "shell.nav.client-reports", VaadinIcon.FILE_TEXT_O,
				"client-reports", 32);
	}

}
