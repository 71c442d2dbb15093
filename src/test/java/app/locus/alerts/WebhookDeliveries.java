package app.locus.alerts;

import org.springframework.context.ApplicationContext;

/** Fires an alert and sends what is due, for tests outside this package. */
public final class WebhookDeliveries {

	private WebhookDeliveries() {
	}

	/** Fires {@code firing} and runs the webhook sender once. */
	public static void fireAndSend(ApplicationContext context, Firing firing) {
		context.getBean(AlertDispatch.class).fire(firing);
		context.getBean(WebhookSender.class).sendDue();
	}

}
