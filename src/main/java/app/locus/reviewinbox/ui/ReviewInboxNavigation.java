package app.locus.reviewinbox.ui;

import java.util.Set;

import app.locus.base.Role;
import app.locus.shell.NavEntry;
import app.locus.shell.NavSection;
import com.vaadin.flow.component.icon.VaadinIcon;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The review inbox in the agency section, after the overview. */
@Configuration(proxyBeanMethods = false)
public class ReviewInboxNavigation {

	public static final String ROUTE = "agency/reviews";

	@Bean
	NavEntry reviewInboxNav() {
		return new NavEntry("review-inbox", "shell.nav.review-inbox", VaadinIcon.COMMENTS, NavSection.AGENCY, ROUTE,
				Set.of(Role.AGENCY_ADMIN, Role.ACCOUNT_MANAGER), 2);
	}

}
