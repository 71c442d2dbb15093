package app.locus.portal.ui;

import app.locus.base.ValidationException;
import app.locus.base.ui.PasswordLinkPage;
import app.locus.portal.InvitationCheck;
import app.locus.portal.InvitationService;
import app.locus.portal.InvitationStatus;
import app.locus.security.SiteResolver;
import app.locus.tenancy.BrandingService;
import app.locus.tenancy.PasswordPolicy;
import app.locus.tenancy.SiteBranding;
import com.vaadin.flow.i18n.I18NProvider;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;

/**
 * The page an invitation link opens, without sign-in: the invited person chooses their
 * password, then signs in. A link that cannot be used says why, and nothing here tells
 * whether some e-mail address has an account. The tab is titled in the branding of the
 * site the link was opened at.
 */
@Route(InvitationService.ACCEPT_PATH + "/:token")
@AnonymousAllowed
class AcceptInvitationView extends PasswordLinkPage implements HasDynamicTitle {

	private final transient InvitationService invitations;

	private final transient SiteBranding branding;

	AcceptInvitationView(InvitationService invitations, SiteResolver sites, BrandingService brandingService) {
		// The page's own texts are not there yet before the page is: the reader's
		// language
		// comes from the UI being navigated.
		super("invitation", I18NProvider.translate("clientportal.accept.password"),
				I18NProvider.translate("clientportal.accept.password-hint", PasswordPolicy.MIN_LENGTH));
		this.invitations = invitations;
		this.branding = brandingService.forSite(sites.current());
	}

	@Override
	protected void open(String token) {
		InvitationCheck check = checked(token);
		if (check.usable()) {
			offer(getTranslation("clientportal.accept.welcome", check.agencyName()),
					getTranslation("clientportal.accept.choose", check.email()));
		}
		else {
			unusable(explanation(check.status()));
		}
	}

	@Override
	protected String setPassword(String token, String password, String confirmation) {
		return invitations.accept(token, password, confirmation);
	}

	@Override
	public String getPageTitle() {
		return branding.title(getTranslation("clientportal.accept.title"));
	}

	private InvitationCheck checked(String token) {
		try {
			return invitations.check(token);
		}
		catch (ValidationException ex) {
			return new InvitationCheck(InvitationStatus.UNKNOWN, null, null);
		}
	}

	/** Why the link cannot be used, and what to do instead. */
	private String explanation(InvitationStatus status) {
		return getTranslation(switch (status) {
			case PENDING -> "clientportal.accept.status.pending";
			case ACCEPTED -> "clientportal.accept.status.accepted";
			case EXPIRED -> "clientportal.accept.status.expired";
			case REVOKED -> "clientportal.accept.status.revoked";
			case UNKNOWN -> "clientportal.accept.status.unknown";
		});
	}

}
