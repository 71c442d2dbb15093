package app.locus.shell;

import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import app.locus.base.Role;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.base.i18n.Language;
import app.locus.base.ui.UiTest;
import app.locus.security.LocusUser;
import app.locus.tenancy.LanguageService;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.TestTenants.TestAgency;
import com.github.mvysny.kaributesting.v10.ContextMenuKt;
import com.github.mvysny.kaributesting.v10.LocatorJ;
import com.vaadin.flow.component.Html;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.contextmenu.MenuItem;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.login.LoginForm;
import com.vaadin.flow.component.menubar.MenuBar;
import com.vaadin.flow.server.VaadinSession;
import org.jooq.DSLContext;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

/**
 * Who chooses the language a page is read in (DD195): the browser before sign-in, the
 * person's stored choice after, a client viewer without one their workspace's. The
 * expected words are written here as a reader of each language would expect them, not
 * read from the bundles.
 */
class LanguageChoiceTest extends UiTest {

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
	void a_german_persons_stored_choice_renders_the_shell_and_the_dashboard_in_german() {
		LocusUser admin = agency.user(Role.AGENCY_ADMIN);
		TestTenants.signIn(admin);
		languages.choose("de");

		signInAs(admin);
		navigate("w/" + bakery + "/dashboard");

		assertThat(UI.getCurrent().getLocale()).isEqualTo(Locale.GERMAN);
		assertThat(navLabels("workspace-nav")).containsEntry("nav-reports", "Berichte")
			.containsEntry("nav-calendar", "Kalender")
			.containsEntry("nav-workspace-settings", "Arbeitsbereich-Einstellungen");
		assertThat(navLabels("agency-nav")).containsEntry("nav-workspaces", "Arbeitsbereiche")
			.containsEntry("nav-users", "Benutzer");
		assertThat(menuItem("logout").getText()).isEqualTo("Abmelden");
		assertThat(menuItem("my-account").getText()).isEqualTo("Mein Konto");
		assertThat(byId(Paragraph.class, "dashboard-placeholder").getText()).startsWith("Noch keine Scan-Berichte.");
		assertThat(LocatorJ._find(H3.class).stream().map(H3::getText)).contains("Neueste Heatmaps",
				"Aktuelle Kennzahlen je Keyword und Standort");
		assertThat(byId(Paragraph.class, "powered-by").getText()).isEqualTo("Bereitgestellt von Locus");
	}

	@Test
	void a_client_viewer_without_a_choice_reads_the_workspaces_language_and_with_one_their_own() {
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		languages.setForWorkspace(bakery, "es");
		LocusUser viewer = agency.user(Role.CLIENT_VIEWER, bakery);

		signInAs(viewer);
		navigate("w/" + bakery + "/dashboard");
		assertThat(LocatorJ._find(H3.class).stream().map(H3::getText)).contains("Mapas de calor más recientes");

		languages.choose("fr");
		signInAs(viewer);
		navigate("w/" + bakery + "/dashboard");
		assertThat(LocatorJ._find(H3.class).stream().map(H3::getText)).contains("Heatmaps les plus récentes");
	}

	@Test
	void a_german_client_viewer_reads_the_client_dashboard_in_german() {
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		languages.setForWorkspace(bakery, "de");

		signInAs(agency.user(Role.CLIENT_VIEWER, bakery));
		navigate("w/" + bakery + "/overview");

		assertThat(LocatorJ._find(H3.class).stream().map(H3::getText)).contains("Sichtbarkeitsanteil je Keyword",
				"Neueste Heatmaps", "Anstehende Scans", "Wartet auf Ihre Freigabe");
		assertThat(byId(Paragraph.class, "overview-no-scans").getText()).isEqualTo(
				"Noch keine Scan-Berichte. Sie erscheinen hier, sobald die ersten Scans dieses Arbeitsbereichs gelaufen sind.");
		assertThat(byId(Paragraph.class, "overview-nothing-planned").getText())
			.isEqualTo("In den nächsten Wochen sind keine Scans geplant.");
		assertThat(navLabels("workspace-nav")).containsEntry("nav-overview", "Übersicht");
	}

	@Test
	void a_manager_or_admin_without_a_choice_keeps_the_browsers_language_whatever_the_workspaces() {
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		languages.setForWorkspace(bakery, "fr");

		signInAs(agency.user(Role.ACCOUNT_MANAGER, bakery));
		navigate("w/" + bakery + "/dashboard");

		assertThat(menuItem("logout").getText()).isEqualTo("Sign out");
	}

	@Test
	void a_choice_in_the_user_menu_applies_at_once_and_on_the_next_sign_in() {
		LocusUser manager = agency.user(Role.ACCOUNT_MANAGER, bakery);
		signInAs(manager);
		navigate("w/" + bakery + "/dashboard");
		assertThat(menuItem("language-en").isChecked()).isTrue();

		ContextMenuKt._clickItemWithID(byId(MenuBar.class, "user-menu"), "language-fr");

		assertThat(VaadinSession.getCurrent().getLocale()).isEqualTo(Locale.FRENCH);
		assertThat(UI.getCurrent().getLocale()).isEqualTo(Locale.FRENCH);
		assertThat(languages.ownChoice()).contains(Language.FRENCH);
		assertThat(db.fetchCount(AUDIT_EVENT,
				AUDIT_EVENT.AGENCY_ID.eq(agency.id().value())
					.and(AUDIT_EVENT.ACTION.eq("account.language_chosen"))
					.and(AUDIT_EVENT.DETAILS.eq("fr"))))
			.as("the choice in the audit trail")
			.isOne();
		signInAs(manager);
		navigate("w/" + bakery + "/dashboard");
		assertThat(menuItem("logout").getText()).isEqualTo("Se déconnecter");
		assertThat(menuItem("language-fr").isChecked()).isTrue();
	}

	@Test
	void an_unknown_language_is_refused_by_the_service_and_nothing_is_stored() {
		LocusUser manager = agency.user(Role.ACCOUNT_MANAGER, bakery);
		TestTenants.signIn(manager);

		for (String code : List.of("xx", "", "deutsch", "de-DE")) {
			assertThatThrownBy(() -> languages.choose(code)).isInstanceOfSatisfying(ValidationException.class,
					refusal -> assertThat(refusal.fieldErrors()).containsKey("languageCode"));
			assertThatThrownBy(() -> languages.setForWorkspace(bakery, code)).isInstanceOf(ValidationException.class);
		}
		assertThatThrownBy(() -> languages.choose(null)).isInstanceOf(ValidationException.class);
		assertThat(languages.ownChoice()).isEmpty();
		assertThat(languages.ofWorkspace(bakery)).isEqualTo(Language.ENGLISH);
	}

	@Test
	void the_browsers_language_picks_the_sign_in_pages_language() {
		openAnonymouslyIn(Locale.forLanguageTag("de-AT"));
		navigate("login");
		assertThat(i18n(byId(LoginForm.class, "login-form"))).contains("Bei Locus anmelden", "Passwort");
		assertThat(UI.getCurrent().getInternals().getTitle()).isEqualTo("Anmelden · Locus");

		openAnonymouslyIn(Locale.forLanguageTag("es-MX"));
		navigate("login?error");
		assertThat(i18n(byId(LoginForm.class, "login-form"))).contains("Iniciar sesión en Locus",
				"Correo o contraseña incorrectos");

		openAnonymouslyIn(Locale.forLanguageTag("fr-CA"));
		navigate("login?paused=1");
		assertThat(i18n(byId(LoginForm.class, "login-form"))).contains("réessayez dans 1 minute");

		openAnonymouslyIn(Locale.forLanguageTag("pt-BR"));
		navigate("login");
		assertThat(i18n(byId(LoginForm.class, "login-form"))).contains("Sign in to Locus");
	}

	private static MenuItem menuItem(String id) {
		return LocatorJ._get(MenuItem.class, spec -> spec.withId(id));
	}

	/** The words of each entry of one part of the side navigation, by element id. */
	private static Map<String, String> navLabels(String navId) {
		Map<String, String> labels = new LinkedHashMap<>();
		Jsoup.parseBodyFragment(byId(Html.class, navId).getInnerHtml())
			.select("vaadin-side-nav-item")
			.forEach(item -> labels.put(item.id(), item.text()));
		return labels;
	}

	private static String i18n(LoginForm form) {
		return String.valueOf(form.getElement().getPropertyRaw("i18n"));
	}

}
