package app.locus.identity.ui;

import app.locus.support.OutsideWorld;
import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static com.github.mvysny.kaributesting.v10.LocatorJ._setValue;
import static org.assertj.core.api.Assertions.assertThat;

import app.locus.base.Role;
import app.locus.base.ui.UiTest;
import app.locus.identity.IdentityProviderService;
import app.locus.tenancy.TestTenants.TestAgency;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

class IdentityProviderViewTest extends UiTest {

	private static final String SECRET = "view-test-secret-42";

	@Autowired
	IdentityProviderService providers;

	TestAgency agency;

	@BeforeEach
	void signInAsAdmin() {
		agency = tenants.agency();
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("agency/sign-in");
	}

	@Test
	void an_admin_sets_the_provider_and_the_secret_is_never_shown_again() {
		assertThat(byId(Paragraph.class, "idp-redirect").getText())
			.endsWith("/login/oauth2/code/" + agency.id().value());
		fill("Okta", OutsideWorld.issuer(), "client-7", SECRET, "example.com");

		_click(byId(Button.class, "idp-save"));

		assertThat(providers.current()).hasValueSatisfying(settings -> {
			assertThat(settings.providerName()).isEqualTo("Okta");
			assertThat(settings.allowedDomains()).containsExactly("example.com");
		});
		assertThat(byId(PasswordField.class, "idp-client-secret").getValue()).isEmpty();
		navigate("agency/sign-in");
		assertThat(byId(PasswordField.class, "idp-client-secret").getValue()).isEmpty();
		assertThat(_find(TextField.class)).extracting(TextField::getValue).doesNotContain(SECRET);
		assertThat(byId(TextField.class, "idp-client-id").getValue()).isEqualTo("client-7");
	}

	@Test
	void a_wrong_issuer_is_shown_at_its_field_and_nothing_is_saved() {
		fill("Okta", "javascript:alert(1)", "client-7", SECRET, "example.com");

		_click(byId(Button.class, "idp-save"));

		assertThat(byId(TextField.class, "idp-issuer").isInvalid()).isTrue();
		assertThat(providers.current()).isEmpty();
	}

	@Test
	void an_unreachable_issuer_is_shown_at_its_field_and_checking_again_fetches_the_document() {
		fill("Okta", "http://localhost:" + OutsideWorld.WEB.port() + "/nowhere", "client-7", SECRET, "example.com");
		_click(byId(Button.class, "idp-save"));
		assertThat(byId(TextField.class, "idp-issuer").getErrorMessage()).contains("answered 404");
		assertThat(providers.current()).isEmpty();
		assertThat(present("idp-check")).isFalse();

		fill("Okta", OutsideWorld.issuer(), "client-7", SECRET, "example.com");
		_click(byId(Button.class, "idp-save"));
		int before = OutsideWorld.WEB.requests();
		_click(byId(Button.class, "idp-check"));

		assertThat(OutsideWorld.WEB.requests()).isEqualTo(before + 1);
	}

	@Test
	void account_managers_cannot_open_the_page() {
		signInAs(agency.user(Role.ACCOUNT_MANAGER));

		navigate("agency/sign-in");

		assertThat(present("idp-save")).isFalse();
	}

	private static void fill(String name, String issuer, String clientId, String secret, String domains) {
		_setValue(byId(TextField.class, "idp-name"), name);
		_setValue(byId(TextField.class, "idp-issuer"), issuer);
		_setValue(byId(TextField.class, "idp-client-id"), clientId);
		_setValue(byId(PasswordField.class, "idp-client-secret"), secret);
		_setValue(byId(TextArea.class, "idp-domains"), domains);
	}

}
