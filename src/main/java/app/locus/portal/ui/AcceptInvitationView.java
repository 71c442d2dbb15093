package app.locus.portal.ui;

import java.util.Map;

import app.locus.base.ValidationException;
import app.locus.base.ui.Notices;
import app.locus.portal.InvitationCheck;
import app.locus.portal.InvitationStatus;
import app.locus.portal.InvitationService;
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
 * The page an invitation link opens, without sign-in: the invited person chooses their
 * password, then signs in. A link that cannot be used says why, and nothing here tells
 * whether some e-mail address has an account.
 */
@Route(InvitationService.ACCEPT_PATH + "/:token")
@PageTitle("Choose your password · Locus")
@AnonymousAllowed
class AcceptInvitationView extends Main implements BeforeEnterObserver {

	private final transient InvitationService invitations;

	private final H2 title = new H2();

	private final Paragraph message = new Paragraph();

	private final PasswordField password = new PasswordField("Password");

	private final PasswordField confirmation = new PasswordField("Password again");

	private final Button save = new Button("Set password");

	private final Anchor signIn = new Anchor("login", "Go to sign-in");

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private String token;

	AcceptInvitationView(InvitationService invitations) {
		this.invitations = invitations;
		title.setId("invitation-title");
		message.setId("invitation-message");
		password.setId("invitation-password");
		password.setHelperText("At least 12 characters; spaces and any characters are fine. Not a common password, "
				+ "your e-mail address or the agency's name.");
		password.setManualValidation(true);
		confirmation.setId("invitation-confirmation");
		confirmation.setManualValidation(true);
		save.setId("invitation-save");
		save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		save.addClickListener(event -> accept());
		signIn.setId("invitation-sign-in");
		VerticalLayout column = new VerticalLayout(title, message, password, confirmation, save, signIn);
		column.setMaxWidth("32rem");
		getStyle().set("display", "flex").set("justify-content", "center").set("padding", "var(--lumo-space-l)");
		add(column);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		token = event.getRouteParameters().get("token").orElse("");
		InvitationCheck check = checked(token);
		if (check.usable()) {
			title.setText("Welcome to " + check.agencyName() + "'s portal");
			message.setText("Choose the password for " + check.email() + ".");
		}
		else {
			title.setText("This link cannot be used");
			message.setText(check.status().explanation());
		}
		showForm(check.usable());
	}

	private InvitationCheck checked(String token) {
		try {
			return invitations.check(token);
		}
		catch (ValidationException ex) {
			return new InvitationCheck(InvitationStatus.UNKNOWN, null, null);
		}
	}

	private void accept() {
		try {
			String email = invitations.accept(token, password.getValue(), confirmation.getValue());
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
				title.setText("This link cannot be used");
				message.setText(problem);
				showForm(false);
				return;
			}
			Map<String, PasswordField> fields = Map.of("password", password, "confirmation", confirmation);
			fields.forEach((name, field) -> {
				field.setInvalid(ex.fieldErrors().containsKey(name));
				field.setErrorMessage(ex.fieldErrors().get(name));
			});
		}
	}

	private void showForm(boolean visible) {
		password.setVisible(visible);
		confirmation.setVisible(visible);
		save.setVisible(visible);
		signIn.setVisible(!visible);
	}

}
