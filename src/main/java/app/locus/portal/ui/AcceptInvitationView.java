package app.locus.portal.ui;

import app.locus.base.ValidationException;
import app.locus.base.ui.PasswordLinkPage;
import app.locus.portal.InvitationCheck;
import app.locus.portal.InvitationService;
import app.locus.portal.InvitationStatus;
import app.locus.tenancy.PasswordPolicy;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;

/**
 * The page an invitation link opens, without sign-in: the invited person chooses their
 * password, then signs in. A link that cannot be used says why, and nothing here tells
 * whether some e-mail address has an account.
 */
@Route(InvitationService.ACCEPT_PATH + "/:token")
@PageTitle("Choose your password · Locus")
@AnonymousAllowed
class AcceptInvitationView extends PasswordLinkPage {

	private final transient InvitationService invitations;

	AcceptInvitationView(InvitationService invitations) {
		super("invitation", "Password", PasswordPolicy.HINT);
		this.invitations = invitations;
	}

	@Override
	protected void open(String token) {
		InvitationCheck check = checked(token);
		if (check.usable()) {
			offer("Welcome to " + check.agencyName() + "'s portal", "Choose the password for " + check.email() + ".");
		}
		else {
			unusable(check.status().explanation());
		}
	}

	@Override
	protected String setPassword(String token, String password, String confirmation) {
		return invitations.accept(token, password, confirmation);
	}

	private InvitationCheck checked(String token) {
		try {
			return invitations.check(token);
		}
		catch (ValidationException ex) {
			return new InvitationCheck(InvitationStatus.UNKNOWN, null, null);
		}
	}

}
