package app.locus.campaigns.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static com.github.mvysny.kaributesting.v10.LocatorJ._setValue;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignInput;
import app.locus.campaigns.CampaignService;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.upstream.api.SpecDates;
import app.locus.upstream.credentials.ApiKeyService;
import com.github.mvysny.kaributesting.v10.GridKt;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The campaign edit dialog: staff change the settings through the service; a refused
 * field shows on that field and nothing is sent; client viewers get no edit button.
 */
class CampaignEditViewTest extends UiTest {

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	@Autowired
	CampaignService campaigns;

	TestAgency agency;

	WorkspaceId workspace;

	AccountHandle account;

	Campaign campaign;

	@BeforeEach
	void aCampaign() {
		agency = tenants.agency();
		workspace = agency.workspace("Bakery");
		account = simulator.createAccount("Edit view", 1_000);
		account.saveLocation(DemoData.BLUE_BOTTLE_ALBERTA, false);
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		keys.add(workspace, "Test key", account.key(), null);
		campaign = campaigns.create(workspace,
				new CampaignInput("Weekly Alberta", List.of(DemoData.BLUE_BOTTLE_ALBERTA), List.of("bakery"), 5, "2",
						"mi", "weekly", SpecDates.formatDate(LocalDate.now(ZoneOffset.UTC).plusDays(1)), "9:00 AM"));
	}

	private Component actions() {
		return GridKt._getCellComponent(byId(Grid.class, "campaigns-grid"), 0, "actions");
	}

	private int updatesSent() {
		return simulator.calls().count("/v2/campaigns/update", account.id());
	}

	@Test
	@SuppressWarnings("unchecked")
	void a_manager_renames_and_enlarges_the_grid() {
		signInAs(agency.user(Role.ACCOUNT_MANAGER, workspace));
		navigate("w/" + workspace + "/campaigns");

		_click(_get(actions(), Button.class, spec -> spec.withId("campaign-edit-" + campaign.id())));
		_setValue(byId(TextField.class, "campaign-edit-name"), "Weekly Alberta, bigger grid");
		_setValue(byId(Select.class, "campaign-edit-grid"), 9);
		_click(byId(Button.class, "campaign-edit-save"));

		List<Campaign> rows = gridRows("campaigns-grid");
		assertThat(rows).extracting(Campaign::name).containsExactly("Weekly Alberta, bigger grid");
		assertThat(rows.get(0).creditsPerRun()).hasValue(81);
		assertThat(present("campaign-edit-dialog")).isFalse();
		assertThat(updatesSent()).isEqualTo(1);
	}

	@Test
	void a_refused_radius_shows_on_its_field_and_nothing_is_sent() {
		signInAs(agency.user(Role.ACCOUNT_MANAGER, workspace));
		navigate("w/" + workspace + "/campaigns");

		_click(_get(actions(), Button.class, spec -> spec.withId("campaign-edit-" + campaign.id())));
		_setValue(byId(TextField.class, "campaign-edit-radius"), "500");
		_click(byId(Button.class, "campaign-edit-save"));

		assertThat(byId(TextField.class, "campaign-edit-radius").isInvalid()).isTrue();
		assertThat(present("campaign-edit-dialog")).isTrue();
		assertThat(updatesSent()).isZero();
	}

	@Test
	void a_client_viewer_gets_no_edit_button() {
		signInAs(agency.user(Role.CLIENT_VIEWER, workspace));
		navigate("w/" + workspace + "/campaigns");

		assertThat(_find(actions(), Button.class, spec -> spec.withId("campaign-edit-" + campaign.id()))).isEmpty();
	}

}
