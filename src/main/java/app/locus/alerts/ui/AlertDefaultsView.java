package app.locus.alerts.ui;

import java.util.List;

import app.locus.alerts.AlertKind;
import app.locus.alerts.AlertRule;
import app.locus.alerts.AlertRuleService;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;
import org.jspecify.annotations.Nullable;

/**
 * The agency's default alert rules, which every workspace follows unless it sets its own.
 */
@Route(value = AlertsNavigation.DEFAULTS_ROUTE, layout = MainLayout.class)
@RolesAllowed("AGENCY_ADMIN")
class AlertDefaultsView extends Main implements NamedPage {

	AlertDefaultsView(AlertRuleService rules) {
		getStyle().set("padding", "var(--lumo-space-l)");
		add(new H2(getTranslation("alerts.defaults.title")), new Paragraph(getTranslation("alerts.defaults.about")),
				new RuleEditor(new RuleEditor.Rules() {
					@Override
					public List<AlertRule> all() {
						return rules.agencyDefaults();
					}

					@Override
					public AlertRule save(AlertKind kind, boolean enabled, @Nullable Integer threshold) {
						return rules.saveAgencyDefault(kind, enabled, threshold);
					}

					@Override
					public @Nullable AlertRule reset(AlertKind kind) {
						return null;
					}
				}, false));
	}

	@Override
	public String pageName() {
		return getTranslation("alerts.defaults.title");
	}

}
