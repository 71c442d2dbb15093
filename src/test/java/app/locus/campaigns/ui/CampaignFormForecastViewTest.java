package app.locus.campaigns.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._setValue;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Set;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.locations.SavedLocation;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.combobox.MultiSelectComboBox;
import com.vaadin.flow.component.datepicker.DatePicker;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.TextField;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The campaign form warns when the new campaign would use up the credits before the
 * subscription renews, with the balance read from the simulator over HTTP.
 */
class CampaignFormForecastViewTest extends UiTest {

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	private void checkANewCampaignRunningTonight(long balance) {
		checkANewCampaign(balance, "23:59", "Tonight");
	}

	private void checkANewCampaign(long balance, String startTime, String name) {
		TestAgency agency = tenants.agency();
		WorkspaceId workspace = agency.workspace("Bakery");
		AccountHandle account = simulator.createAccount("Form forecast", balance);
		account.saveLocation(DemoData.BLUE_BOTTLE_ALBERTA, false);
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		keys.add(workspace, "Test key", account.key(), null);
		signInAs(agency.user(Role.ACCOUNT_MANAGER, workspace));
		navigate("w/" + workspace + "/campaigns");

		_setValue(byId(TextField.class, "campaign-name"), name);
		@SuppressWarnings("unchecked")
		MultiSelectComboBox<SavedLocation> places = byId(MultiSelectComboBox.class, "campaign-places");
		_setValue(places, Set.copyOf(places.getListDataView().getItems().toList()));
		_setValue(byId(TextField.class, "campaign-keywords"), "bakery, croissant");
		_setValue(byId(DatePicker.class, "campaign-start-date"), LocalDate.now(ZoneOffset.UTC));
		_setValue(byId(TextField.class, "campaign-start-time"), startTime);
		_click(byId(Button.class, "campaign-check"));
	}

	@Test
	void a_campaign_that_would_use_up_the_credits_before_the_renewal_is_flagged_with_the_date() {
		checkANewCampaignRunningTonight(10);

		Paragraph warning = byId(Paragraph.class, "campaign-runout-warning");
		assertThat(warning.isVisible()).isTrue();
		assertThat(warning.getText()).contains(LocalDate.now(ZoneOffset.UTC).toString())
			.contains("before the subscription renews");
	}

	@Test
	void a_campaign_the_balance_carries_to_the_renewal_is_not_flagged() {
		checkANewCampaignRunningTonight(1_000_000);

		assertThat(present("campaign-runout-warning")).as("an invisible warning is not found").isFalse();
		assertThat(byId(Paragraph.class, "campaign-forecast").getText()).contains("last until the renewal");
	}

	@Test
	void a_start_time_that_does_not_exist_stays_in_its_field_with_the_services_message() {
		checkANewCampaign(1_000_000, "25:61", "Tonight");

		TextField time = byId(TextField.class, "campaign-start-time");
		assertThat(time.getValue()).isEqualTo("25:61");
		assertThat(time.isInvalid()).isTrue();
		assertThat(time.getErrorMessage()).isEqualTo("Enter a time on the 24-hour clock, such as 09:05.");
	}

	@Test
	void a_name_past_its_limit_is_kept_whole_and_refused_with_the_limit() {
		String name = "Bakery ".repeat(430).strip();
		checkANewCampaign(1_000_000, "23:59", name);

		TextField field = byId(TextField.class, "campaign-name");
		assertThat(field.getValue()).isEqualTo(name);
		assertThat(field.getMaxLength()).as("no maxlength that cuts a paste").isZero();
		assertThat(field.getHelperText()).isEqualTo("Up to 100 characters.");
		assertThat(field.isInvalid()).isTrue();
		assertThat(field.getErrorMessage()).isEqualTo("Campaign name must be at most 100 characters.");
	}

}
