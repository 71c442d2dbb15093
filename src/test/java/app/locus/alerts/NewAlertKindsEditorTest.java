package app.locus.alerts;

import static org.assertj.core.api.Assertions.assertThat;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.tenancy.TestTenants.TestAgency;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.textfield.IntegerField;
import org.junit.jupiter.api.Test;

/** The kinds of DD152 in the workspace's rules editor and in a person's choices. */
class NewAlertKindsEditorTest extends UiTest {

	@Test
	void the_rules_editor_and_the_choices_show_the_guard_and_campaign_kinds_in_plain_words() {
		TestAgency agency = tenants.agency();
		WorkspaceId bakery = agency.workspace("Bakery");
		signInAs(agency.user(Role.ACCOUNT_MANAGER, bakery));

		navigate("w/" + bakery + "/alert-rules");
		assertThat(byId(Checkbox.class, "rule-guard-change-enabled").getLabel())
			.isEqualTo("Profile protection saw a change to the profile");
		assertThat(byId(Checkbox.class, "rule-campaign-deactivated-enabled").getLabel())
			.isEqualTo("A campaign was stopped because the credits ran out");

		navigate("account/alerts");
		assertThat(present("pref-guard_change-email")).isTrue();
		assertThat(present("pref-campaign_deactivated-in_app")).isTrue();
	}

	@Test
	void the_rules_editor_offers_the_credits_kinds_with_a_threshold_in_days_and_refuses_one_out_of_range() {
		TestAgency agency = tenants.agency();
		WorkspaceId bakery = agency.workspace("Bakery");
		signInAs(agency.user(Role.ACCOUNT_MANAGER, bakery));

		navigate("w/" + bakery + "/alert-rules");
		assertThat(byId(Checkbox.class, "rule-credits-run-out-enabled").getLabel())
			.isEqualTo("Credits run out soon at the planned rate");
		IntegerField days = byId(IntegerField.class, "rule-credits-run-out-threshold");
		assertThat(days.getValue()).isEqualTo(7);
		assertThat(days.getHelperText()).isEqualTo("1 to 90");
		assertThat(byId(Checkbox.class, "rule-budget-reached-enabled").getLabel())
			.isEqualTo("A workspace used its monthly credit budget");
		assertThat(present("rule-budget-reached-threshold")).isFalse();

		days.setValue(91);
		byId(Button.class, "rule-credits-run-out-save").click();
		assertThat(days.isInvalid()).isTrue();
		assertThat(days.getErrorMessage()).isEqualTo("The threshold must be between 1 and 90 days.");

		navigate("account/alerts");
		assertThat(present("pref-credits_run_out-email")).isTrue();
		assertThat(present("pref-budget_reached-in_app")).isTrue();
	}

}
