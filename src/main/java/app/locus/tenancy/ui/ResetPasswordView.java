package app.locus.tenancy.ui;

import java.util.Optional;

import app.locus.base.ValidationException;
import app.locus.base.ui.PasswordLinkPage;
import app.locus.tenancy.PasswordPolicy;
import app.locus.tenancy.PasswordResetService;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;

/**
 * The page a password reset link opens, without sign-in: the person sets a new password
 * under the policy; every session of theirs ends (DD108).
 */
@Route(PasswordResetService.RESET_PATH + "/:token")
@PageTitle("Set a new password · Locus")
@AnonymousAllowed
class ResetPasswordView extends PasswordLinkPage {

	private final transient PasswordResetService resets;

	ResetPasswordView(PasswordResetService resets) {
		super("reset", "New password", PasswordPolicy.HINT);
		this.resets = resets;
	}

	@Override
	protected void open(String token) {
		checked(token).ifPresentOrElse(
				email -> offer("Set a new password",
						"Choose the new password for " + email + ". You will be signed out everywhere."),
				() -> unusable(PasswordResetService.UNUSABLE));
	}

	@Override
	protected String setPassword(String token, String password, String confirmation) {
		return resets.reset(token, password, confirmation);
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
