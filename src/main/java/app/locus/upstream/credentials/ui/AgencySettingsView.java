package app.locus.upstream.credentials.ui;

import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.shell.MainLayout;
import app.locus.tenancy.CostVisibility;
import app.locus.upstream.credentials.ApiKeyService;

import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;

/**
 * Agency settings: whether account managers may manage the workspaces' API keys and
 * whether client viewers may see credits and costs (DD159). Admins only; the services
 * check again.
 */
@Route(value = KeyNavigation.AGENCY_SETTINGS_ROUTE, layout = MainLayout.class)
@PageTitle("Agency settings")
@RolesAllowed("AGENCY_ADMIN")
class AgencySettingsView extends Main {

	AgencySettingsView(ApiKeyService keys, CostVisibility costs) {
		Checkbox managersManageKeys = new Checkbox("Account managers may manage API keys");
		managersManageKeys.setId("settings-managers-manage-keys");
		managersManageKeys.setValue(keys.managersManageKeys());
		managersManageKeys.addValueChangeListener(event -> {
			keys.setManagersManageKeys(event.getValue());
			Notification.show(event.getValue() ? "Account managers may now manage API keys."
					: "Only agency admins manage API keys now.");
		});
		getStyle().set("padding", "var(--lumo-space-l)");
		add(new H2("Agency settings"),
				new Paragraph("API keys are the workspaces' credentials at the Local Visibility Scanning Service. "
						+ "Agency admins always manage them; account managers may see them, and may add, test, "
						+ "rotate and revoke them only when this is on."),
				managersManageKeys, clientsSeeCosts(costs));
	}

	private static Checkbox clientsSeeCosts(CostVisibility costs) {
		Checkbox box = new Checkbox("Clients may see credits and costs");
		box.setId("settings-clients-see-costs");
		box.setHelperText("When this is off, client viewers see no credits, costs or prices: not the Credits and "
				+ "Unknown spends pages, no cost columns, and no \"Credits used\" section in client reports.");
		box.setValue(costs.clientsSeeCosts());
		box.addValueChangeListener(event -> {
			if (ServiceCall.run(() -> costs.setClientsSeeCosts(event.getValue()))) {
				Notices.success(event.getValue() ? "Client viewers now see credits and costs."
						: "Client viewers no longer see credits or costs.");
			}
		});
		return box;
	}

}
