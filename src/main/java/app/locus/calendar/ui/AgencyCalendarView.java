package app.locus.calendar.ui;

import app.locus.calendar.CalendarService;
import app.locus.campaigns.CampaignService;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;

/** Every planned and past run across the workspaces the user may open. */
@Route(value = CalendarNavigation.AGENCY_ROUTE, layout = MainLayout.class)
@RolesAllowed({ "AGENCY_ADMIN", "ACCOUNT_MANAGER" })
class AgencyCalendarView extends Main implements NamedPage {

	AgencyCalendarView(CalendarService calendar, CampaignService campaigns) {
		getStyle().set("padding", "var(--lumo-space-l)");
		add(new H2(getTranslation("calendar.agency.title")), new CalendarBoard(calendar::agencyEntries,
				new EntryDetails(campaigns, true), calendar.today(), calendar.zone(), true));
	}

	@Override
	public String pageName() {
		return getTranslation("calendar.agency.title");
	}

}
