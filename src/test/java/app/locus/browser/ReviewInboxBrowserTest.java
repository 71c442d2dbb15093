package app.locus.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

import com.microsoft.playwright.Locator;
import org.assertj.core.api.Assertions;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

/**
 * The review inbox in the browser (issue 50): a manager answers reviews with the demo
 * agency's reply templates, each filled in from the next variant, read in the field and
 * published (or proposed, when the client approves first).
 */
class ReviewInboxBrowserTest extends InChromium {

	private static final int REPLIES = 3;

	private static final String REPLY_BUTTONS = "#review-inbox-grid vaadin-button[id^='review-reply-']:not([disabled])";

	@Test
	void a_manager_answers_three_reviews_from_the_inbox_with_the_agencys_templates() {
		signIn(DemoLogin.NORTHWIND_MANAGER);
		// the reviews arrive with the first workspace sync, some seconds after the start:
		// the inbox is opened again until it lists enough unanswered ones
		Awaitility.await()
			.atMost(Duration.ofSeconds(90))
			.pollInterval(Duration.ofSeconds(3))
			.ignoreExceptions()
			.until(() -> {
				open("/agency/reviews");
				page.locator("#review-inbox-unanswered input").check();
				awaitVaadin();
				return page.locator(REPLY_BUTTONS).count() >= REPLIES;
			});

		List<String> replies = new ArrayList<>();
		for (int i = 0; i < REPLIES; i++) {
			page.locator(REPLY_BUTTONS).first().click();
			page.locator("#review-reply-template").click();
			Locator text = page.locator("#review-reply-text textarea");
			assertThat(text).not().hasValue("");
			String reply = text.inputValue();
			Assertions.assertThat(reply).as("every field filled in").doesNotContain("{", "}");
			replies.add(reply);
			page.locator("#review-reply-send").click();
			assertThat(page.locator("vaadin-dialog-overlay")).hasCount(0);
			awaitVaadin();
		}

		Assertions.assertThat(new HashSet<>(replies)).as("the variants are offered in turn").hasSizeGreaterThan(1);
		screenshot("review-inbox-after-three-replies");
	}

}
