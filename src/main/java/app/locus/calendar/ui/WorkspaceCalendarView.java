package app.locus.calendar.ui;

import app.locus.base.WorkspaceId;
import app.locus.calendar.CalendarService;
import app.locus.campaigns.CampaignService;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.tenancy.CostVisibility;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;

/** The workspace's campaigns and scheduled scans by day, with past runs. */
@Route(value = CalendarNavigation.WORKSPACE_ROUTE, layout = MainLayout.class)
@PermitAll
class WorkspaceCalendarView extends Main implements BeforeEnterObserver, NamedPage {

	private final transient CalendarService calendar;

	private final transient CampaignService campaigns;

	private final transient CostVisibility costs;

	WorkspaceCalendarView(CalendarService calendar, CampaignService campaigns, CostVisibility costs) {
		this.calendar = calendar;
		this.campaigns = campaigns;
		this.costs = costs;
		getStyle().set("padding", "var(--lumo-space-l)");
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		WorkspaceId workspace = WorkspaceId
			.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		removeAll();
		add(new H2(getTranslation("calendar.workspace.title")),
				new CalendarBoard((from, to) -> calendar.entries(workspace, from, to),
						new EntryDetails(campaigns, costs.shown(workspace)), calendar.today(), calendar.zone(), false));
	}

	@Override
	public String pageName() {
		return getTranslation("calendar.workspace.title");
	}

}
