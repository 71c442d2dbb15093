package app.locus.upstream.credentials.ui;

import app.locus.base.Role;
import app.locus.shell.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The key vault's pages in the side navigation. Account managers always see the keys page
 * (they may list keys); whether they may change them is the agency's setting, which
 * {@code ApiKeyService} enforces and the page reflects.
 */
@Configuration(proxyBeanMethods = false)
class KeyNavigation {

	static final String KEYS_ROUTE = "w/:workspaceId/settings/keys";

	static final String AGENCY_SETTINGS_ROUTE = "agency/settings";

	@Bean
	NavEntry apiKeysNav() {
		return NavEntry.inWorkspace("api-keys", "shell.nav.api-keys", VaadinIcon.KEY, "settings/keys", 90,
				Role.AGENCY_ADMIN, Role.ACCOUNT_MANAGER);
	}

	@Bean
	NavEntry agencySettingsNav() {
		return NavEntry.inAgency("agency-settings", "shell.nav.agency-settings", VaadinIcon.COG, AGENCY_SETTINGS_ROUTE,
				50);
	}

}
