package app.locus.twofactor.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static com.github.mvysny.kaributesting.v10.LocatorJ._setValue;
import static org.assertj.core.api.Assertions.assertThat;

import app.locus.base.Role;
import app.locus.base.ui.UiTest;
import app.locus.security.LocusUser;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import app.locus.twofactor.TotpOracle;
import app.locus.twofactor.TwoFactorService;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.Image;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.textfield.TextField;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

class TwoFactorAccountViewTest extends UiTest {

	@Autowired
	TwoFactorService twoFactor;

	TestAgency agency;

	LocusUser admin;

	LocusUser viewer;

	@BeforeEach
	void people() {
		agency = tenants.agency();
		admin = agency.user(Role.AGENCY_ADMIN);
		viewer = agency.user(Role.CLIENT_VIEWER, agency.workspace("Bakery"));
	}

	@Test
	void setting_up_shows_the_qr_code_the_secret_and_ten_recovery_codes_and_a_right_code_turns_it_on() {
		signInAs(viewer);
		navigate("account/two-factor");
		assertThat(state()).startsWith("Off");

		_click(byId(Button.class, "two-factor-start"));

		assertThat(byId(Image.class, "two-factor-qr").getSrc()).startsWith("data:image/svg+xml;base64,");
		String secret = byId(Span.class, "two-factor-secret").getText().replace(" ", "");
		assertThat(secret).matches("[A-Z2-7]{32}");
		assertThat(_find(byId(UnorderedList.class, "two-factor-recovery-codes"), ListItem.class)).hasSize(10);

		TextField code = byId(TextField.class, "two-factor-confirm-code");
		_setValue(code, "12345");
		_click(byId(Button.class, "two-factor-confirm"));
		assertThat(code.isInvalid()).isTrue();
		assertThat(present("two-factor-state")).isFalse();

		_setValue(code, TotpOracle.now(secret));
		_click(byId(Button.class, "two-factor-confirm"));

		assertThat(state()).startsWith("On").contains("10 of your recovery codes");
		assertThat(present("two-factor-recovery-codes")).as("codes are shown once only").isFalse();
	}

	@Test
	void new_recovery_codes_are_shown_for_a_current_code() {
		String secret = enrol(viewer);
		signInAs(viewer);
		navigate("account/two-factor");

		_setValue(byId(TextField.class, "two-factor-regenerate-code"), TotpOracle.next(secret));
		_click(byId(Button.class, "two-factor-regenerate"));

		assertThat(_find(byId(UnorderedList.class, "two-factor-new-codes"), ListItem.class)).hasSize(10);
	}

	@Test
	void a_current_code_turns_it_off() {
		String secret = enrol(viewer);
		signInAs(viewer);
		navigate("account/two-factor");

		_setValue(byId(TextField.class, "two-factor-disable-code"), TotpOracle.next(secret));
		_click(byId(Button.class, "two-factor-disable"));

		assertThat(state()).startsWith("Off");
	}

	@Test
	void it_cannot_be_turned_off_while_the_agency_requires_it() {
		enrol(admin);
		enrol(viewer);
		TestTenants.signIn(admin);
		twoFactor.setRequiredForAgency(true);
		signInAs(viewer);
		navigate("account/two-factor");

		assertThat(present("two-factor-required-note")).isTrue();
		assertThat(byId(Button.class, "two-factor-disable").isEnabled()).isFalse();
	}

	@Test
	void an_admin_requires_it_for_the_agency_only_once_their_own_is_on() {
		signInAs(admin);
		navigate("agency/two-factor");
		Checkbox required = byId(Checkbox.class, "two-factor-required");

		_setValue(required, true);

		assertThat(required.getValue()).as("refused while the admin has none").isFalse();
		TestTenants.signIn(admin);
		assertThat(twoFactor.requiredForAgency()).isFalse();

		enrol(admin);
		signInAs(admin);
		navigate("agency/two-factor");
		_setValue(byId(Checkbox.class, "two-factor-required"), true);

		TestTenants.signIn(admin);
		assertThat(twoFactor.requiredForAgency()).isTrue();
	}

	@Test
	void the_policy_page_is_for_admins_only() {
		signInAs(viewer);
		navigate("agency/two-factor");

		assertThat(present("two-factor-required")).isFalse();
	}

	private String state() {
		return byId(Paragraph.class, "two-factor-state").getText();
	}

	private String enrol(LocusUser user) {
		TestTenants.signIn(user);
		String secret = twoFactor.startEnrolment().secret().replace(" ", "");
		twoFactor.confirmEnrolment(TotpOracle.now(secret));
		TestTenants.signOut();
		return secret;
	}

}
