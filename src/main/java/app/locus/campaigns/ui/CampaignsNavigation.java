package app.locus.campaigns.ui;

import app.locus.base.ui.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The campaigns page in the side navigation. */
@Configuration(proxyBeanMethods = false)
class CampaignsNavigation {

	static final String ROUTE = "w/:workspaceId/campaigns";

	@Bean
	NavEntry campaignsNav() {
		return NavEntry.inWorkspace("campaigns", "Campaigns", VaadinIcon.BULLSEYE, "campaigns", 35);
	}

}
