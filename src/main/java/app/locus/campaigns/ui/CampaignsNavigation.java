package app.locus.campaigns.ui;

import app.locus.shell.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The campaigns page in the side navigation. */
@Configuration(proxyBeanMethods = false)
class CampaignsNavigation {

	static final String ROUTE = "w/:workspaceId/campaigns";

	static final String REPORTS_ROUTE = "w/:workspaceId/campaigns/:campaignId/reports";

	static final String REPORT_ROUTE = REPORTS_ROUTE + "/:reportKey";

	static String reportsPath(String workspace, String campaign) {
		return "w/" + workspace + "/campaigns/" + campaign + "/reports";
	}

	static String reportPath(String workspace, String campaign, String reportKey) {
		return reportsPath(workspace, campaign) + "/" + reportKey;
	}

	@Bean
	NavEntry campaignsNav() {
		return NavEntry.inWorkspace("campaigns", "shell.nav.campaigns", VaadinIcon.BULLSEYE, "campaigns", 35);
	}

}
