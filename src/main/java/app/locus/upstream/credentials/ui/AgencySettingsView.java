package app.locus.upstream.credentials.ui;

import app.locus.shell.MainLayout;
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
 * Agency settings: whether account managers may manage the workspaces' API keys. Admins
 * only; the service checks again.
 */
@Route(value = KeyNavigation.AGENCY_SETTINGS_ROUTE, layout = MainLayout.class)
@PageTitle("Agency settings")
@RolesAllowed("AGENCY_ADMIN")
class AgencySettingsView extends Main {

	AgencySettingsView(ApiKeyService keys) {
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
				managersManageKeys);
	}

}
