package app.locus.tenancy.ui;

import java.util.Optional;

import app.locus.base.ValidationException;
import app.locus.base.ui.PasswordLinkPage;
import app.locus.security.SiteResolver;
import app.locus.tenancy.BrandingService;
import app.locus.tenancy.PasswordPolicy;
import app.locus.tenancy.PasswordResetService;
import app.locus.tenancy.SiteBranding;
import com.vaadin.flow.i18n.I18NProvider;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;

/**
 * The page a password reset link opens, without sign-in: the person sets a new password
 * under the policy; every session of theirs ends (DD108). The tab is titled in the
 * branding of the site the link was opened at.
 */
@Route(PasswordResetService.RESET_PATH + "/:token")
@AnonymousAllowed
class ResetPasswordView extends PasswordLinkPage implements HasDynamicTitle {

	private final transient PasswordResetService resets;

	private final transient SiteBranding branding;

	ResetPasswordView(PasswordResetService resets, SiteResolver sites, BrandingService brandingService) {
		// Before the page exists, its texts come in the language of the UI navigated.
		super("reset", I18NProvider.translate("tenancy.password.new"),
				I18NProvider.translate("tenancy.password.new-again"),
				I18NProvider.translate("tenancy.password.hint", PasswordPolicy.MIN_LENGTH));
		this.resets = resets;
		this.branding = brandingService.forSite(sites.current());
	}

	@Override
	protected void open(String token) {
		checked(token).ifPresentOrElse(
				email -> offer(getTranslation("tenancy.reset.title"), getTranslation("tenancy.reset.choose", email)),
				() -> unusable(getTranslation("tenancy.reset.unusable")));
	}

	@Override
	protected String setPassword(String token, String password, String confirmation) {
		return resets.reset(token, password, confirmation);
	}

	/**
	 * The service refuses a reset's token for one reason only
	 * ({@link PasswordResetService#UNUSABLE}).
	 */
	@Override
	protected String tokenProblem(String serviceMessage) {
		return getTranslation("tenancy.reset.unusable");
	}

	@Override
	public String getPageTitle() {
		return branding.title(getTranslation("tenancy.reset.title"));
	}

	private Optional<String> checked(String token) {
		try {
			return resets.check(token);
		}
		catch (ValidationException ex) {
			return Optional.empty();
		}
	}

}
