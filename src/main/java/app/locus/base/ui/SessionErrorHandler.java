package app.locus.base.ui;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.server.ErrorEvent;
import com.vaadin.flow.server.ErrorHandler;
import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinServiceInitListener;

import org.springframework.stereotype.Component;

/**
 * Installs one error handler in every Vaadin session (DD118): an exception that escapes a
 * click, a value change or work handed back with {@code UI.access} becomes a notification
 * ({@link UnexpectedErrors}) instead of Vaadin's default handling.
 */
@Component
class SessionErrorHandler implements VaadinServiceInitListener {

	@Override
	public void serviceInit(ServiceInitEvent event) {
		event.getSource().addSessionInitListener(init -> init.getSession().setErrorHandler(new Handler()));
	}

	static final class Handler implements ErrorHandler {

		@Override
		public void error(ErrorEvent event) {
			String message = UnexpectedErrors.describe(event.getThrowable());
			if (UI.getCurrent() != null) {
				Notices.error(message);
			}
		}

	}

}
