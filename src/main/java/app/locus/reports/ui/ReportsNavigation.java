package app.locus.reports.ui;

import app.locus.base.ui.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The report gallery in the side navigation (every role reads reports). */
@Configuration(proxyBeanMethods = false)
class ReportsNavigation {

	static final String GALLERY_ROUTE = "w/:workspaceId/reports";

	static final String DETAIL_ROUTE = "w/:workspaceId/reports/:type/:reportKey";

	@Bean
	NavEntry reportsNav() {
		return NavEntry.inWorkspace("reports", "Reports", VaadinIcon.PICTURE, "reports", 30);
	}

}
