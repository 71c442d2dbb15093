package app.locus.base.ui;

import java.util.Map;

import app.locus.base.ValidationException;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.i18n.I18NProvider;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;

/**
 * A page that a one-time link opens without sign-in, where the person chooses a password
 * (an invitation, a reset): the link is checked when the page opens, the password and its
 * confirmation are sent with the link's token, and a link that cannot be used says why.
 * Ids are the subclass's prefix followed by {@code -title}, {@code -message},
 * {@code -password}, {@code -confirmation}, {@code -save} and {@code -sign-in}.
 */
public abstract class PasswordLinkPage extends Main implements BeforeEnterObserver {

	private final H2 title = new H2();

	private final Paragraph message = new Paragraph();

	private final PasswordField password;

	private final PasswordField confirmation;

	private final Button save = new Button(getTranslation("tenancy.password-link.save"));

	private final Anchor signIn = new Anchor("login", getTranslation("tenancy.password-link.sign-in"));

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the page is shown
	private String token;

	/**
	 * @param passwordLabel the password field's label, in the reader's language; the
	 * confirmation's is it followed by "again" (in words of the reader's language)
	 * @param hint what the password must be, shown before anyone types
	 */
	protected PasswordLinkPage(String idPrefix, String passwordLabel, String hint) {
		this(idPrefix, passwordLabel, I18NProvider.translate("tenancy.password-link.again", passwordLabel), hint);
	}

	/**
	 * @param passwordLabel the password field's label, in the reader's language
	 * @param confirmationLabel the label of the field where it is typed again
	 * @param hint what the password must be, shown before anyone types
	 */
	protected PasswordLinkPage(String idPrefix, String passwordLabel, String confirmationLabel, String hint) {
		password = new PasswordField(passwordLabel);
		confirmation = new PasswordField(confirmationLabel);
		title.setId(idPrefix + "-title");
		message.setId(idPrefix + "-message");
		password.setId(idPrefix + "-password");
		password.setHelperText(hint);
		password.setManualValidation(true);
		confirmation.setId(idPrefix + "-confirmation");
		confirmation.setManualValidation(true);
		save.setId(idPrefix + "-save");
		save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		save.addClickListener(event -> submit());
		signIn.setId(idPrefix + "-sign-in");
		VerticalLayout column = new VerticalLayout(title, message, password, confirmation, save, signIn);
		column.setMaxWidth("32rem");
		getStyle().set("display", "flex").set("justify-content", "center").set("padding", "var(--lumo-space-l)");
		add(column);
	}

	/**
	 * Checks the link's token when the page opens and calls {@link #offer} or
	 * {@link #unusable}.
	 */
	protected abstract void open(String token);

	/**
	 * Sets the password for the link's token.
	 * @return the e-mail address to sign in with
	 * @throws ValidationException with errors on {@code token}, {@code password} or
	 * {@code confirmation}
	 */
	protected abstract String setPassword(String token, String password, String confirmation);

	/**
	 * Why the link cannot be used when the service refused its token on saving: the
	 * service's own words unless the page words it in the reader's language.
	 */
	protected String tokenProblem(String serviceMessage) {
		return serviceMessage;
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		token = event.getRouteParameters().get("token").orElse("");
		open(token);
	}

	/** Shows the form under this title and message. */
	protected final void offer(String heading, String text) {
		title.setText(heading);
		message.setText(text);
		showForm(true);
	}

	/** Says why the link cannot be used, without the form. */
	protected final void unusable(String why) {
		title.setText(getTranslation("tenancy.password-link.unusable"));
		message.setText(why);
		showForm(false);
	}

	private void submit() {
		try {
			String email = setPassword(token, password.getValue(), confirmation.getValue());
			password.clear();
			confirmation.clear();
			title.setText(getTranslation("tenancy.password-link.done.title"));
			message.setText(getTranslation("tenancy.password-link.done.text", email));
			showForm(false);
			Notices.success(getTranslation("tenancy.password-link.done.notice"));
		}
		catch (ValidationException ex) {
			String problem = ex.fieldErrors().get("token");
			if (problem != null) {
				unusable(tokenProblem(problem));
				return;
			}
			Map.of("password", password, "confirmation", confirmation).forEach((name, field) -> {
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
