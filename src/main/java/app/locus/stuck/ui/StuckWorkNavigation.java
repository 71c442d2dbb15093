package app.locus.stuck.ui;

import app.locus.shell.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Stuck work in the side navigation, for agency admins (DD194). */
@Configuration(proxyBeanMethods = false)
class StuckWorkNavigation {

	static final String ROUTE = "agency/stuck";

	@Bean
	NavEntry stuckWorkNav() {
		return NavEntry.inAgency("stuck", "shell.nav.stuck", VaadinIcon.HOURGLASS, ROUTE, 46);
	}

}
