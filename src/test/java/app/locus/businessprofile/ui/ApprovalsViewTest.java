package app.locus.businessprofile.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.util.List;

import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.businessprofile.ClientApprovalService;
import app.locus.businessprofile.ProfileChange;
import app.locus.businessprofile.Proposal;
import app.locus.businessprofile.ScriptedBusinessProfile;
import app.locus.fixtures.ScriptedUpstreamGateway;
import app.locus.security.LocusUser;
import app.locus.tenancy.Role;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.TestTenants.TestAgency;
import com.github.mvysny.kaributesting.v10.GridKt;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.TextField;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

class ApprovalsViewTest extends UiTest {

	@Autowired
	ApplicationContext context;

	@Autowired
	ClientApprovalService approvals;

	TestAgency agency;

	WorkspaceId workspace;

	LocusUser viewer;

	Proposal proposal;

	@BeforeEach
	void aPendingProposal() {
		agency = tenants.agency();
		workspace = agency.workspace("Bakery");
		viewer = agency.user(Role.CLIENT_VIEWER, workspace);
		LocusUser admin = agency.user(Role.AGENCY_ADMIN);
		TestTenants.signIn(admin);
		approvals.setRequiresApproval(workspace, true);
		TestTenants.signIn(agency.user(Role.ACCOUNT_MANAGER, workspace));
		ClientApprovalService scripted = ScriptedBusinessProfile.approvals(context, new ScriptedUpstreamGateway(),
				Clock.systemUTC());
		proposal = scripted.propose(workspace, ScriptedBusinessProfile.PLACE, new ProfileChange.DeletePost("p1"));
		TestTenants.signOut();
	}

	@Test
	void the_client_sees_the_pending_proposal_and_approving_waits_for_the_phrase() {
		signInAs(viewer);
		navigate("w/" + workspace.value() + "/approvals");

		assertThat(this.<Proposal>gridRows("proposals-grid")).extracting(Proposal::preview)
			.containsExactly(proposal.preview());
		clickInRow(0, "approve-" + proposal.id());
		Button confirm = byId(Button.class, "confirm-button");
		assertThat(confirm.isEnabled()).isFalse();
		byId(TextField.class, "confirm-phrase").setValue("  delete_post ");
		assertThat(confirm.isEnabled()).isTrue();
	}

	@Test
	void rejecting_with_a_comment_settles_the_proposal() {
		signInAs(viewer);
		navigate("w/" + workspace.value() + "/approvals");

		clickInRow(0, "reject-" + proposal.id());
		byId(TextField.class, "decision-comment").setValue("Keep the post");
		_click(byId(Button.class, "confirm-button"));

		List<Proposal> rows = gridRows("proposals-grid");
		assertThat(rows).singleElement().satisfies(row -> {
			assertThat(row.status()).isEqualTo(Proposal.Status.REJECTED);
			assertThat(row.comment()).isEqualTo("Keep the post");
		});
	}

	@Test
	void a_manager_sees_the_proposals_but_cannot_decide() {
		signInAs(agency.user(Role.ACCOUNT_MANAGER, workspace));
		navigate("w/" + workspace.value() + "/approvals");

		assertThat(cell(0)).isInstanceOf(Span.class);
	}

	@SuppressWarnings("unchecked")
	private static Component cell(int row) {
		return GridKt._getCellComponent(byId(Grid.class, "proposals-grid"), row, "actions");
	}

	private static void clickInRow(int row, String buttonId) {
		_click((Button) cell(row).getChildren()
			.filter(child -> buttonId.equals(child.getId().orElse(null)))
			.findFirst()
			.orElseThrow());
	}

}
