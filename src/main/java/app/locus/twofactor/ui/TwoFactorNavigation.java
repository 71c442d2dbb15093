package app.locus.twofactor.ui;

import app.locus.shell.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The agency's two-factor policy (admins). Each person reaches their own two-factor page
 * from the user menu ({@code MainLayout.TWO_FACTOR_ROUTE}), so client viewers see no
 * agency section.
 */
@Configuration(proxyBeanMethods = false)
class TwoFactorNavigation {

	static final String POLICY_ROUTE = "agency/two-factor";

	@Bean
	NavEntry twoFactorPolicyNav() {
		return NavEntry.inAgency("two-factor-policy", "shell.nav.two-factor-policy", VaadinIcon.SHIELD, POLICY_ROUTE,
				36);
	}

}
