package app.locus.security.ui;

import static org.assertj.core.api.Assertions.assertThat;

import app.locus.base.Role;
import app.locus.base.ui.UiTest;
import app.locus.tenancy.TestTenants.TestAgency;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.login.LoginForm;
import org.junit.jupiter.api.Test;

class LoginViewTest extends UiTest {

	@Test
	void the_login_page_shows_a_form_that_posts_email_and_password_to_spring_security() {
		openAnonymously();
		navigate("login");

		LoginForm form = byId(LoginForm.class, "login-form");
		assertThat(form.getAction()).isEqualTo("login");
		assertThat(form.isError()).isFalse();
		assertThat(i18n(form)).contains("E-mail");
	}

	@Test
	void a_failed_sign_in_says_plainly_that_email_or_password_is_wrong() {
		openAnonymously();
		navigate("login?error");

		LoginForm form = byId(LoginForm.class, "login-form");
		assertThat(form.isError()).isTrue();
		assertThat(i18n(form)).contains("Incorrect e-mail or password");
	}

	@Test
	void a_paused_sign_in_says_how_many_minutes_to_wait() {
		openAnonymously();
		navigate("login?paused=4");

		LoginForm form = byId(LoginForm.class, "login-form");
		assertThat(form.isError()).isTrue();
		assertThat(i18n(form)).contains("Too many failed sign-in attempts").contains("try again in 4 minutes");
	}

	@Test
	void an_account_that_must_wait_says_how_many_seconds() {
		openAnonymously();
		navigate("login?wait=16");

		LoginForm form = byId(LoginForm.class, "login-form");
		assertThat(form.isError()).isTrue();
		assertThat(i18n(form)).contains("wait 16 seconds before you try again");
	}

	/**
	 * An account never waits longer than a minute (DD185), so 61 seconds is the shortest
	 * forgery: a page that echoed anything up to an hour would pass with a larger one.
	 */
	@Test
	void a_forged_wait_is_not_echoed() {
		openAnonymously();
		navigate("login?wait=61");

		assertThat(i18n(byId(LoginForm.class, "login-form"))).contains("wait a few seconds").doesNotContain("61");
	}

	@Test
	void a_forged_pause_length_is_not_echoed() {
		openAnonymously();
		navigate("login?paused=%3Cscript%3E");

		assertThat(i18n(byId(LoginForm.class, "login-form"))).contains("try again in a few minutes")
			.doesNotContain("script");
	}

	@Test
	void someone_signed_in_who_opens_the_login_goes_on_to_their_workspace() {
		TestAgency agency = tenants.agency();
		var workspace = agency.workspace("Bakery");
		signInAs(agency.user(Role.CLIENT_VIEWER, workspace));
		navigate("login");

		assertThat(UI.getCurrent().getInternals().getActiveViewLocation().getPath())
			.isEqualTo("w/" + workspace + "/overview");
	}

	@Test
	void a_refused_sign_in_through_the_identity_provider_says_why() {
		openAnonymously();

		navigate("login?provider=domain");

		assertThat(i18n(byId(LoginForm.class, "login-form"))).contains("Sign-in refused")
			.contains("This agency accepts sign-in through its provider only for addresses at its own domains.");
	}

	@Test
	void a_forged_refusal_reason_reads_as_a_plain_failure() {
		openAnonymously();

		navigate("login?provider=%3Cscript%3E");

		assertThat(i18n(byId(LoginForm.class, "login-form")))
			.contains("Sign-in with the identity provider did not work. Try again, or sign in with your password.")
			.doesNotContain("script");
	}

	@Test
	void the_login_page_of_the_platform_host_carries_the_platform_name_and_title() {
		openAnonymously();

		navigate("login");

		assertThat(i18n(byId(LoginForm.class, "login-form"))).contains("Sign in to Locus");
		assertThat(UI.getCurrent().getInternals().getTitle()).isEqualTo("Sign in · Locus");
		assertThat(present("login-with-provider")).isFalse();
		assertThat(present("powered-by")).as("the platform's own page needs no powered-by line").isFalse();
	}

	private static String i18n(LoginForm form) {
		return String.valueOf(form.getElement().getPropertyRaw("i18n"));
	}

}
