package app.locus.calendar.ui;

import java.util.Set;

import app.locus.base.Role;
import app.locus.shell.NavEntry;
import app.locus.shell.NavSection;
import com.vaadin.flow.component.icon.VaadinIcon;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The calendars in the side navigation. */
@Configuration(proxyBeanMethods = false)
class CalendarNavigation {

	static final String WORKSPACE_ROUTE = "w/:workspaceId/calendar";

	static final String AGENCY_ROUTE = "agency/calendar";

	@Bean
	NavEntry calendarNav() {
		return NavEntry.inWorkspace("calendar", "shell.nav.calendar", VaadinIcon.CALENDAR, "calendar", 40);
	}

	@Bean
	NavEntry agencyCalendarNav() {
		return new NavEntry("agency-calendar", "shell.nav.agency-calendar", VaadinIcon.CALENDAR, NavSection.AGENCY,
				AGENCY_ROUTE, Set.of(Role.AGENCY_ADMIN, Role.ACCOUNT_MANAGER), 5);
	}

}
