package app.locus.twofactor.ui;

import java.util.Set;

import app.locus.base.ui.NavEntry;
import app.locus.base.ui.NavSection;
import com.vaadin.flow.component.icon.VaadinIcon;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Each person's own two-factor page (every role), and the agency's policy (admins).
 */
@Configuration(proxyBeanMethods = false)
class TwoFactorNavigation {

	static final String ACCOUNT_ROUTE = "account/two-factor";

	static final String POLICY_ROUTE = "agency/two-factor";

	@Bean
	NavEntry twoFactorNav() {
		return new NavEntry("two-factor", "Two-factor sign-in", VaadinIcon.MOBILE, NavSection.AGENCY, ACCOUNT_ROUTE,
				Set.of(), 90);
	}

	@Bean
	NavEntry twoFactorPolicyNav() {
		return NavEntry.inAgency("two-factor-policy", "Two-factor policy", VaadinIcon.SHIELD, POLICY_ROUTE, 36);
	}

}
