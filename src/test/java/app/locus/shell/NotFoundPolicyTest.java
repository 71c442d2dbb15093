package app.locus.shell;

import static org.assertj.core.api.Assertions.assertThat;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.WorkspaceService;
import com.github.mvysny.kaributesting.v10.LocatorJ;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.login.LoginForm;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

/**
 * A workspace or page someone may not see answers exactly like one that does not exist.
 */
class NotFoundPolicyTest extends UiTest {

	@Autowired
	WorkspaceService workspaces;

	TestAgency agency;

	WorkspaceId bakery;

	WorkspaceId dental;

	WorkspaceId foreign;

	String foreignName;

	@BeforeEach
	void workspaces() {
		agency = tenants.agency();
		bakery = agency.workspace("Bakery");
		dental = agency.workspace("Dental");
		TestAgency other = tenants.agency();
		foreign = other.workspace("Secret");
	}

	@Test
	void another_agencys_workspace_answers_like_one_that_never_existed() {
		signInAs(agency.user(Role.AGENCY_ADMIN));
		String missing = notFoundText("w/" + WorkspaceId.random() + "/dashboard");

		assertThat(notFoundText("w/" + foreign + "/dashboard")).isEqualTo(missing).doesNotContain("Secret");
		assertThat(notFoundText("w/not-an-id/dashboard")).isEqualTo(missing);
		assertThat(notFoundText("no/such/page")).isEqualTo(missing);
	}

	@Test
	void a_client_viewer_cannot_open_another_client_workspace_of_the_same_agency() {
		signInAs(agency.user(Role.CLIENT_VIEWER, bakery));
		String missing = notFoundText("w/" + WorkspaceId.random() + "/dashboard");

		assertThat(notFoundText("w/" + dental + "/dashboard")).isEqualTo(missing);
		navigate("w/" + bakery + "/dashboard");
		assertThat(present("not-found")).isFalse();
	}

	@Test
	void an_archived_workspace_answers_like_a_missing_one() {
		WorkspaceId archived = agency.workspace("Archived");
		signInAs(agency.user(Role.AGENCY_ADMIN));
		String missing = notFoundText("w/" + WorkspaceId.random() + "/dashboard");
		workspaces.archive(archived);

		assertThat(notFoundText("w/" + archived + "/dashboard")).isEqualTo(missing);
	}

	@Test
	void agency_pages_answer_like_missing_pages_to_managers_and_client_viewers() {
		for (Role role : new Role[] { Role.ACCOUNT_MANAGER, Role.CLIENT_VIEWER }) {
			signInAs(agency.user(role, bakery));
			String missing = notFoundText("agency/no-such-page");
			for (String page : new String[] { "agency/workspaces", "agency/users", "agency/branding",
					"agency/audit" }) {
				assertThat(notFoundText(page)).as(role + " " + page).isEqualTo(missing);
			}
		}
	}

	@Test
	void someone_not_signed_in_is_sent_to_the_login() {
		openAnonymously();
		navigate("w/" + bakery + "/dashboard");

		assertThat(LocatorJ._find(LoginForm.class)).hasSize(1);
	}

	private String notFoundText(String path) {
		navigate(path);
		assertNotFoundPage();
		return byId(Main.class, "not-found").getElement().getTextRecursively();
	}

}
