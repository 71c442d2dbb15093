package app.locus.twofactor.ui;

import java.util.Optional;

import app.locus.security.PendingSignIn;
import app.locus.security.PendingSignIns;
import app.locus.security.SecondFactorStep;
import app.locus.security.SiteResolver;
import app.locus.shell.BrandingStyle;
import app.locus.tenancy.BrandingService;
import app.locus.tenancy.SiteBranding;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;

/**
 * A page of the second sign-in step, in the site's branding, shown only to a sign-in that
 * waits for this step; anyone else goes to the login.
 */
abstract class SignInStepPage extends Main implements BeforeEnterObserver, HasDynamicTitle {

	private final transient PendingSignIns pendingSignIns;

	private final transient SiteBranding branding;

	private final SecondFactorStep step;

	SignInStepPage(SecondFactorStep step, PendingSignIns pendingSignIns, SiteResolver sites,
			BrandingService brandingService) {
		this.step = step;
		this.pendingSignIns = pendingSignIns;
		this.branding = brandingService.forSite(sites.current());
		BrandingStyle.apply(getStyle(), branding.colour());
		getStyle().set("display", "flex")
			.set("flex-direction", "column")
			.set("max-width", "32rem")
			.set("margin", "0 auto")
			.set("padding", "var(--lumo-space-l)");
	}

	@Override
	public final void beforeEnter(BeforeEnterEvent event) {
		Optional<PendingSignIn> pending = pendingSignIns.current().filter(found -> found.step() == step);
		if (pending.isEmpty()) {
			event.forwardTo("login");
			return;
		}
		removeAll();
		add(new H2(getTranslation("twofactor.signin.title")));
		show(event);
		Anchor restart = new Anchor("login", getTranslation("twofactor.signin.restart"));
		restart.setId("two-factor-restart");
		restart.setRouterIgnore(true);
		add(restart);
	}

	/** Fills the page for a sign-in that waits for this step. */
	abstract void show(BeforeEnterEvent event);

	@Override
	public String getPageTitle() {
		return branding.title(getTranslation("twofactor.signin.title"));
	}

}
