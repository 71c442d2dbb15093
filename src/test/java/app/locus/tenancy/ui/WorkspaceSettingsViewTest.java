package app.locus.tenancy.ui;

import static app.locus.db.Tables.AUDIT_EVENT;
import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._setValue;
import static org.assertj.core.api.Assertions.assertThat;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.i18n.Language;
import app.locus.base.ui.UiTest;
import app.locus.security.LocusUser;
import app.locus.tenancy.LanguageService;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.TestTenants.TestAgency;
import com.github.mvysny.kaributesting.v10.NotificationsKt;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.select.Select;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

class WorkspaceSettingsViewTest extends UiTest {

	@Autowired
	LanguageService languages;

	@Autowired
	DSLContext db;

	TestAgency agency;

	WorkspaceId bakery;

	@BeforeEach
	void agency() {
		agency = tenants.agency();
		bakery = agency.workspace("Bakery");
	}

	@Test
	void an_account_manager_sets_the_language_the_client_reads_and_it_is_stored() {
		signInAs(agency.user(Role.ACCOUNT_MANAGER, bakery));
		navigate("w/" + bakery + "/settings");

		@SuppressWarnings("unchecked")
		Select<Language> language = byId(Select.class, "workspace-language");
		assertThat(language.getValue()).isEqualTo(Language.ENGLISH);
		_setValue(language, Language.GERMAN);
		_click(byId(Button.class, "workspace-settings-save"));

		assertThat(languages.ofWorkspace(bakery)).isEqualTo(Language.GERMAN);
		assertThat(db.fetchCount(AUDIT_EVENT,
				AUDIT_EVENT.WORKSPACE_ID.eq(bakery.value())
					.and(AUDIT_EVENT.ACTION.eq("workspace.language_changed"))
					.and(AUDIT_EVENT.TARGET.eq("de"))))
			.as("the change in the audit trail")
			.isOne();
		assertThat(NotificationsKt.getNotifications()).extracting(Notification::getElement)
			.anySatisfy(element -> assertThat(element.getProperty("text"))
				.isEqualTo("Saved. The client now reads this workspace in Deutsch."));
	}

	@Test
	void a_french_admin_reads_the_settings_in_french() {
		LocusUser admin = agency.user(Role.AGENCY_ADMIN);
		TestTenants.signIn(admin);
		languages.choose("fr");
		signInAs(admin);
		navigate("w/" + bakery + "/settings");

		assertThat(byId(H2.class, "workspace-settings-title").getText()).startsWith("Paramètres de Bakery");
		assertThat(byId(Select.class, "workspace-language").getLabel()).isEqualTo("Langue du client");
	}

	@Test
	void a_client_viewer_finds_no_settings_page() {
		signInAs(agency.user(Role.CLIENT_VIEWER, bakery));
		navigate("w/" + bakery + "/settings");

		assertNotFoundPage();
	}

}
