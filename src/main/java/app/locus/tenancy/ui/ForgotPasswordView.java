package app.locus.tenancy.ui;

import app.locus.base.ValidationException;
import app.locus.security.SignInPage;
import app.locus.security.SiteResolver;
import app.locus.tenancy.PasswordResetService;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.textfield.EmailField;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;

/**
 * "Forgot password?" from the sign-in page: the person types their address and is told
 * the same thing whether an account uses it or not; the link goes to the mailbox only
 * ({@link PasswordResetService#ask}). Where the portal sends no e-mail the page says to
 * ask the agency's admin, who can issue a link (DD108).
 */
@Route(PasswordResetService.FORGOTTEN_PATH)
@AnonymousAllowed
class ForgotPasswordView extends Main implements HasDynamicTitle {

	private final transient PasswordResetService resets;

	private final transient SiteResolver sites;

	private final EmailField email = new EmailField();

	private final Paragraph message = new Paragraph();

	private final Button send = new Button();

	ForgotPasswordView(PasswordResetService resets, SiteResolver sites) {
		this.resets = resets;
		this.sites = sites;
		H2 title = new H2(getTranslation("signin.forgot.title"));
		title.setId("forgot-title");
		message.setId("forgot-message");
		email.setId("forgot-email");
		email.setLabel(getTranslation("signin.forgot.email"));
		email.setWidthFull();
		email.setManualValidation(true);
		send.setText(getTranslation("signin.forgot.send"));
		send.setId("forgot-send");
		send.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		send.addClickListener(event -> ask());
		Anchor back = new Anchor(SignInPage.ROUTE, getTranslation("signin.forgot.back"));
		back.setId("forgot-back");
		VerticalLayout column = new VerticalLayout(title, message, email, send, back);
		column.setMaxWidth("32rem");
		getStyle().set("display", "flex").set("justify-content", "center").set("padding", "var(--lumo-space-l)");
		add(column);
		if (resets.askingAvailable()) {
			message.setText(getTranslation("signin.forgot.lead"));
		}
		else {
			message.setText(getTranslation("signin.forgot.no-mail"));
			email.setVisible(false);
			send.setVisible(false);
		}
	}

	private void ask() {
		try {
			resets.ask(email.getValue(), sites.current().agency().orElse(null));
			message.setText(getTranslation("signin.forgot.sent", email.getValue().strip()));
			email.setInvalid(false);
			email.setVisible(false);
			send.setVisible(false);
		}
		catch (ValidationException ex) {
			email.setErrorMessage(String.join(" ", ex.fieldErrors().values()));
			email.setInvalid(true);
		}
	}

	@Override
	public String getPageTitle() {
		return getTranslation("signin.forgot.title");
	}

}
