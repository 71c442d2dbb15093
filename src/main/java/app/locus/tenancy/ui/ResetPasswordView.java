package app.locus.tenancy.ui;

import java.util.Map;
import java.util.Optional;

import app.locus.base.ValidationException;
import app.locus.base.ui.Notices;
import app.locus.tenancy.PasswordResetService;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
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
class ResetPasswordView extends Main implements BeforeEnterObserver {

	private final transient PasswordResetService resets;

	private final H2 title = new H2();

	private final Paragraph message = new Paragraph();

	private final PasswordField password = new PasswordField("New password");

	private final PasswordField confirmation = new PasswordField("New password again");

	private final Button save = new Button("Set password");

	private final Anchor signIn = new Anchor("login", "Go to sign-in");

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private String token;

	ResetPasswordView(PasswordResetService resets) {
		this.resets = resets;
		title.setId("reset-title");
		message.setId("reset-message");
		password.setId("reset-password");
		password.setHelperText(AccountView.PasswordRules.HINT);
		password.setManualValidation(true);
		confirmation.setId("reset-confirmation");
		confirmation.setManualValidation(true);
		save.setId("reset-save");
		save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		save.addClickListener(event -> reset());
		signIn.setId("reset-sign-in");
		VerticalLayout column = new VerticalLayout(title, message, password, confirmation, save, signIn);
		column.setMaxWidth("32rem");
		getStyle().set("display", "flex").set("justify-content", "center").set("padding", "var(--lumo-space-l)");
		add(column);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		token = event.getRouteParameters().get("token").orElse("");
		checked(token).ifPresentOrElse(email -> {
			title.setText("Set a new password");
			message.setText("Choose the new password for " + email + ". You will be signed out everywhere.");
			showForm(true);
		}, () -> unusable(PasswordResetService.UNUSABLE));
	}

	private Optional<String> checked(String token) {
		try {
			return resets.check(token);
		}
		catch (ValidationException ex) {
			return Optional.empty();
		}
	}

	private void reset() {
		try {
			String email = resets.reset(token, password.getValue(), confirmation.getValue());
			password.clear();
			confirmation.clear();
			title.setText("Your password is set");
			message.setText("Sign in with " + email + " and your new password.");
			showForm(false);
			Notices.success("Password set. You can sign in now.");
		}
		catch (ValidationException ex) {
			String problem = ex.fieldErrors().get("token");
			if (problem != null) {
				unusable(problem);
				return;
			}
			Map.of("password", password, "confirmation", confirmation).forEach((name, field) -> {
				field.setInvalid(ex.fieldErrors().containsKey(name));
				field.setErrorMessage(ex.fieldErrors().get(name));
			});
		}
	}

	private void unusable(String why) {
		title.setText("This link cannot be used");
		message.setText(why);
		showForm(false);
	}

	private void showForm(boolean visible) {
		password.setVisible(visible);
		confirmation.setVisible(visible);
		save.setVisible(visible);
		signIn.setVisible(!visible);
	}

}
