package app.locus.reports.ui;

import app.locus.base.ui.Notices;
import app.locus.reports.ReportLinks;
import app.locus.shell.MainLayout;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;

/** What the agency's client portals show of reports: the vendor dashboard links. */
@Route(value = ReportsNavigation.SETTINGS_ROUTE, layout = MainLayout.class)
@RolesAllowed("AGENCY_ADMIN")
class ReportSettingsView extends Main {

	ReportSettingsView(ReportLinks links) {
		getStyle().set("padding", "var(--lumo-space-l)");
		Checkbox shown = new Checkbox("Show links to the vendor dashboard to client viewers");
		shown.setId("dashboard-links-in-portals");
		shown.setValue(links.shownInPortals());
		shown.addValueChangeListener(event -> {
			links.setShownInPortals(event.getValue());
			Notices.success(event.getValue() ? "Client viewers now see the dashboard links."
					: "Client viewers no longer see the dashboard links.");
		});
		add(new H2("Report settings"),
				new Paragraph("Every report links to its page on the scanning vendor's dashboard. Your own team "
						+ "always sees these links; you can hide them from client viewers."),
				shown);
	}

}
