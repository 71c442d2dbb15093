package app.locus.base.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import app.locus.base.Role;
import app.locus.upstream.UpstreamException;
import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.NotificationsKt;
import com.github.mvysny.kaributesting.v10.PrettyPrintTreeKt;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.RouteConfiguration;
import jakarta.annotation.security.PermitAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/**
 * Whatever fails on a page, the person reads a plain message (with a reference when the
 * failure was unexpected), never Vaadin's error screen or a stack trace, and the
 * unexpected failure is logged exactly once under that reference, with its stack trace.
 */
@ExtendWith(OutputCaptureExtension.class)
class UnexpectedErrorsTest extends UiTest {

	/** Eight characters of the reference alphabet (no 0, O, 1, I, L). */
	private static final Pattern REFERENCE = Pattern.compile("reference ([2-9A-HJKMNP-Z]{8})");

	@Autowired
	Background background;

	private String marker;

	@BeforeEach
	void signedIn() {
		marker = "planted-" + UUID.randomUUID();
		signInAs(tenants.agency().user(Role.AGENCY_ADMIN));
		navigate("");
	}

	@Test
	void an_exception_escaping_an_action_shows_a_reference_and_is_logged_once_with_its_stack_trace(
			CapturedOutput output) {
		UI.getCurrent().access(() -> {
			throw new IllegalStateException(marker);
		});
		MockVaadin.runUIQueue(true);

		String shown = onlyNotification();
		assertThat(shown).doesNotContain(marker, "IllegalStateException", "Exception");
		assertLoggedOnceWithStackTrace(output, reference(shown));
	}

	@Test
	void an_answer_of_the_scanning_service_is_shown_in_its_own_words_without_a_reference(CapturedOutput output) {
		String plain = "The service could not be reached; nothing was sent. " + marker;
		UI.getCurrent().access(() -> {
			throw new UpstreamException.Unavailable(plain);
		});
		MockVaadin.runUIQueue(true);

		assertThat(onlyNotification()).isEqualTo(plain);
		assertThat(output.getAll()).doesNotContain("reference");
	}

	@Test
	void a_page_that_fails_to_open_shows_a_reference_instead_of_the_stack_trace(CapturedOutput output) {
		RouteConfiguration.forSessionScope().setRoute("failing-for-test", FailingPage.class);
		FailingPage.message = marker;

		navigate("failing-for-test");

		String page = PrettyPrintTreeKt.toPrettyTree(UI.getCurrent());
		assertThat(page).doesNotContain(marker, "IllegalArgumentException", "Exception", "\tat ");
		String shown = byId(Paragraph.class, "unexpected-error-message").getText();
		assertLoggedOnceWithStackTrace(output, reference(shown));
	}

	@Test
	void background_work_that_fails_unexpectedly_shows_a_reference(CapturedOutput output) {
		background.run(() -> {
			throw new IllegalStateException(marker);
		}, done -> {
		}, failure -> Failures.show(failure, Map.of()));

		awaitPage(() -> !NotificationsKt.getNotifications().isEmpty(), () -> "no notification yet");
		String shown = onlyNotification();
		assertThat(shown).doesNotContain(marker, "Exception");
		assertLoggedOnceWithStackTrace(output, reference(shown));
	}

	private void assertLoggedOnceWithStackTrace(CapturedOutput output, String reference) {
		String log = output.getAll();
		assertThat(log.split(Pattern.quote(reference), -1)).as("times the reference was logged").hasSize(2);
		String entry = log.substring(log.indexOf(reference));
		assertThat(entry).contains(marker).containsPattern("\\n\\s+at app\\.locus\\.");
	}

	private static String onlyNotification() {
		List<Notification> shown = NotificationsKt.getNotifications();
		assertThat(shown).hasSize(1);
		return shown.get(0).getElement().getProperty("text");
	}

	private static String reference(String shown) {
		Matcher matcher = REFERENCE.matcher(shown);
		assertThat(matcher.find()).as("a reference in: " + shown).isTrue();
		return matcher.group(1);
	}

	/** A page that throws while it opens; registered for the test's session only. */
	@PermitAll
	public static class FailingPage extends Div implements BeforeEnterObserver {

		static String message;

		@Override
		public void beforeEnter(BeforeEnterEvent event) {
			throw new IllegalArgumentException(message);
		}

	}

}
