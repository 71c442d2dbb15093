package app.locus.alerts.ui;

import java.util.function.Supplier;

import app.locus.alerts.AlertService;
import app.locus.base.WorkspaceId;
import app.locus.security.CurrentUser;
import app.locus.shell.NavbarItem;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.shared.Registration;

/**
 * The bell in the top bar: the person's unread alerts, counted again after every
 * navigation and when they read alerts; it opens the alerts page. Client viewers receive
 * no alerts and see no bell.
 */
@org.springframework.stereotype.Component
class AlertBell implements NavbarItem {

	private final AlertService alerts;

	private final CurrentUser currentUser;

	AlertBell(AlertService alerts, CurrentUser currentUser) {
		this.alerts = alerts;
		this.currentUser = currentUser;
	}

	@Override
	public Component create(Supplier<WorkspaceId> openWorkspace) {
		if (!currentUser.require().role().canWrite()) {
			Span none = new Span();
			none.setVisible(false);
			return none;
		}
		Span count = new Span();
		count.setId("alert-bell-count");
		count.getElement().getThemeList().add("badge error pill small");
		Button bell = new Button(VaadinIcon.BELL_O.create(), event -> bell(event.getSource()));
		bell.setId("alert-bell");
		bell.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
		bell.setSuffixComponent(count);
		bell.addAttachListener(attach -> {
			Runnable recount = () -> recount(bell, count);
			recount.run();
			Registration navigation = attach.getUI().addAfterNavigationListener(after -> recount.run());
			Registration changes = ComponentUtil.addListener(attach.getUI(), AlertsChanged.class,
					changed -> recount.run());
			bell.addDetachListener(detach -> {
				navigation.remove();
				changes.remove();
				detach.unregisterListener();
			});
		});
		return bell;
	}

	private void recount(Button bell, Span count) {
		int unread = alerts.unreadCount();
		count.setText(Integer.toString(unread));
		count.setVisible(unread > 0);
		bell.setAriaLabel(unread == 0 ? "Alerts, none unread" : "Alerts, " + unread + " unread");
		bell.setTooltipText(unread == 0 ? "Alerts" : unread + " unread alert(s)");
	}

	private static void bell(Component source) {
		source.getUI().ifPresent(ui -> ui.navigate(AlertsNavigation.ALERTS_ROUTE));
	}

}
