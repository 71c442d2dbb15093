package app.locus.locations.ui;

import app.locus.shell.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The saved locations page in the side navigation. */
@Configuration(proxyBeanMethods = false)
class LocationsNavigation {

	static final String LOCATIONS_ROUTE = "w/:workspaceId/locations";

	@Bean
	NavEntry locationsNav() {
		return NavEntry.inWorkspace("locations", "shell.nav.locations", VaadinIcon.MAP_MARKER, "locations", 10);
	}

}
