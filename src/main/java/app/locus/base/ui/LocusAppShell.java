package app.locus.base.ui;

import com.vaadin.flow.component.page.AppShellConfigurator;
import com.vaadin.flow.component.page.Push;
import com.vaadin.flow.theme.Theme;

/**
 * Page-level settings of the whole UI: the Locus theme, and server push so that results
 * of long work (a scan that finishes, a report that syncs) reach the person without a
 * reload.
 */
@Theme("locus")
@Push
public class LocusAppShell implements AppShellConfigurator {

}
