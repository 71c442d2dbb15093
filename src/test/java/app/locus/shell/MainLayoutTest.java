package app.locus.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.security.LocusUser;
import app.locus.base.ui.UiTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.BrandingService;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.UserService;
import app.locus.tenancy.WorkspaceSummary;
import com.github.mvysny.kaributesting.v10.ContextMenuKt;
import com.github.mvysny.kaributesting.v10.LocatorJ;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Html;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.menubar.MenuBar;
import com.vaadin.flow.component.select.Select;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.security.core.context.SecurityContextHolder;

class MainLayoutTest extends UiTest {

	@Autowired
	BrandingService branding;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	UserService users;

	TestAgency agency;

	WorkspaceId bakery;

	WorkspaceId dental;

	WorkspaceId florist;

	WorkspaceId foreign;

	@BeforeEach
	void workspaces() {
		agency = tenants.agency();
		bakery = agency.workspace("A Bakery");
		dental = agency.workspace("B Dental");
		florist = agency.workspace("C Florist");
		foreign = tenants.agency().workspace("Foreign");
	}

	@Test
	void the_switcher_lists_only_the_workspaces_assigned_to_a_manager() {
		signInAs(agency.user(Role.ACCOUNT_MANAGER, bakery, florist));
		navigate("");

		assertThat(switcherItems()).containsExactly(bakery, florist);
		assertThat(path()).isEqualTo("agency/overview");
	}

	@Test
	void the_switcher_of_an_admin_lists_every_workspace_of_their_agency_only() {
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("");

		assertThat(switcherItems()).containsExactly(bakery, dental, florist).doesNotContain(foreign);
	}

	@Test
	void switching_workspace_opens_the_same_page_of_the_chosen_workspace() {
		signInAs(agency.user(Role.ACCOUNT_MANAGER, bakery, dental));
		navigate("w/" + bakery + "/dashboard");
		Select<WorkspaceSummary> switcher = switcher();

		LocatorJ._setValue(switcher,
				switcher.getListDataView()
					.getItems()
					.filter(workspace -> workspace.id().equals(dental))
					.findFirst()
					.orElseThrow());

		assertThat(path()).isEqualTo("w/" + dental + "/dashboard");
		assertThat(byId(H2.class, "workspace-name").getText()).startsWith("B Dental");
	}

	@Test
	void a_client_viewer_is_shown_only_the_workspace_pages() {
		signInAs(agency.user(Role.CLIENT_VIEWER, dental));
		navigate("");

		assertThat(navLinks()).containsEntry("nav-dashboard", "w/" + dental + "/dashboard");
		assertThat(present("agency-nav")).isFalse();
		assertThat(navLinks()).doesNotContainKey("nav-users");
		assertThat(navLinks()).doesNotContainKey("nav-audit");
	}

	@Test
	void a_workspace_name_with_markup_is_written_into_the_navigation_as_text() {
		WorkspaceId odd = agency.workspace("<img src=x onerror=alert(1)> & Co");
		signInAs(agency.user(Role.ACCOUNT_MANAGER, odd));
		navigate("w/" + odd + "/dashboard");

		String markup = LocatorJ._get(Html.class, spec -> spec.withId("workspace-nav")).getInnerHtml();
		assertThat(markup).contains("&lt;img src=x onerror=alert(1)&gt; &amp; Co").doesNotContain("<img");
		assertThat(navLinks()).containsEntry("nav-dashboard", "w/" + odd + "/dashboard");
	}

	@Test
	void an_agency_admin_is_shown_the_agency_pages_too() {
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("");

		assertThat(navLinks("agency-nav").values())
			.containsSubsequence("agency/calendar", "agency/workspaces", "agency/users", "agency/branding",
					"agency/audit")
			.contains("agency/settings");
	}

	@Test
	void someone_without_a_workspace_is_told_so_on_the_start_page() {
		signInAs(agency.user(Role.CLIENT_VIEWER));
		navigate("");

		assertThat(present("no-workspace")).isTrue();
		assertThat(present("workspace-switcher")).isFalse();
	}

	@Test
	void the_layout_shows_the_agencys_name_and_applies_its_colour() {
		signInAs(agency.user(Role.ACCOUNT_MANAGER, bakery));
		navigate("");

		assertThat(byId(Span.class, "brand-name").getText()).startsWith("Agency ");
		assertThat(UI.getCurrent().getElement().getStyle().get("--lumo-primary-color")).isEqualTo("#1f6feb");
		assertThat(UI.getCurrent().getElement().getStyle().get("--lumo-primary-color-10pct"))
			.isEqualTo("rgba(31, 111, 235, 0.10)");
	}

	@Test
	void signing_out_from_the_user_menu_ends_the_sign_in() {
		signInAs(agency.user(Role.ACCOUNT_MANAGER, bakery));
		navigate("");

		ContextMenuKt._clickItemWithID(byId(MenuBar.class, "user-menu"), "logout");

		assertThat(SecurityContextHolder.getContext().getAuthentication()).isNull();
	}

	@Test
	void a_page_change_within_a_workspace_sends_again_no_part_of_the_frame_that_did_not_change() {
		WorkspaceId withoutKey = agency.workspace("Client");
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("w/" + withoutKey + "/dashboard");
		Span brandName = byId(Span.class, "brand-name");
		Component notice = byId(Component.class, "no-key-notice");
		Object switcherItems = switcher().getDataProvider();

		navigate("w/" + withoutKey + "/locations");

		assertThat(byId(Span.class, "brand-name")).isSameAs(brandName);
		assertThat(byId(Component.class, "no-key-notice")).isSameAs(notice);
		assertThat(switcher().getDataProvider()).isSameAs(switcherItems);
	}

	@SuppressWarnings("unchecked")
	private static Select<WorkspaceSummary> switcher() {
		return byId(Select.class, "workspace-switcher");
	}

	private static java.util.List<WorkspaceId> switcherItems() {
		return switcher().getListDataView().getItems().map(WorkspaceSummary::id).toList();
	}

	private static String path() {
		return UI.getCurrent().getInternals().getActiveViewLocation().getPath();
	}

	@Test
	void the_page_title_and_the_powered_by_line_follow_the_agency() {
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("agency/users");

		String agencyName = branding.current().displayName();
		assertThat(UI.getCurrent().getInternals().getTitle()).isEqualTo("Users · " + agencyName);
		navigate("agency/api-tokens");
		assertThat(UI.getCurrent().getInternals().getTitle()).as("a page that names itself in the reader's language")
			.isEqualTo("API tokens · " + agencyName);
		navigate("w/" + bakery + "/reports");
		assertThat(UI.getCurrent().getInternals().getTitle()).isEqualTo("Reports · " + agencyName);
		navigate("agency/users");
		assertThat(byId(Paragraph.class, "powered-by").getText()).isEqualTo("Powered by Locus");

		provisioning.showPoweredBy(agency.id(), false);
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("agency/workspaces");

		assertThat(present("powered-by")).as("a page opened after the change").isFalse();
	}

	@Test
	void a_workspace_assigned_since_the_switcher_was_read_opens_by_its_address() {
		LocusUser manager = agency.user(Role.ACCOUNT_MANAGER, bakery);
		signInAs(manager);
		navigate("w/" + bakery + "/dashboard");

		asAdmin(() -> users.assignWorkspaces(manager.id(), Set.of(bakery, dental)), manager);
		navigate("w/" + dental + "/dashboard");

		assertThat(path()).isEqualTo("w/" + dental + "/dashboard");
		assertThat(switcherItems()).containsExactly(bakery, dental);
	}

	@Test
	void a_workspace_taken_away_since_the_switcher_was_read_is_refused_and_leaves_the_switcher() {
		LocusUser manager = agency.user(Role.ACCOUNT_MANAGER, bakery, dental);
		signInAs(manager);
		navigate("w/" + bakery + "/dashboard");

		asAdmin(() -> users.assignWorkspaces(manager.id(), Set.of(bakery)), manager);
		navigate("w/" + dental + "/dashboard");

		assertNotFoundPage();
		navigate("w/" + bakery + "/dashboard");
		assertThat(switcherItems()).as("the next page lists what they may open now").containsExactly(bakery);
	}

	private void asAdmin(Runnable change, LocusUser backTo) {
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		try {
			change.run();
		}
		finally {
			TestTenants.signIn(backTo);
		}
	}

}
