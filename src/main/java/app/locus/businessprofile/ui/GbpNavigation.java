package app.locus.businessprofile.ui;

import app.locus.base.ui.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The business-profile section in the workspace navigation, for every role. */
@Configuration
class GbpNavigation {

	static final String LOCATIONS_ROUTE = "w/:" + app.locus.base.ui.MainLayout.WORKSPACE_PARAMETER + "/gbp";

	static final String EDITOR_ROUTE = LOCATIONS_ROUTE + "/:placeId";

	@Bean
	NavEntry gbpNav() {
		return NavEntry.inWorkspace("gbp", "Business profiles", VaadinIcon.SHOP, "gbp", 40);
	}

}
