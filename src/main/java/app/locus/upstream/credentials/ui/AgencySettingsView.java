package app.locus.upstream.credentials.ui;

import java.util.Map;

import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.tenancy.AgencyTimeZone;
import app.locus.tenancy.CostVisibility;
import app.locus.upstream.credentials.ApiKeyService;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;

/**
 * Agency settings: whether account managers may manage the workspaces' API keys, whether
 * client viewers may see credits and costs (DD159), and the time zone the agency works in
 * (DD215). Admins only; the services check again.
 */
@Route(value = KeyNavigation.AGENCY_SETTINGS_ROUTE, layout = MainLayout.class)
@RolesAllowed("AGENCY_ADMIN")
class AgencySettingsView extends Main implements NamedPage {

	AgencySettingsView(ApiKeyService keys, CostVisibility costs, AgencyTimeZone zone) {
		getStyle().set("padding", "var(--lumo-space-l)");
		add(new H2(getTranslation("agencysettings.title")), new Paragraph(getTranslation("agencysettings.keys.lead")),
				managersManageKeys(keys), clientsSeeCosts(costs), timeZone(zone));
	}

	@Override
	public String pageName() {
		return getTranslation("agencysettings.title");
	}

	private Checkbox managersManageKeys(ApiKeyService keys) {
		Checkbox box = new Checkbox(getTranslation("agencysettings.keys.label"));
		box.setId("settings-managers-manage-keys");
		box.setValue(keys.managersManageKeys());
		box.addValueChangeListener(event -> {
			if (ServiceCall.run(() -> keys.setManagersManageKeys(event.getValue()))) {
				Notices.success(getTranslation(
						event.getValue() ? "agencysettings.keys.allowed" : "agencysettings.keys.admins-only"));
			}
		});
		return box;
	}

	private Checkbox clientsSeeCosts(CostVisibility costs) {
		Checkbox box = new Checkbox(getTranslation("agencysettings.costs.label"));
		box.setId("settings-clients-see-costs");
		box.setHelperText(getTranslation("agencysettings.costs.help"));
		box.setValue(costs.clientsSeeCosts());
		box.addValueChangeListener(event -> {
			if (ServiceCall.run(() -> costs.setClientsSeeCosts(event.getValue()))) {
				Notices.success(getTranslation(
						event.getValue() ? "agencysettings.costs.shown" : "agencysettings.costs.hidden"));
			}
		});
		return box;
	}

	private ComboBox<String> timeZone(AgencyTimeZone zone) {
		ComboBox<String> field = new ComboBox<>(getTranslation("agencysettings.zone.label"), AgencyTimeZone.choices());
		field.setId("settings-time-zone");
		field.setHelperText(getTranslation("agencysettings.zone.help"));
		field.setValue(zone.zone());
		field.setWidth("24em");
		field.setAllowCustomValue(false);
		field.addValueChangeListener(event -> {
			if (!event.isFromClient() || event.getValue() == null) {
				return;
			}
			if (ServiceCall.run(Map.of("zone", field), () -> zone.setZone(event.getValue()))) {
				Notices.success(getTranslation("agencysettings.zone.saved", event.getValue()));
			}
		});
		return field;
	}

}
