package app.locus.base.ui;

import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinServiceInitListener;
import org.springframework.stereotype.Component;

/**
 * Every UI follows the window's width from its start ({@link PhoneWidth}): a person may
 * narrow the window on a page without tables, then open one.
 */
@Component
class WindowWidthTracking implements VaadinServiceInitListener {

	@Override
	public void serviceInit(ServiceInitEvent event) {
		event.getSource().addUIInitListener(init -> PhoneWidth.track(init.getUI()));
	}

}
