package app.locus.twofactor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;

import app.locus.base.Role;
import app.locus.base.ui.UiTest;
import app.locus.security.LocusUser;
import app.locus.security.PendingSignIn;
import app.locus.security.PendingSignIns;
import app.locus.security.SecondFactorStep;
import com.github.mvysny.fakeservlet.FakeRequest;
import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Image;
import com.vaadin.flow.component.html.Input;
import com.vaadin.flow.component.html.Span;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class SignInStepPagesTest extends UiTest {

	LocusUser manager;

	@BeforeEach
	void person() {
		manager = tenants.agency().user(Role.ACCOUNT_MANAGER);
	}

	@Test
	void without_a_pending_sign_in_the_step_pages_lead_to_the_login() {
		openAnonymously();

		navigate("sign-in/code");
		assertThat(path()).isEqualTo("login");
		navigate("sign-in/two-factor-setup");
		assertThat(path()).isEqualTo("login");
	}

	@Test
	void the_code_page_posts_the_code_to_the_sign_in_filter() {
		openPending(SecondFactorStep.CODE);

		navigate("sign-in/code");

		assertThat(path()).isEqualTo("sign-in/code");
		assertThat(byId(CodePostForm.class, "two-factor-form").getElement().getAttribute("action"))
			.isEqualTo("sign-in/code");
		assertThat(byId(CodePostForm.class, "two-factor-form").getElement().getAttribute("method")).isEqualTo("post");
		assertThat(byId(Input.class, "two-factor-code").getElement().getAttribute("name")).isEqualTo("code");
		assertThat(present("two-factor-error")).isFalse();
	}

	@Test
	void a_refused_code_is_said_and_a_forged_pause_is_not_echoed() {
		openPending(SecondFactorStep.CODE);

		navigate("sign-in/code?paused=%3Cscript%3E");

		assertThat(byId(com.vaadin.flow.component.html.Paragraph.class, "two-factor-error").getText())
			.contains("try again in a few minutes")
			.doesNotContain("script");
	}

	@Test
	void the_set_up_page_shows_a_new_key_and_keeps_it_after_a_refused_code() {
		openPending(SecondFactorStep.ENROL);

		navigate("sign-in/two-factor-setup");
		assertThat(byId(Image.class, "two-factor-qr").getSrc()).startsWith("data:image/svg+xml");
		assertThat(byId(Span.class, "two-factor-secret").getText().replace(" ", "")).matches("[A-Z2-7]{32}");

		navigate("sign-in/two-factor-setup?error");
		assertThat(present("two-factor-error")).isTrue();
		assertThat(present("two-factor-qr")).as("the app already holds the key shown before").isFalse();
		assertThat(present("two-factor-new-key")).isTrue();
	}

	@Test
	void a_code_step_does_not_open_the_set_up_page() {
		openPending(SecondFactorStep.CODE);

		navigate("sign-in/two-factor-setup");

		assertThat(path()).isEqualTo("login");
	}

	/** A browser whose every request carries a sign-in waiting for {@code step}. */
	private void openPending(SecondFactorStep step) {
		PendingSignIn pending = new PendingSignIn(manager.id(), manager.agencyId(), manager.email(), step,
				Instant.now());
		MockVaadin.setMockRequestFactory(session -> {
			FakeRequest request = new FakeRequest(session);
			request.setAttribute(PendingSignIns.ATTRIBUTE, pending);
			return request;
		});
		openAnonymously();
	}

	private static String path() {
		return UI.getCurrent().getInternals().getActiveViewLocation().getPath();
	}

}
