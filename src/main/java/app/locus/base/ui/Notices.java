package app.locus.base.ui;

import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;

/**
 * Short messages after an action, in one style across the portal.
 */
public final class Notices {

	private static final int DURATION_MS = 4000;

	private Notices() {
	}

	public static void success(String message) {
		Notification.show(message, DURATION_MS, Notification.Position.BOTTOM_START)
			.addThemeVariants(NotificationVariant.LUMO_SUCCESS);
	}

	public static void error(String message) {
		Notification.show(message, DURATION_MS, Notification.Position.MIDDLE)
			.addThemeVariants(NotificationVariant.LUMO_ERROR);
	}

}
