package app.locus.alerts.ui;

import java.time.Clock;
import java.util.function.Supplier;

import app.locus.alerts.AlertService;
import app.locus.base.WorkspaceId;
import app.locus.base.UserId;
import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;
import app.locus.shell.FrameMemo;
import app.locus.shell.NavbarItem;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.shared.Registration;

/**
 * The bell in the top bar: the person's unread alerts; it opens the alerts page. Like the
 * rest of the frame it counts again on a page change at most every
 * {@link FrameMemo#FRESH} (DD182), and at once when the person reads alerts. Client
 * viewers receive no alerts and see no bell.
 */
@org.springframework.stereotype.Component
class AlertBell implements NavbarItem {

	private final AlertService alerts;

	private final CurrentUser currentUser;

	private final Clock clock;

	AlertBell(AlertService alerts, CurrentUser currentUser, Clock clock) {
		this.alerts = alerts;
		this.currentUser = currentUser;
		this.clock = clock;
	}

	@Override
	public Component create(Supplier<WorkspaceId> openWorkspace) {
		LocusUser user = currentUser.require();
		if (!user.role().canWrite()) {
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
		FrameMemo<UserId, Integer> unread = new FrameMemo<>(clock);
		bell.addAttachListener(attach -> {
			Runnable recount = () -> show(bell, count, unread.get(user.id(), id -> alerts.unreadCount()));
			recount.run();
			Registration navigation = attach.getUI().addAfterNavigationListener(after -> recount.run());
			Registration changes = ComponentUtil.addListener(attach.getUI(), AlertsChanged.class, changed -> {
				unread.forget();
				recount.run();
			});
			bell.addDetachListener(detach -> {
				navigation.remove();
				changes.remove();
				detach.unregisterListener();
			});
		});
		return bell;
	}

	private static void show(Button bell, Span count, int unread) {
		String shown = Integer.toString(unread);
		if (shown.equals(count.getText())) {
			return;
		}
		count.setText(shown);
		count.setVisible(unread > 0);
		bell.setAriaLabel(unread == 0 ? bell.getTranslation("alerts.bell.aria.none")
				: bell.getTranslation("alerts.bell.aria.unread", unread));
		bell.setTooltipText(unread == 0 ? bell.getTranslation("alerts.bell.tooltip.none")
				: bell.getTranslation("alerts.bell.tooltip.unread", unread));
	}

	private static void bell(Component source) {
		source.getUI().ifPresent(ui -> ui.navigate(AlertsNavigation.ALERTS_ROUTE));
	}

}
