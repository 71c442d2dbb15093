package app.locus.calendar.ui;

import app.locus.calendar.CalendarService;
import app.locus.campaigns.CampaignService;
import app.locus.shell.MainLayout;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;

/** Every planned and past run across the workspaces the user may open. */
@Route(value = CalendarNavigation.AGENCY_ROUTE, layout = MainLayout.class)
@PageTitle("Agency calendar · Locus")
@RolesAllowed({ "AGENCY_ADMIN", "ACCOUNT_MANAGER" })
class AgencyCalendarView extends Main {

	AgencyCalendarView(CalendarService calendar, CampaignService campaigns) {
		getStyle().set("padding", "var(--lumo-space-l)");
		add(new H2("Agency calendar"), new CalendarBoard(calendar::agencyEntries, new EntryDetails(campaigns, true),
				calendar.today(), calendar.zone(), true));
	}

}
