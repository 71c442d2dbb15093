package app.locus.onboarding.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._setValue;
import static org.assertj.core.api.Assertions.assertThat;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.security.LocusUser;
import app.locus.tenancy.TestTenants.TestAgency;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.TextField;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class FirstRunViewTest extends UiTest {

	TestAgency agency;

	LocusUser admin;

	@BeforeEach
	void aNewAgency() {
		agency = tenants.agency();
		admin = agency.user(Role.AGENCY_ADMIN);
	}

	@Test
	void a_new_agencys_admin_lands_on_the_first_run_path_at_the_first_step() {
		signInAs(admin);
		navigate("");

		assertThat(present("first-run")).isTrue();
		assertThat(present("brand-name")).isTrue();
	}

	@Test
	void a_refused_workspace_name_shows_on_its_field_and_a_good_one_moves_on_to_the_key() {
		signInAs(admin);
		navigate("agency/first-run?step=workspace");
		TextField name = byId(TextField.class, "workspace-name-field");

		_click(byId(Button.class, "create-workspace"));
		assertThat(name.isInvalid()).isTrue();
		assertThat(state("step-workspace")).isEqualTo("to_do");

		_setValue(name, "Corner Bakery");
		_click(byId(Button.class, "create-workspace"));

		assertThat(state("step-workspace")).isEqualTo("done");
		assertThat(present("key-secret")).isTrue();
	}

	@Test
	void a_skipped_step_is_listed_on_the_overview_until_the_admin_hides_the_list() {
		signInAs(admin);
		navigate("agency/first-run");
		_click(byId(Button.class, "skip-step"));
		assertThat(state("step-branding")).isEqualTo("skipped");
		assertThat(present("workspace-name-field")).as("moved on to the next step").isTrue();

		navigate("agency/overview");
		assertThat(present("first-run-checklist")).isTrue();
		// a skipped step is still to do: all five are left
		assertThat(byId(Span.class, "first-run-checklist-title").getText().strip())
			.isEqualTo("Finish setting up: 5 steps of 5 left.");
		assertThat(byId(Anchor.class, "checklist-branding").getText()).contains("skipped");
		assertThat(byId(Anchor.class, "checklist-branding").getHref()).isEqualTo("agency/first-run?step=branding");

		_click(byId(Button.class, "dismiss-checklist"));
		assertThat(present("first-run-checklist")).isFalse();
		navigate("agency/overview");
		assertThat(present("first-run-checklist")).isFalse();
	}

	@Test
	void managers_see_no_checklist_and_cannot_open_the_path() {
		WorkspaceId workspace = agency.workspace("Client");
		signInAs(agency.user(Role.ACCOUNT_MANAGER, workspace));

		navigate("agency/overview");
		assertThat(present("agency-overview")).isTrue();
		assertThat(present("first-run-checklist")).isFalse();

		navigate("agency/first-run");
		assertThat(present("first-run")).isFalse();
	}

	@Test
	void a_workspace_without_a_key_says_what_to_do_to_each_role_on_its_pages() {
		WorkspaceId workspace = agency.workspace("Client");
		String page = "w/" + workspace.value() + "/locations";

		signInAs(admin);
		navigate(page);
		assertThat(notice()).isInstanceOf(Anchor.class);
		assertThat(((Anchor) notice()).getHref()).isEqualTo("w/" + workspace.value() + "/settings/keys");

		signInAs(agency.user(Role.ACCOUNT_MANAGER, workspace));
		navigate(page);
		assertThat(notice()).isInstanceOf(Span.class);
		assertThat(((Span) notice()).getText()).contains("ask an agency admin");

		signInAs(agency.user(Role.CLIENT_VIEWER, workspace));
		navigate(page);
		assertThat(((Span) notice()).getText()).contains("your agency must add an API key");
	}

	private static Component notice() {
		return byId(Component.class, "no-key-notice");
	}

	private static String state(String stepId) {
		return byId(Button.class, stepId).getElement().getAttribute("data-state");
	}

}
