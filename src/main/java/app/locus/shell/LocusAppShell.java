package app.locus.shell;

import app.locus.security.SiteResolver;
import app.locus.tenancy.BrandingService;
import app.locus.tenancy.SiteBranding;
import com.vaadin.flow.component.page.AppShellConfigurator;
import com.vaadin.flow.component.page.Push;
import com.vaadin.flow.server.AppShellSettings;
import com.vaadin.flow.server.LoadDependenciesOnStartup;
import com.vaadin.flow.server.VaadinServletRequest;
import com.vaadin.flow.shared.ui.Transport;
import com.vaadin.flow.theme.Theme;

/**
 * Page-level settings of the whole UI: the Locus theme, and server push so that results
 * of long work (a scan that finishes, a report that syncs) reach the person without a
 * reload. Messages from the browser travel over plain HTTP (WEBSOCKET_XHR) so that each
 * passes the security filters, which end a disabled user's session at once. Every page
 * load gets the favicon and first title of the site it was asked for (the agency of its
 * host name, DD070); the router then sets each page's own title. The code of every
 * component loads with the first page (DD076): a page reached by a server-side forward
 * (such as the client dashboard a client viewer lands on) would otherwise miss its lazily
 * loaded components in the production build.
 */
@Theme("locus")
@LoadDependenciesOnStartup
@Push(transport = Transport.WEBSOCKET_XHR)
public class LocusAppShell implements AppShellConfigurator {

	private final transient SiteResolver sites;

	private final transient BrandingService branding;

	LocusAppShell(SiteResolver sites, BrandingService branding) {
		this.sites = sites;
		this.branding = branding;
	}

	@Override
	public void configurePage(AppShellSettings settings) {
		if (!(settings.getRequest() instanceof VaadinServletRequest request)) {
			return;
		}
		SiteBranding site = branding.forSite(sites.of(request.getHttpServletRequest()));
		settings.setPageTitle(site.displayName());
		settings.addFavIcon("icon", site.iconUrl(), "64x64");
	}

}
