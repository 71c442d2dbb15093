package app.locus.shell;

import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.UI;

/**
 * Tells the main layout that what it shows (workspaces, branding) has changed, so that a
 * page which changed it need not reload.
 */
public class ShellChanged extends ComponentEvent<UI> {

	public ShellChanged(UI source) {
		super(source, false);
	}

	/** Fires the event on the current UI. */
	public static void fire() {
		UI ui = UI.getCurrent();
		ComponentUtil.fireEvent(ui, new ShellChanged(ui));
	}

}
