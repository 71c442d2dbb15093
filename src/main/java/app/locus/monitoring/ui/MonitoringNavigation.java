package app.locus.monitoring.ui;

import app.locus.shell.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The guard and reviews-analysis pages in the side navigation. */
@Configuration(proxyBeanMethods = false)
class MonitoringNavigation {

	static final String GUARD_ROUTE = "w/:workspaceId/guard";

	static final String REVIEWS_ROUTE = "w/:workspaceId/reviews-analysis";

	@Bean
	NavEntry guardNav() {
		return NavEntry.inWorkspace("guard", "shell.nav.guard", VaadinIcon.SHIELD, "guard", 45);
	}

	@Bean
	NavEntry reviewsAnalysisNav() {
		return NavEntry.inWorkspace("reviews-analysis", "shell.nav.reviews-analysis", VaadinIcon.STAR,
				"reviews-analysis", 46);
	}

}
