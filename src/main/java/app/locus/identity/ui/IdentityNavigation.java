package app.locus.identity.ui;

import app.locus.shell.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The identity-provider page in the agency section of the side navigation.
 */
@Configuration(proxyBeanMethods = false)
class IdentityNavigation {

	static final String ROUTE = "agency/sign-in";

	@Bean
	NavEntry identityProviderNav() {
		return NavEntry.inAgency("sign-in", "shell.nav.sign-in", VaadinIcon.KEY, ROUTE, 35);
	}

}
