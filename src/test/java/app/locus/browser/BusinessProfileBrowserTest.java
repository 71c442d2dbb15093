package app.locus.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import app.locus.simulator.DemoData;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.options.BoundingBox;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Changes to the live business profile of the demo bakery in the browser: deleting a post
 * behind its confirmation phrase, and the client approving a change the agency proposed
 * (both buttons of the review on a 1280x800 screen). In this order, because the second
 * one switches client approval on for the workspace.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class BusinessProfileBrowserTest extends InChromium {

	private static final String PLACE = DemoData.BLUE_BOTTLE_DIVISION;

	@Test
	@Order(1)
	void a_manager_deletes_a_post_only_after_typing_the_phrase() {
		signIn(DemoLogin.NORTHWIND_MANAGER);
		String workspace = openFirstWorkspace();
		openPosts(workspace);
		Locator delete = page.locator("[id^='post-delete-']").first();
		String deleteId = delete.getAttribute("id");
		delete.click();

		Locator confirm = page.locator("#confirm-button");
		assertThat(confirm).isVisible();
		assertThat(confirm).isDisabled();
		String postText = page.locator("#confirm-details").innerText().replace("Post text: ", "").strip();
		page.locator("#confirm-phrase input").fill("delete_pos");
		assertThat(confirm).isDisabled();
		page.locator("#confirm-phrase input").fill("delete_post ");
		assertThat(confirm).isEnabled();
		screenshot("gbp-delete-post-dialog");
		confirm.click();

		assertThat(page.locator("vaadin-dialog-overlay")).hasCount(0);
		assertThat(page.locator("#" + deleteId)).hasCount(0);
		assertThat(page.locator("#posts-grid")).not().containsText(postText);
		screenshot("gbp-posts-after-delete");
	}

	@Test
	@Order(2)
	void the_client_approves_a_deletion_the_manager_proposed_by_typing_its_phrase() {
		signIn(DemoLogin.NORTHWIND_ADMIN);
		String workspace = openFirstWorkspace();
		open("/w/" + workspace + "/gbp");
		page.locator("#require-approval input").check();
		awaitVaadin();
		signOut();

		signIn(DemoLogin.NORTHWIND_MANAGER);
		openPosts(workspace);
		assertThat(page.locator("#gbp-approval-note")).isVisible();
		page.locator("[id^='post-delete-']").first().click();
		Locator propose = page.locator("#confirm-button");
		assertThat(propose).isDisabled();
		page.locator("#proposal-note textarea").fill("The offer ended");
		page.locator("#confirm-phrase input").fill("delete_post");
		propose.click();
		assertThat(page.locator("vaadin-notification-card")).containsText("Sent to the client for approval");
		signOut();

		signIn(DemoLogin.BLUE_BOTTLE_CLIENT);
		page.setViewportSize(1280, 800);
		open("/w/" + workspace + "/approvals");
		Locator review = page.locator("[id^='review-']").first();
		assertThat(review).isVisible();
		screenshot("approvals-pending");
		review.click();
		Locator confirm = page.locator("#confirm-button");
		Locator reject = page.locator("#reject-button");
		assertThat(confirm).isDisabled();
		assertThat(page.locator("#confirm-fields")).containsText("(deleted)");
		page.locator("#decision-note textarea").fill("Fine by us");
		page.locator("#confirm-phrase input").fill("DELETE_POST");
		assertThat(confirm).isEnabled();
		for (Locator button : new Locator[] { confirm, reject }) {
			assertThat(button).isVisible();
			assertInViewport(button, 1280, 800);
		}
		screenshot("approval-dialog");
		confirm.click();

		assertThat(page.locator("vaadin-notification-card")).containsText("Approved and sent");
		assertThat(page.locator("vaadin-dialog-overlay")).hasCount(0);
		assertThat(page.locator("#proposals-grid")).containsText("Approved");
		assertThat(page.locator("#proposals-grid")).containsText("Fine by us");
		screenshot("approvals-decided");
	}

	/** The whole button lies on the screen, not below the fold. */
	private static void assertInViewport(Locator button, int width, int height) {
		BoundingBox box = button.boundingBox();
		Assertions.assertThat(box).as("%s has a box", button).isNotNull();
		Assertions.assertThat(box.x).isGreaterThanOrEqualTo(0);
		Assertions.assertThat(box.y).isGreaterThanOrEqualTo(0);
		Assertions.assertThat(box.x + box.width).isLessThanOrEqualTo(width);
		Assertions.assertThat(box.y + box.height).isLessThanOrEqualTo(height);
	}

	private void openPosts(String workspace) {
		open("/w/" + workspace + "/gbp/" + PLACE);
		page.locator("vaadin-tab").filter(new Locator.FilterOptions().setHasText("Posts")).click();
		assertThat(page.locator("[id^='post-delete-']").first()).isVisible();
	}

	private void signOut() {
		page.context().clearCookies();
	}

}
