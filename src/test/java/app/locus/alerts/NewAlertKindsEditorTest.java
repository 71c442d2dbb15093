package app.locus.alerts;

import static org.assertj.core.api.Assertions.assertThat;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.tenancy.TestTenants.TestAgency;
import com.vaadin.flow.component.checkbox.Checkbox;
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

}
