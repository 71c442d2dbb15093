package app.locus.upstream.credentials.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._setValue;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;

import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.security.LocusUser;
import app.locus.tenancy.Role;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.upstream.credentials.ApiKeySummary;
import app.locus.upstream.credentials.AuthorizationStart;
import app.locus.upstream.credentials.OAuthConnectionService;
import app.locus.upstream.credentials.PendingAuthorization;
import app.locus.upstream.credentials.SimulatedConsent;
import app.locus.upstream.simulator.AccountHandle;
import app.locus.upstream.simulator.Simulator;
import com.github.mvysny.kaributesting.v10.PrettyPrintTreeKt;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.QueryParameters;
import com.vaadin.flow.server.VaadinSession;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

class ApiKeysViewTest extends UiTest {

	private static final String SECRET = "sk_live_" + "Qz8Wx3Vb6Nm1Lk4J";

	@Autowired
	ApiKeyService keys;

	@Autowired
	OAuthConnectionService connections;

	@Autowired
	Simulator simulator;

	TestAgency agency;

	WorkspaceId workspace;

	@BeforeEach
	void agencyWithAWorkspace() {
		agency = tenants.agency();
		workspace = agency.workspace("Bakery");
	}

	@Test
	void an_admin_adds_a_key_and_afterwards_sees_only_its_last_four_characters() {
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("w/" + workspace + "/settings/keys");
		assertThat(navLinks()).containsKey("nav-api-keys");

		_setValue(byId(TextField.class, "key-label"), "Main key");
		_setValue(byId(PasswordField.class, "key-secret"), SECRET);
		_click(byId(Button.class, "key-add"));

		assertThat(UiTest.<ApiKeySummary>gridRows("keys-grid")).singleElement().satisfies(key -> {
			assertThat(key.label()).isEqualTo("Main key");
			assertThat(key.maskedKey()).isEqualTo("****" + SECRET.substring(SECRET.length() - 4));
		});
		assertThat(byId(PasswordField.class, "key-secret").getValue()).isEmpty();
		assertThat(PrettyPrintTreeKt.toPrettyTree(UI.getCurrent())).doesNotContain(SECRET);
	}

	@Test
	void a_sixth_active_key_is_refused_with_the_services_limit() {
		LocusUser admin = agency.user(Role.AGENCY_ADMIN);
		signInAs(admin);
		for (int i = 1; i <= ApiKeyService.MAX_ACTIVE_KEYS; i++) {
			keys.add(workspace, "Key " + i, SECRET + i, null);
		}
		navigate("w/" + workspace + "/settings/keys");

		_setValue(byId(TextField.class, "key-label"), "Sixth");
		_setValue(byId(PasswordField.class, "key-secret"), SECRET + "6");
		_click(byId(Button.class, "key-add"));

		PasswordField secret = byId(PasswordField.class, "key-secret");
		assertThat(secret.isInvalid()).isTrue();
		assertThat(secret.getErrorMessage()).contains("already has 5 active API keys");
		assertThat(UiTest.<ApiKeySummary>gridRows("keys-grid")).hasSize(ApiKeyService.MAX_ACTIVE_KEYS);
	}

	@Test
	void a_client_viewer_has_no_keys_entry_and_the_page_does_not_exist_for_them() {
		signInAs(agency.user(Role.CLIENT_VIEWER, workspace));
		navigate("w/" + workspace + "/dashboard");
		assertThat(navLinks()).doesNotContainKey("nav-api-keys");

		navigate("w/" + workspace + "/settings/keys");

		assertNotFoundPage();
	}

	@Test
	void a_manager_may_change_keys_only_after_an_admin_allows_it_in_the_agency_settings() {
		LocusUser admin = agency.user(Role.AGENCY_ADMIN);
		LocusUser manager = agency.user(Role.ACCOUNT_MANAGER, workspace);
		signInAs(manager);
		navigate("w/" + workspace + "/settings/keys");
		assertThat(addFormShown()).isFalse();

		signInAs(admin);
		navigate("agency/settings");
		assertThat(navLinks()).containsKey("nav-agency-settings");
		Checkbox toggle = byId(Checkbox.class, "settings-managers-manage-keys");
		assertThat(toggle.getValue()).isFalse();
		_setValue(toggle, true);
		assertThat(keys.managersManageKeys()).isTrue();

		signInAs(manager);
		navigate("w/" + workspace + "/settings/keys");
		assertThat(navLinks()).containsKey("nav-api-keys");
		assertThat(addFormShown()).isTrue();
		navigate("agency/settings");
		assertNotFoundPage();
	}

	@Test
	void an_admin_connects_with_oauth_and_the_callback_brings_them_back_connected() throws Exception {
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("w/" + workspace + "/settings/keys");
		assertThat(byId(Span.class, "oauth-status").getText()).isEqualTo("Not connected with OAuth.");
		assertThat(present("oauth-disconnect")).isFalse();

		_click(byId(Button.class, "oauth-connect"));

		PendingAuthorization kept = onlyPendingInSession();
		assertThat(kept.workspace()).isEqualTo(workspace);
		assertThat(kept.redirectUri()).endsWith("/oauth/upstream/callback");
		// The browser now opens the service's consent page, which a view test cannot
		// follow: the same start through the service, kept the same way, stands in.
		AccountHandle account = simulator.createAccount("Connected bakery", 100);
		AuthorizationStart start = connections.start(workspace, kept.redirectUri());
		PendingAuthorizations.keep(VaadinSession.getCurrent(), start.pending());
		Map<String, String> callback = SimulatedConsent.approve(start.authorizeUrl(), account.id());

		UI.getCurrent()
			.navigate(OAuthCallbackView.ROUTE,
					QueryParameters.simple(Map.of("state", callback.get("state"), "code", callback.get("code"))));

		assertThat(byId(Span.class, "oauth-status").getText()).startsWith("Connected with OAuth since");
		assertThat(byId(Button.class, "oauth-disconnect").isVisible()).isTrue();
	}

	@Test
	void a_callback_that_matches_nothing_started_in_the_session_connects_nothing() {
		signInAs(agency.user(Role.AGENCY_ADMIN));

		UI.getCurrent()
			.navigate(OAuthCallbackView.ROUTE, QueryParameters.simple(Map.of("state", "forged", "code", "abc")));

		assertThat(byId(Paragraph.class, "oauth-callback-message").getText())
			.startsWith("No connection was started in this session");
	}

	@Test
	void a_manager_sees_the_connection_but_cannot_connect() {
		signInAs(agency.user(Role.ACCOUNT_MANAGER, workspace));
		navigate("w/" + workspace + "/settings/keys");

		assertThat(byId(Span.class, "oauth-status").getText()).isEqualTo("Not connected with OAuth.");
		assertThat(present("oauth-connect")).isFalse();
	}

	@SuppressWarnings("unchecked")
	private static PendingAuthorization onlyPendingInSession() {
		Map<String, PendingAuthorization> kept = (Map<String, PendingAuthorization>) VaadinSession.getCurrent()
			.getAttribute(PendingAuthorizations.ATTRIBUTE);
		assertThat(kept).hasSize(1);
		return kept.values().iterator().next();
	}

	private static boolean addFormShown() {
		return present("key-add-form") && byId(VerticalLayout.class, "key-add-form").isVisible();
	}

}
