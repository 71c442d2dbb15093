package app.locus.alerts.ui;

import java.util.Locale;
import java.util.Map;

import app.locus.alerts.AlertChannel;
import app.locus.alerts.AlertKind;
import app.locus.alerts.AlertPreferenceService;
import app.locus.base.ui.ServiceCall;
import app.locus.security.CurrentUser;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;

/** Which alerts the person receives, kind by kind, in the portal and by e-mail. */
@Route(value = AlertsNavigation.PREFERENCES_ROUTE, layout = MainLayout.class)
@PermitAll
class AlertPreferencesView extends Main implements BeforeEnterObserver, NamedPage {

	private final transient AlertPreferenceService preferences;

	private final transient CurrentUser currentUser;

	AlertPreferencesView(AlertPreferenceService preferences, CurrentUser currentUser) {
		this.preferences = preferences;
		this.currentUser = currentUser;
		getStyle().set("padding", "var(--lumo-space-l)");
		add(new H2(getTranslation("alerts.preferences.title")));
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		if (!currentUser.require().role().canWrite()) {
			add(new Paragraph(getTranslation("alerts.preferences.for-staff")));
			return;
		}
		add(new Paragraph(getTranslation("alerts.preferences.about")));
		for (Map.Entry<AlertKind, Map<AlertChannel, Boolean>> kind : preferences.preferences().entrySet()) {
			Span label = new Span(getTranslation(RuleEditor.kindKey(kind.getKey())));
			label.setWidth("22em");
			HorizontalLayout line = new HorizontalLayout(label);
			for (Map.Entry<AlertChannel, Boolean> channel : kind.getValue().entrySet()) {
				Checkbox box = new Checkbox(getTranslation(channelKey(channel.getKey())), channel.getValue());
				box.setId("pref-" + kind.getKey().name().toLowerCase(Locale.ROOT) + "-"
						+ channel.getKey().name().toLowerCase(Locale.ROOT));
				box.addValueChangeListener(change -> {
					if (change.isFromClient() && !ServiceCall
						.run(() -> preferences.choose(kind.getKey(), channel.getKey(), change.getValue()))) {
						box.setValue(change.getOldValue());
					}
				});
				line.add(box);
			}
			add(line);
		}
	}

	/** The key of a channel's name: "In the portal", "By e-mail". */
	private static String channelKey(AlertChannel channel) {
		return switch (channel) {
			case IN_APP -> "alerts.channel.in-app";
			case EMAIL -> "alerts.channel.email";
		};
	}

	@Override
	public String pageName() {
		return getTranslation("alerts.preferences.title");
	}

}
