package app.locus.identity.ui;

import java.util.Map;

import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.identity.IdentityProviderService;
import app.locus.identity.IdentityProviderSettings;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.RolesAllowed;

/**
 * Agency admins connect their own identity provider (OIDC) so their people can sign in
 * with it beside passwords. The client secret is write-only: once saved it is never shown
 * again, and leaving the field empty keeps it.
 */
@Route(value = IdentityNavigation.ROUTE, layout = MainLayout.class)
@RolesAllowed("AGENCY_ADMIN")
class IdentityProviderView extends Main implements NamedPage {

	private final transient IdentityProviderService providers;

	private final TextField providerName = new TextField();

	private final TextField issuer = new TextField();

	private final TextField clientId = new TextField();

	private final PasswordField clientSecret = new PasswordField();

	private final TextArea domains = new TextArea();

	private final Button remove = new Button("", event -> remove());

	private final Button checkAgain = new Button("", event -> checkAgain());

	IdentityProviderView(IdentityProviderService providers) {
		this.providers = providers;
		getStyle().set("padding", "var(--lumo-space-l)");
		providerName.setId("idp-name");
		providerName.setLabel(getTranslation("identity.provider-name"));
		providerName.setHelperText(getTranslation("identity.provider-name.helper"));
		issuer.setId("idp-issuer");
		issuer.setLabel(getTranslation("identity.issuer"));
		issuer.setHelperText(getTranslation("identity.issuer.helper"));
		clientId.setId("idp-client-id");
		clientId.setLabel(getTranslation("identity.client-id"));
		clientSecret.setId("idp-client-secret");
		clientSecret.setLabel(getTranslation("identity.client-secret"));
		clientSecret.setRevealButtonVisible(false);
		domains.setId("idp-domains");
		domains.setLabel(getTranslation("identity.domains"));
		domains.setHelperText(getTranslation("identity.domains.helper"));
		Button save = new Button(getTranslation("identity.save"), event -> save());
		save.setId("idp-save");
		save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		remove.setId("idp-remove");
		remove.setText(getTranslation("identity.remove"));
		checkAgain.setId("idp-check");
		checkAgain.setText(getTranslation("identity.check-again"));
		checkAgain.setTooltipText(getTranslation("identity.check-again.tooltip"));
		remove.addThemeVariants(ButtonVariant.LUMO_ERROR);
		Paragraph redirect = new Paragraph(getTranslation("identity.redirect", providers.redirectPath()));
		redirect.setId("idp-redirect");
		add(new H2(getTranslation("identity.heading")), new Paragraph(getTranslation("identity.lead")), redirect,
				new FormLayout(providerName, issuer, clientId, clientSecret, domains), save, checkAgain, remove);
		show();
	}

	private void show() {
		IdentityProviderSettings current = providers.current().orElse(null);
		providerName.setValue(current == null ? "" : current.providerName());
		issuer.setValue(current == null ? "" : current.issuerUri());
		clientId.setValue(current == null ? "" : current.clientId());
		domains.setValue(current == null ? "" : String.join(", ", current.allowedDomains()));
		clientSecret.clear();
		clientSecret.setPlaceholder(current == null ? "" : getTranslation("identity.secret.stored"));
		remove.setVisible(current != null);
		checkAgain.setVisible(current != null);
	}

	private void save() {
		if (ServiceCall.run(
				Map.of("providerName", providerName, "issuerUri", issuer, "clientId", clientId, "clientSecret",
						clientSecret, "allowedDomains", domains),
				() -> providers.save(providerName.getValue(), issuer.getValue(), clientId.getValue(),
						clientSecret.getValue(), domains.getValue()))) {
			Notices.success(getTranslation("identity.saved"));
			show();
		}
	}

	private void checkAgain() {
		if (ServiceCall.run(Map.of("issuerUri", issuer), providers::checkAgain)) {
			Notices.success(getTranslation("identity.checked"));
		}
	}

	private void remove() {
		if (ServiceCall.run(providers::remove)) {
			Notices.success(getTranslation("identity.removed"));
			show();
		}
	}

	@Override
	public String pageName() {
		return getTranslation("identity.title");
	}

}
