package app.locus.agency.ui;

import java.util.Optional;
import java.util.Set;

import app.locus.base.Role;
import app.locus.shell.NavEntry;
import app.locus.shell.NavSection;
import app.locus.shell.StartPage;
import com.vaadin.flow.component.icon.VaadinIcon;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The agency overview: first in the agency section, and where agency admins and account
 * managers land after signing in (client viewers keep their portal).
 */
@Configuration(proxyBeanMethods = false)
public class AgencyNavigation {

	public static final String ROUTE = "agency/overview";

	private static final Set<Role> ROLES = Set.of(Role.AGENCY_ADMIN, Role.ACCOUNT_MANAGER);

	@Bean
	NavEntry agencyOverviewNav() {
		return new NavEntry("agency-overview", "shell.nav.agency-overview", VaadinIcon.GRID_BIG, NavSection.AGENCY,
				ROUTE, ROLES, 0);
	}

	@Bean
	StartPage agencyOverviewStart() {
		return role -> ROLES.contains(role) ? Optional.of(ROUTE) : Optional.empty();
	}

}
