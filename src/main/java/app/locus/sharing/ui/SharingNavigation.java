package app.locus.sharing.ui;

import app.locus.base.Role;
import app.locus.shell.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The workspace's shared links in the side navigation, for those who share reports. */
@Configuration(proxyBeanMethods = false)
class SharingNavigation {

	static final String SHARES_PAGE = "shares";

	static final String SHARES_ROUTE = "w/:workspaceId/" + SHARES_PAGE;

	@Bean
	NavEntry sharesNav() {
		return NavEntry.inWorkspace("shares", "shell.nav.shares", VaadinIcon.CONNECT, SHARES_PAGE, 35,
				Role.AGENCY_ADMIN, Role.ACCOUNT_MANAGER);
	}

}
