package app.locus.security.ui;

import java.util.List;
import java.util.Map;

import app.locus.identity.IdentityProviderService;
import app.locus.security.PauseLength;
import app.locus.security.ProviderRefusal;
import app.locus.security.SignInPage;
import app.locus.security.Site;
import app.locus.security.SiteResolver;
import app.locus.shell.BrandingStyle;
import app.locus.tenancy.BrandingService;
import app.locus.tenancy.PasswordResetService;
import app.locus.tenancy.SiteBranding;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Image;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.login.LoginForm;
import com.vaadin.flow.component.login.LoginI18n;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.VaadinSession;
import com.vaadin.flow.server.WrappedSession;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import com.vaadin.flow.spring.security.AuthenticationContext;

/**
 * The sign-in page, in the branding of the agency whose host it was asked at (or the
 * platform's), with "Sign in with ..." when that agency has its own identity provider.
 * The form posts to Spring Security; a failed sign-in comes back here with the query
 * parameters {@link SignInPage} names.
 */
@Route(SignInPage.ROUTE)
@AnonymousAllowed
public class LoginView extends Main implements BeforeEnterObserver, HasDynamicTitle {

	private final LoginForm form = new LoginForm();

	private final transient AuthenticationContext authentication;

	private final transient SiteBranding branding;

	LoginView(AuthenticationContext authentication, SiteResolver sites, BrandingService brandingService,
			IdentityProviderService identityProviders) {
		this.authentication = authentication;
		Site site = sites.current();
		this.branding = brandingService.forSite(site);
		form.setI18n(texts(branding.displayName()));
		form.setId("login-form");
		form.setAction(SignInPage.ROUTE);
		form.addForgotPasswordListener(
				event -> event.getSource().getUI().ifPresent(ui -> ui.navigate(PasswordResetService.FORGOTTEN_PATH)));
		BrandingStyle.apply(getStyle(), branding.colour());
		getStyle().set("display", "flex")
			.set("flex-direction", "column")
			.set("align-items", "center")
			.set("gap", "var(--lumo-space-m)")
			.set("padding", "var(--lumo-space-l)");
		add(brand(), form);
		site.agency()
			.flatMap(agency -> identityProviders.signInOption(agency)
				.map(provider -> providerLink(agency.value(), provider)))
			.ifPresent(this::add);
		if (branding.poweredByVisible()) {
			Paragraph poweredBy = new Paragraph(getTranslation("shell.powered-by", SiteBranding.PLATFORM_NAME));
			poweredBy.setId("powered-by");
			poweredBy.getStyle()
				.set("color", "var(--lumo-secondary-text-color)")
				.set("font-size", "var(--lumo-font-size-s)");
			add(poweredBy);
		}
	}

	/** The form's words in the page's language; Vaadin's own are English only. */
	private LoginI18n texts(String siteName) {
		LoginI18n i18n = LoginI18n.createDefault();
		i18n.getForm().setTitle(getTranslation("signin.title", siteName));
		i18n.getForm().setUsername(getTranslation("signin.email"));
		i18n.getForm().setPassword(getTranslation("signin.password"));
		i18n.getForm().setSubmit(getTranslation("signin.submit"));
		i18n.getForm().setForgotPassword(getTranslation("signin.forgot"));
		i18n.getErrorMessage().setUsername(getTranslation("signin.email-required"));
		i18n.getErrorMessage().setPassword(getTranslation("signin.password-required"));
		return i18n;
	}

	private Div brand() {
		Div brand = new Div();
		brand.setId("login-brand");
		brand.getStyle().set("display", "flex").set("align-items", "center").set("gap", "var(--lumo-space-s)");
		branding.logoUrl().ifPresent(url -> {
			Image logo = new Image(url, getTranslation("shell.logo", branding.displayName()));
			logo.setId("login-logo");
			logo.setHeight("48px");
			brand.add(logo);
		});
		Span name = new Span(branding.displayName());
		name.setId("login-brand-name");
		name.getStyle().set("font-weight", "600").set("font-size", "var(--lumo-font-size-xl)");
		brand.add(name);
		return brand;
	}

	private Anchor providerLink(String agency, String provider) {
		Anchor link = new Anchor("/oauth2/authorization/" + agency, getTranslation("signin.with-provider", provider));
		link.setId("login-with-provider");
		// A full page load: Spring Security answers this address, not the Vaadin router.
		link.setRouterIgnore(true);
		return link;
	}

	/**
	 * After a failed sign-in the form shows the address that was typed and the cursor
	 * waits in the password field (Vaadin's form has no API for a value: its fields are
	 * its own children).
	 */
	private void showTypedEmail() {
		WrappedSession session = VaadinSession.getCurrent().getSession();
		Object typed = session.getAttribute(SignInPage.TYPED_EMAIL);
		session.removeAttribute(SignInPage.TYPED_EMAIL);
		if (typed instanceof String email) {
			form.getElement()
				.executeJs("const user = this.querySelector('#vaadinLoginUsername');"
						+ "const password = this.querySelector('#vaadinLoginPassword');"
						+ "if (user) { user.value = $0; } if (password) { password.focus(); }", email);
		}
	}

	@Override
	public String getPageTitle() {
		return branding.title(getTranslation("signin.browser-title"));
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		if (authentication.isAuthenticated()) {
			event.forwardTo("");
			return;
		}
		showTypedEmail();
		Map<String, List<String>> query = event.getLocation().getQueryParameters().getParameters();
		if (query.containsKey(SignInPage.PAUSED)) {
			form.showErrorMessage(getTranslation("signin.paused.title"),
					getTranslation("signin.paused.text", PauseLength.minutes(query.get(SignInPage.PAUSED))));
		}
		else if (query.containsKey(SignInPage.WAIT)) {
			form.showErrorMessage(getTranslation("signin.wait.title"),
					getTranslation("signin.wait.text", PauseLength.seconds(query.get(SignInPage.WAIT))));
		}
		else if (query.containsKey(SignInPage.PROVIDER_REFUSED)) {
			List<String> codes = query.get(SignInPage.PROVIDER_REFUSED);
			form.showErrorMessage(getTranslation("signin.refused.title"),
					getTranslation(ProviderRefusal.ofCode(codes.isEmpty() ? "" : codes.get(0)).messageKey()));
		}
		else if (query.containsKey(SignInPage.WRONG_PASSWORD)) {
			form.showErrorMessage(getTranslation("signin.wrong.title"), getTranslation("signin.wrong.text"));
		}
	}

}
