package app.locus.apitokens.ui;

import app.locus.shell.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** API tokens in the agency section, for its admins, after the audit trail. */
@Configuration(proxyBeanMethods = false)
public class ApiTokensNavigation {

	public static final String ROUTE = "agency/api-tokens";

	@Bean
	NavEntry apiTokensNav() {
		return NavEntry.inAgency("api-tokens", "shell.nav.api-tokens", VaadinIcon.CONNECT, ROUTE, 42);
	}

}
