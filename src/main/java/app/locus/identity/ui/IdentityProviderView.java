package app.locus.identity.ui;

import java.util.Map;

import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.identity.IdentityProviderService;
import app.locus.identity.IdentityProviderSettings;
import app.locus.shell.MainLayout;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.RolesAllowed;

/**
 * Agency admins connect their own identity provider (OIDC) so their people can sign in
 * with it beside passwords. The client secret is write-only: once saved it is never shown
 * again, and leaving the field empty keeps it.
 */
@Route(value = IdentityNavigation.ROUTE, layout = MainLayout.class)
@PageTitle("Sign-in · Locus")
@RolesAllowed("AGENCY_ADMIN")
class IdentityProviderView extends Main {

	private final transient IdentityProviderService providers;

	private final TextField providerName = new TextField("Provider name");

	private final TextField issuer = new TextField("Issuer");

	private final TextField clientId = new TextField("Client id");

	private final PasswordField clientSecret = new PasswordField("Client secret");

	private final TextArea domains = new TextArea("Allowed e-mail domains");

	private final Button remove = new Button("Remove provider", event -> remove());

	private final Button checkAgain = new Button("Check provider again", event -> checkAgain());

	IdentityProviderView(IdentityProviderService providers) {
		this.providers = providers;
		getStyle().set("padding", "var(--lumo-space-l)");
		providerName.setId("idp-name");
		providerName.setHelperText("Shown on your login page as \"Sign in with ...\"");
		issuer.setId("idp-issuer");
		issuer.setHelperText("The https:// issuer address of your OpenID Connect provider");
		clientId.setId("idp-client-id");
		clientSecret.setId("idp-client-secret");
		clientSecret.setRevealButtonVisible(false);
		domains.setId("idp-domains");
		domains.setHelperText("Only addresses at these domains may sign in this way, e.g. example.com");
		Button save = new Button("Save", event -> save());
		save.setId("idp-save");
		save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		remove.setId("idp-remove");
		checkAgain.setId("idp-check");
		checkAgain.setTooltipText("Fetches the provider's discovery document again, e.g. after it moved its endpoints");
		remove.addThemeVariants(ButtonVariant.LUMO_ERROR);
		Paragraph redirect = new Paragraph(
				"Redirect address to register at your provider: https://<your host>" + providers.redirectPath());
		redirect.setId("idp-redirect");
		add(new H2("Sign-in with your identity provider"), new Paragraph(
				"People sign in with it only if they already have an active account here with the same, verified "
						+ "e-mail address; nobody is added automatically."),
				redirect, new FormLayout(providerName, issuer, clientId, clientSecret, domains), save, checkAgain,
				remove);
		show();
	}

	private void show() {
		IdentityProviderSettings current = providers.current().orElse(null);
		providerName.setValue(current == null ? "" : current.providerName());
		issuer.setValue(current == null ? "" : current.issuerUri());
		clientId.setValue(current == null ? "" : current.clientId());
		domains.setValue(current == null ? "" : String.join(", ", current.allowedDomains()));
		clientSecret.clear();
		clientSecret.setPlaceholder(current == null ? "" : "Stored - leave empty to keep it");
		remove.setVisible(current != null);
		checkAgain.setVisible(current != null);
	}

	private void save() {
		if (ServiceCall.run(
				Map.of("providerName", providerName, "issuerUri", issuer, "clientId", clientId, "clientSecret",
						clientSecret, "allowedDomains", domains),
				() -> providers.save(providerName.getValue(), issuer.getValue(), clientId.getValue(),
						clientSecret.getValue(), domains.getValue()))) {
			Notices.success("Identity provider saved.");
			show();
		}
	}

	private void checkAgain() {
		if (ServiceCall.run(Map.of("issuerUri", issuer), providers::checkAgain)) {
			Notices.success("The provider's settings were fetched again.");
		}
	}

	private void remove() {
		if (ServiceCall.run(providers::remove)) {
			Notices.success("Identity provider removed.");
			show();
		}
	}

}
