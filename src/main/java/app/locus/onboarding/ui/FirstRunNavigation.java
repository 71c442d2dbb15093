package app.locus.onboarding.ui;

import java.util.Optional;
import java.util.Set;

import app.locus.base.Role;
import app.locus.onboarding.OnboardingService;
import app.locus.shell.NavEntry;
import app.locus.shell.NavSection;
import app.locus.shell.StartPage;
import com.vaadin.flow.component.icon.VaadinIcon;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;

/**
 * The first-run path in the agency section for admins, and where an admin lands while
 * their agency has no workspace yet (DD140).
 */
@Configuration(proxyBeanMethods = false)
public class FirstRunNavigation {

	public static final String ROUTE = "agency/first-run";

	@Bean
	NavEntry firstRunNav() {
		return new NavEntry("first-run", "shell.nav.first-run", VaadinIcon.FLAG_CHECKERED, NavSection.AGENCY, ROUTE,
				Set.of(Role.AGENCY_ADMIN), 5);
	}

	@Bean
	@Order(Ordered.HIGHEST_PRECEDENCE)
	StartPage firstRunStart(OnboardingService firstRun) {
		return new StartPage() {

			@Override
			public Optional<String> pathFor(Role role) {
				return Optional.empty();
			}

			@Override
			public Optional<String> pathWithoutWorkspace(Role role) {
				return role == Role.AGENCY_ADMIN && firstRun.startsHere() ? Optional.of(ROUTE) : Optional.empty();
			}

		};
	}

}
