package app.locus.businessprofile.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import app.locus.base.i18n.BundleTexts;
import app.locus.base.i18n.Language;
import app.locus.base.DisplayDates;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.businessprofile.BusinessProfileService;
import app.locus.businessprofile.ClientApprovalService;
import app.locus.businessprofile.ProfileChange;
import app.locus.businessprofile.Proposal;
import app.locus.businessprofile.WriteOutcome;
import app.locus.security.LocusUser;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.gbp.Post;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import com.github.mvysny.kaributesting.v10.GridKt;
import com.github.mvysny.kaributesting.v10.NotificationsKt;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** The approvals page over the real services and the simulator. */
class ApprovalsViewTest extends UiTest {

	private static final String PLACE = DemoData.BLUE_BOTTLE_DIVISION;

	@Autowired
	ClientApprovalService approvals;

	@Autowired
	BusinessProfileService profiles;

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	TestAgency agency;

	WorkspaceId workspace;

	LocusUser viewer;

	LocusUser manager;

	Post post;

	Proposal proposal;

	@BeforeEach
	void aManagerProposesToDeleteAPost() {
		agency = tenants.agency();
		workspace = agency.workspace("Bakery");
		viewer = agency.user(Role.CLIENT_VIEWER, workspace);
		manager = agency.user(Role.ACCOUNT_MANAGER, workspace);
		AccountHandle account = simulator.createAccount("Approvals view test", 100);
		account.saveLocation(PLACE, true);
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		keys.add(workspace, "Simulator", account.key(), null);
		approvals.setRequiresApproval(workspace, true);
		TestTenants.signIn(manager);
		post = profiles.posts(workspace, PLACE, Limit.MAX, null).items().get(0);
		WriteOutcome outcome = profiles.apply(workspace, PLACE, new ProfileChange.DeletePost(post.postId()),
				"DELETE_POST", "The offer ended");
		proposal = ((WriteOutcome.Proposed) outcome).proposal();
		TestTenants.signOut();
	}

	@Test
	@SuppressWarnings("unchecked")
	void on_a_phone_a_client_reads_each_proposal_in_one_cell_and_can_still_review_it() {
		signInAs(viewer);
		navigate("w/" + workspace.value() + "/approvals");
		Grid<Proposal> grid = byId(Grid.class, "proposals-grid");

		resizeWindow(390);

		assertThat(visibleColumnKeys(grid)).containsExactly("actions", "folded");
		assertThat(GridKt._getFormatted(grid, 0, "folded")).contains("Posts: Delete the post", "by " + manager.email(),
				"Pending", "Agency: The offer ended");
		clickInRow(0, "review-" + proposal.id());
		assertThat(present("confirm-dialog")).isTrue();
	}

	@Test
	@SuppressWarnings("unchecked")
	void text_cut_short_on_a_laptop_shows_whole_on_hover() {
		signInAs(viewer);
		navigate("w/" + workspace.value() + "/approvals");
		Grid<Proposal> grid = byId(Grid.class, "proposals-grid");
		Proposal row = this.<Proposal>gridRows("proposals-grid").get(0);

		assertThat(tooltip(grid, "Notes", row)).isEqualTo("Agency: The offer ended");
		assertThat(tooltip(grid, "Proposed", row)).endsWith(" by " + manager.email());
	}

	@Test
	void the_review_shows_the_change_in_words_with_approve_and_reject_in_the_footer() {
		signInAs(viewer);
		navigate("w/" + workspace.value() + "/approvals");

		clickInRow(0, "review-" + proposal.id());

		String fields = byId(Div.class, "confirm-fields").getElement().getTextRecursively();
		assertThat(fields).isEqualTo("Post: " + post.summary() + " → (deleted)");
		assertThat(fields).doesNotContain("{", "[", "=", "DeletePost", "ProfileChange");
		assertThat(byId(Component.class, "confirm-details").getElement().getTextRecursively())
			.contains("Their note: The offer ended");
		Dialog dialog = byId(Dialog.class, "confirm-dialog");
		assertThat(dialog.getFooter().getElement().getChildren().map(child -> child.getAttribute("id")))
			.contains("confirm-button", "reject-button");
		assertThat(present("decision-note")).isTrue();
		Button approve = byId(Button.class, "confirm-button");
		assertThat(approve.isEnabled()).isFalse();
		byId(TextField.class, "confirm-phrase").setValue("  delete_post ");
		assertThat(approve.isEnabled()).isTrue();
		assertThat(byId(Button.class, "reject-button").isEnabled()).isTrue();
	}

	@Test
	void approving_with_the_phrase_sends_the_deletion() {
		signInAs(viewer);
		navigate("w/" + workspace.value() + "/approvals");
		clickInRow(0, "review-" + proposal.id());

		byId(TextField.class, "confirm-phrase").setValue("DELETE_POST");
		byId(TextArea.class, "decision-note").setValue("Fine by us");
		_click(byId(Button.class, "confirm-button"));

		assertThat(this.<Proposal>gridRows("proposals-grid")).singleElement().satisfies(row -> {
			assertThat(row.status()).isEqualTo(Proposal.Status.APPROVED);
			assertThat(row.comment()).isEqualTo("Fine by us");
		});
		TestTenants.signIn(viewer);
		assertThat(profiles.posts(workspace, PLACE, Limit.MAX, null).items()).extracting(Post::postId)
			.doesNotContain(post.postId());
	}

	@Test
	void rejecting_needs_a_note_which_the_manager_then_reads() {
		signInAs(viewer);
		navigate("w/" + workspace.value() + "/approvals");
		clickInRow(0, "review-" + proposal.id());

		_click(byId(Button.class, "reject-button"));
		assertThat(byId(Dialog.class, "confirm-dialog").isOpened()).isTrue();
		assertThat(this.<Proposal>gridRows("proposals-grid").get(0).status()).isEqualTo(Proposal.Status.PENDING);
		byId(TextArea.class, "decision-note").setValue("Keep the post");
		_click(byId(Button.class, "reject-button"));

		assertThat(present("confirm-dialog")).isFalse();
		signInAs(manager);
		navigate("w/" + workspace.value() + "/approvals");
		List<Proposal> rows = gridRows("proposals-grid");
		assertThat(rows).singleElement().satisfies(row -> assertThat(row.status()).isEqualTo(Proposal.Status.REJECTED));
		assertThat(ApprovalsView.notes(rows.get(0), BundleTexts.in(Language.ENGLISH)))
			.isEqualTo("Agency: The offer ended · Client: Keep the post");
	}

	@Test
	void the_review_names_the_post_by_its_text_the_day_in_words_and_what_approving_does() {
		signInAs(viewer);
		navigate("w/" + workspace.value() + "/approvals");

		clickInRow(0, "review-" + proposal.id());

		String what = byId(Paragraph.class, "confirm-change").getText();
		assertThat(what)
			.startsWith("Delete the post \"" + post.summary().substring(0, Math.min(20, post.summary().length())))
			.doesNotContain(post.postId());
		assertThat(byId(Component.class, "confirm-details").getElement().getTextRecursively())
			.contains("Proposed by " + manager.email() + " on " + DisplayDates.instant(proposal.createdAt()))
			.doesNotContainPattern("\\d{4}-\\d{2}-\\d{2}T");
		assertThat(byId(Paragraph.class, "confirm-effect").getText()).startsWith("Approving sends this change")
			.contains("Type DELETE_POST to approve")
			.doesNotContain("This changes the public listing at once");
	}

	@Test
	void a_reject_without_a_note_says_so_on_the_note_field_not_in_a_notice_over_it() {
		signInAs(viewer);
		navigate("w/" + workspace.value() + "/approvals");
		clickInRow(0, "review-" + proposal.id());

		_click(byId(Button.class, "reject-button"));

		TextArea note = byId(TextArea.class, "decision-note");
		assertThat(note.isInvalid()).isTrue();
		assertThat(note.getErrorMessage()).isNotBlank();
		assertThat(NotificationsKt.getNotifications()).as("notices shown").isEmpty();
		note.setValue("Keep the post");
		_click(byId(Button.class, "reject-button"));
		assertThat(present("confirm-dialog")).isFalse();
	}

	@Test
	void the_author_withdraws_their_proposal_and_no_one_else_sees_that_button() {
		signInAs(agency.user(Role.ACCOUNT_MANAGER, workspace));
		navigate("w/" + workspace.value() + "/approvals");
		assertThat(buttonIds(0)).isEmpty();

		signInAs(manager);
		navigate("w/" + workspace.value() + "/approvals");
		assertThat(buttonIds(0)).containsExactly("withdraw-" + proposal.id());
		clickInRow(0, "withdraw-" + proposal.id());

		assertThat(this.<Proposal>gridRows("proposals-grid").get(0).status()).isEqualTo(Proposal.Status.WITHDRAWN);
	}

	@SuppressWarnings("unchecked")
	private static Component cell(int row) {
		return GridKt._getCellComponent(byId(Grid.class, "proposals-grid"), row, "actions");
	}

	private static List<String> buttonIds(int row) {
		return cell(row).getChildren().map(child -> child.getId().orElse("")).toList();
	}

	private static void clickInRow(int row, String buttonId) {
		_click((Button) cell(row).getChildren()
			.filter(child -> buttonId.equals(child.getId().orElse(null)))
			.findFirst()
			.orElseThrow());
	}

}
