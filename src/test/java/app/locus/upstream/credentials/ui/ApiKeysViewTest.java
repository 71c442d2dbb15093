package app.locus.upstream.credentials.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._setValue;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.security.LocusUser;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.upstream.credentials.ApiKeySummary;
import app.locus.upstream.credentials.AuthorizationStart;
import app.locus.upstream.credentials.OAuthConnectionService;
import app.locus.upstream.credentials.PendingAuthorization;
import app.locus.upstream.credentials.SimulatedConsent;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.Simulator;
import com.github.mvysny.kaributesting.v10.GridKt;
import com.github.mvysny.kaributesting.v10.LocatorJ;
import com.github.mvysny.kaributesting.v10.PrettyPrintTreeKt;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.grid.Grid;
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

	/** The simulator's words for a key it does not know (its 401 envelope). */
	private static final String SIMULATOR_REFUSAL = "Invalid or missing API key";

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
		String secret = simulator.createAccount("Added bakery", 100).key();
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("w/" + workspace + "/settings/keys");
		assertThat(navLinks()).containsKey("nav-api-keys");

		saveKey("Main key", secret);

		awaitPage(() -> !UiTest.gridRows("keys-grid").isEmpty(), () -> byId(Span.class, "keys-status").getText());
		assertThat(UiTest.<ApiKeySummary>gridRows("keys-grid")).singleElement().satisfies(key -> {
			assertThat(key.label()).isEqualTo("Main key");
			assertThat(key.maskedKey()).isEqualTo("****" + secret.substring(secret.length() - 4));
			assertThat(key.lastWorkedAt()).isNotNull();
		});
		assertThat(byId(PasswordField.class, "key-secret").getValue()).isEmpty();
		assertThat(PrettyPrintTreeKt.toPrettyTree(UI.getCurrent())).doesNotContain(secret);
	}

	@Test
	void the_page_says_calls_are_paced_per_service_account_as_the_gateway_does_not_per_workspace() {
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("w/" + workspace + "/settings/keys");

		// DD162: one rate-limit bucket per service account, shared by its workspaces
		assertThat(byId(Paragraph.class, "api-keys-lead").getText()).contains("per service account")
			.contains("share its pace")
			.doesNotContain("per workspace");
	}

	@Test
	void the_missing_key_warning_goes_as_soon_as_the_first_key_is_saved() {
		String secret = simulator.createAccount("First key bakery", 100).key();
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("w/" + workspace + "/settings/keys");
		assertThat(present("no-key-notice")).isTrue();

		saveKey("Main key", secret);

		awaitPage(() -> !UiTest.gridRows("keys-grid").isEmpty(), () -> byId(Span.class, "keys-status").getText());
		assertThat(present("no-key-notice")).isFalse();
	}

	@Test
	void a_key_the_service_refuses_is_not_saved_and_its_field_shows_the_services_reason() {
		AccountHandle account = simulator.createAccount("Refused bakery", 100);
		String revoked = account.addKey();
		account.revokeKey(revoked);
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("w/" + workspace + "/settings/keys");

		saveKey("Revoked key", revoked);

		PasswordField secret = byId(PasswordField.class, "key-secret");
		awaitPage(secret::isInvalid, () -> byId(Span.class, "keys-status").getText());
		assertThat(secret.getErrorMessage()).contains("refused", SIMULATOR_REFUSAL).doesNotContain(revoked);
		assertThat(UiTest.<ApiKeySummary>gridRows("keys-grid")).isEmpty();
		assertThat(PrettyPrintTreeKt.toPrettyTree(UI.getCurrent())).doesNotContain(revoked);
	}

	@Test
	void testing_a_key_runs_in_the_background_as_the_signed_in_admin_and_shows_the_services_answer() {
		AccountHandle account = simulator.createAccount("Tested bakery", 100);
		signInAs(agency.user(Role.AGENCY_ADMIN));
		ApiKeySummary key = keys.add(workspace, "Main key", account.key(), null);
		navigate("w/" + workspace + "/settings/keys");

		clickInRow(0, "key-test-" + key.id());

		Span status = byId(Span.class, "keys-status");
		awaitPage(() -> !status.getText().startsWith("Testing") && !status.getText().startsWith("Waiting")
				&& !status.getText().startsWith("Asking"), status::getText);
		assertThat(status.getText()).startsWith("The key works.");
	}

	@Test
	void a_sixth_active_key_is_refused_with_the_services_limit() {
		AccountHandle account = simulator.createAccount("Full bakery", 100);
		LocusUser admin = agency.user(Role.AGENCY_ADMIN);
		signInAs(admin);
		keys.add(workspace, "Key 1", account.key(), null);
		for (int i = 2; i <= ApiKeyService.MAX_ACTIVE_KEYS; i++) {
			keys.add(workspace, "Key " + i, account.addKey(), null);
		}
		navigate("w/" + workspace + "/settings/keys");

		saveKey("Sixth", simulator.createAccount("Sixth", 0).key());

		PasswordField secret = byId(PasswordField.class, "key-secret");
		awaitPage(secret::isInvalid, () -> byId(Span.class, "keys-status").getText());
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

	@Test
	@SuppressWarnings("unchecked")
	void on_a_phone_each_key_folds_into_one_cell_beside_its_actions_and_cut_text_shows_on_hover() {
		String secret = simulator.createAccount("Folded bakery", 100).key();
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("w/" + workspace + "/settings/keys");
		_setValue(byId(TextField.class, "key-ip-note"), "Office 203.0.113.7");
		saveKey("Main key", secret);
		awaitPage(() -> !UiTest.gridRows("keys-grid").isEmpty(), () -> byId(Span.class, "keys-status").getText());
		Grid<ApiKeySummary> grid = byId(Grid.class, "keys-grid");
		ApiKeySummary key = UiTest.<ApiKeySummary>gridRows("keys-grid").get(0);
		String masked = "****" + secret.substring(secret.length() - 4);
		assertThat(tooltip(grid, "IP whitelist note", key)).isEqualTo("Office 203.0.113.7");
		assertThat(tooltip(grid, "Key", key)).isEqualTo(masked);

		resizeWindow(390);

		assertThat(visibleColumnKeys(grid)).containsExactly("actions", "folded");
		assertThat(GridKt._getFormatted(grid, 0, "folded")).contains("Main key · " + masked, "Office 203.0.113.7",
				"Last worked ");
		clickInRow(0, "key-rotate-" + key.id());
		assertThat(present("rotate-dialog")).isTrue();
	}

	private static void saveKey(String label, String secret) {
		_setValue(byId(TextField.class, "key-label"), label);
		_setValue(byId(PasswordField.class, "key-secret"), secret);
		_click(byId(Button.class, "key-add"));
	}

	private static void clickInRow(int row, String buttonId) {
		Component actions = GridKt._getCellComponent(byId(Grid.class, "keys-grid"), row, "actions");
		_click(LocatorJ._get(actions, Button.class, spec -> spec.withId(buttonId)));
	}

	private static boolean addFormShown() {
		return present("key-add-form") && byId(VerticalLayout.class, "key-add-form").isVisible();
	}

}
