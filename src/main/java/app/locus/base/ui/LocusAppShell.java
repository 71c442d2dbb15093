package app.locus.base.ui;

import com.vaadin.flow.component.page.AppShellConfigurator;
import com.vaadin.flow.component.page.Push;
import com.vaadin.flow.shared.ui.Transport;
import com.vaadin.flow.theme.Theme;

/**
 * Page-level settings of the whole UI: the Locus theme, and server push so that results
 * of long work (a scan that finishes, a report that syncs) reach the person without a
 * reload. Messages from the browser travel over plain HTTP (WEBSOCKET_XHR) so that each
 * passes the security filters, which end a disabled user's session at once.
 */
@Theme("locus")
@Push(transport = Transport.WEBSOCKET_XHR)
public class LocusAppShell implements AppShellConfigurator {

}
