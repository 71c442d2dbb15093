package app.locus.alerts.ui;

import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.UI;

/** Fired on the UI when the person read alerts, so the bell counts again. */
class AlertsChanged extends ComponentEvent<UI> {

	AlertsChanged(UI ui) {
		super(ui, false);
	}

}
