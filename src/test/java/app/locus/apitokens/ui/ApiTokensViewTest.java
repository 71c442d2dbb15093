package app.locus.apitokens.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._setValue;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;

import app.locus.apitokens.ApiToken;
import app.locus.apitokens.ApiTokenService;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.WorkspaceSummary;
import com.github.mvysny.kaributesting.v10.ButtonKt;
import com.github.mvysny.kaributesting.v10.GridKt;
import com.github.mvysny.kaributesting.v10.pro.ConfirmDialogKt;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.combobox.MultiSelectComboBox;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.component.textfield.TextField;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * An admin makes a token for one client, reads its secret once, finds it in the list with
 * what it may do, and revokes it; a refused name is shown on its field; a manager never
 * reaches the page.
 */
class ApiTokensViewTest extends UiTest {

	@Autowired
	ApiTokenService tokens;

	TestAgency agency;

	WorkspaceId bakery;

	@BeforeEach
	void anAgencyWithAClient() {
		agency = tenants.agency();
		bakery = agency.workspace("Bakery");
		agency.workspace("Florist");
	}

	@Test
	@SuppressWarnings("unchecked")
	void an_admin_makes_a_token_for_one_client_sees_its_secret_once_and_revokes_it() {
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("agency/api-tokens");
		assertThat(present("api-tokens-empty")).isTrue();

		_setValue(byId(TextField.class, "api-token-name"), "Looker Studio");
		_setValue(byId(RadioButtonGroup.class, "api-token-scope"), true);
		MultiSelectComboBox<WorkspaceSummary> clients = byId(MultiSelectComboBox.class, "api-token-workspaces");
		clients.setValue(Set.of(new WorkspaceSummary(bakery, "Bakery")));
		ButtonKt._click(byId(Button.class, "api-token-issue"));

		String secret = byId(TextField.class, "api-token-secret").getValue();
		assertThat(secret).startsWith(ApiTokenService.SECRET_PREFIX);
		assertThat(tokens.authenticate(secret)).isPresent();
		ButtonKt._click(byId(Button.class, "api-token-issued-done"));
		assertThat(present("api-token-secret")).as("the secret is not shown again").isFalse();

		ApiToken row = this.<ApiToken>gridRows("api-tokens").get(0);
		assertThat(row.name()).isEqualTo("Looker Studio");
		assertThat(row.canWrite()).isTrue();
		assertThat(row.workspaces()).containsExactly(bakery);
		assertThat(row.expiresAt()).as("90 days by default").isNotNull();

		ButtonKt._click(revokeButton());
		ConfirmDialog confirm = byId(ConfirmDialog.class, "revoke-token-confirm");
		assertThat(ConfirmDialogKt._getText(confirm)).contains("refused from its next request");
		ConfirmDialogKt._fireConfirm(confirm);

		assertThat(tokens.authenticate(secret)).isEmpty();
		assertThat(this.<ApiToken>gridRows("api-tokens").get(0).revokedAt()).isNotNull();
		assertThat(revokeButton().isVisible()).as("no Revoke on a revoked token").isFalse();
	}

	@Test
	void a_token_without_a_name_is_refused_on_its_field_and_nothing_is_made() {
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("agency/api-tokens");

		ButtonKt._click(byId(Button.class, "api-token-issue"));

		TextField name = byId(TextField.class, "api-token-name");
		assertThat(name.isInvalid()).isTrue();
		assertThat(name.getErrorMessage()).isNotBlank();
		assertThat(present("api-token-secret")).isFalse();
		assertThat(present("api-tokens-empty")).isTrue();
	}

	private static Button revokeButton() {
		return (Button) GridKt._getCellComponent(byId(Grid.class, "api-tokens"), 0, "actions");
	}

	@Test
	void a_manager_never_reaches_the_page() {
		signInAs(agency.user(Role.ACCOUNT_MANAGER, bakery));
		navigate("agency/api-tokens");

		assertNotFoundPage();
	}

}
