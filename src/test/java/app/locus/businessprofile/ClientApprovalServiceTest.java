package app.locus.businessprofile;

import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.Role;
import app.locus.base.ValidationException;
import app.locus.businessprofile.Proposal.Status;
import app.locus.fixtures.MutableClock;
import app.locus.fixtures.ScriptedUpstreamGateway;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.fixtures.TenantFixture;
import app.locus.security.LocusUser;
import app.locus.support.IntegrationTest;
import app.locus.upstream.UpstreamException;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

@IntegrationTest
class ClientApprovalServiceTest {

	private static final String PLACE = ScriptedBusinessProfile.PLACE;

	private static final String DELETE_POST = "/v2/gbp/delete-post";

	@Autowired
	ApplicationContext context;

	@Autowired
	DSLContext db;

	ScriptedUpstreamGateway upstream;

	MutableClock clock;

	BusinessProfileService profiles;

	ClientApprovalService approvals;

	Tenant tenant;

	@BeforeEach
	void wire() {
		upstream = new ScriptedUpstreamGateway();
		clock = MutableClock.startingNow();
		profiles = ScriptedBusinessProfile.wire(context, upstream, clock);
		approvals = ScriptedBusinessProfile.approvals(context, profiles, clock);
		tenant = new TenantFixture(db).tenant();
		TenantFixture.signIn(tenant.admin());
		approvals.setRequiresApproval(tenant.workspace(), true);
		TenantFixture.signIn(tenant.manager());
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void a_managers_change_becomes_a_pending_proposal_and_nothing_is_sent() {
		assertThat(approvals.proposesChanges(tenant.workspace())).isTrue();

		Proposal proposal = propose(new ProfileChange.DeletePost("p1"), "DELETE_POST", "Old offer");

		assertThat(upstream.count(DELETE_POST)).isZero();
		TenantFixture.signIn(tenant.viewer());
		assertThat(approvals.proposals(tenant.workspace(), true)).singleElement().satisfies(pending -> {
			assertThat(pending.id()).isEqualTo(proposal.id());
			assertThat(pending.status()).isEqualTo(Status.PENDING);
			assertThat(pending.authorEmail()).isEqualTo(tenant.manager().email());
			assertThat(pending.authorNote()).isEqualTo("Old offer");
			assertThat(pending.preview()).isEqualTo("Delete the post \"Fresh bread\" from the public listing");
			assertThat(pending.snapshot()).contains("Fresh bread");
			assertThat(pending.change()).isEqualTo(new ProfileChange.DeletePost("p1"));
			assertThat(pending.expiresAt()).isEqualTo(pending.createdAt().plus(Proposal.EXPIRES_AFTER));
		});
		assertThat(approvals.changes(tenant.workspace(), proposal.id()))
			.containsExactly(new FieldChange("Post", "Fresh bread", FieldChange.DELETED));
	}

	@Test
	void a_destructive_proposal_needs_the_managers_phrase_too() {
		assertThatThrownBy(
				() -> profiles.apply(tenant.workspace(), PLACE, new ProfileChange.DeletePost("p1"), "yes", null))
			.isInstanceOf(UpstreamException.ConfirmationRequired.class);

		TenantFixture.signIn(tenant.viewer());
		assertThat(approvals.proposals(tenant.workspace(), false)).isEmpty();
	}

	@Test
	void the_client_approves_with_the_phrase_and_the_write_is_sent_once() {
		Proposal proposal = propose(new ProfileChange.DeletePost("p1"), "DELETE_POST", null);
		TenantFixture.signIn(tenant.viewer());

		assertThatThrownBy(() -> approvals.approve(tenant.workspace(), proposal.id(), "delete", "ok"))
			.isInstanceOf(UpstreamException.ConfirmationRequired.class);
		assertThat(upstream.count(DELETE_POST)).isZero();
		approvals.approve(tenant.workspace(), proposal.id(), " delete_post ", "Fine by us");

		assertThat(upstream.callsTo(DELETE_POST)).singleElement()
			.satisfies(call -> assertThat(call.field("confirm")).isEqualTo("delete_post"));
		assertThat(approvals.proposals(tenant.workspace(), false)).singleElement().satisfies(decided -> {
			assertThat(decided.status()).isEqualTo(Status.APPROVED);
			assertThat(decided.comment()).isEqualTo("Fine by us");
			assertThat(decided.decidedByEmail()).isEqualTo(tenant.viewer().email());
		});
		assertThat(actions()).contains("gbp.proposal.created", "gbp.delete-post", "gbp.proposal.approved");
	}

	@Test
	void rejecting_needs_a_note_which_the_manager_sees_and_the_audit_keeps() {
		Proposal proposal = propose(new ProfileChange.CreatePost("Half price today"), null, null);
		TenantFixture.signIn(tenant.viewer());

		for (String missing : new String[] { null, "", "   " }) {
			assertThatThrownBy(() -> approvals.reject(tenant.workspace(), proposal.id(), missing))
				.isInstanceOfSatisfying(ValidationException.class,
						invalid -> assertThat(invalid.fieldErrors()).containsKey("note"));
		}
		approvals.reject(tenant.workspace(), proposal.id(), " Not this week ");

		assertThat(upstream.count("/v2/gbp/create-post")).isZero();
		TenantFixture.signIn(tenant.manager());
		assertThat(approvals.proposals(tenant.workspace(), false)).singleElement().satisfies(rejected -> {
			assertThat(rejected.status()).isEqualTo(Status.REJECTED);
			assertThat(rejected.comment()).isEqualTo("Not this week");
		});
		TenantFixture.signIn(tenant.viewer());
		assertThatThrownBy(() -> approvals.approve(tenant.workspace(), proposal.id(), null, null))
			.isInstanceOf(ProposalClosedException.class);
		assertThat(audit("gbp.proposal.rejected")).contains("Not this week");
	}

	@Test
	void the_author_withdraws_a_pending_proposal_and_it_can_no_longer_be_approved() {
		Proposal proposal = propose(new ProfileChange.CreatePost("Maybe later"), null, null);

		approvals.withdraw(tenant.workspace(), proposal.id());

		TenantFixture.signIn(tenant.viewer());
		assertThatThrownBy(() -> approvals.approve(tenant.workspace(), proposal.id(), null, null))
			.isInstanceOfSatisfying(ProposalClosedException.class, closed -> {
				assertThat(closed.status()).isEqualTo(Status.WITHDRAWN);
				assertThat(closed.getMessage()).contains("withdrew");
			});
		assertThat(upstream.count("/v2/gbp/create-post")).isZero();
		assertThat(approvals.proposals(tenant.workspace(), false).get(0).status()).isEqualTo(Status.WITHDRAWN);
		assertThat(actions()).contains("gbp.proposal.withdrawn");
	}

	@Test
	void nobody_but_its_author_withdraws_a_proposal() {
		Proposal proposal = propose(new ProfileChange.CreatePost("Mine"), null, null);
		TenantFixture fixture = new TenantFixture(db);
		LocusUser otherManager = fixture.user(tenant.agency(), Role.ACCOUNT_MANAGER);
		fixture.assign(otherManager, tenant.workspace());

		for (LocusUser notTheAuthor : List.of(otherManager, tenant.admin())) {
			TenantFixture.signIn(notTheAuthor);
			assertThatThrownBy(() -> approvals.withdraw(tenant.workspace(), proposal.id()))
				.isInstanceOf(ForbiddenException.class);
		}
		TenantFixture.signIn(tenant.viewer());
		assertThatThrownBy(() -> approvals.withdraw(tenant.workspace(), proposal.id()))
			.isInstanceOf(ForbiddenException.class);

		assertThat(approvals.proposals(tenant.workspace(), true)).hasSize(1);
		assertThat(outcomes("gbp.proposal.withdrawn")).containsOnly("DENIED").hasSize(2);
	}

	@Test
	void a_withdrawal_while_the_approval_is_being_sent_is_refused_and_the_write_goes_out_once() {
		Proposal proposal = propose(new ProfileChange.CreatePost("Sent while withdrawn"), null, null);
		List<Throwable> withdrawals = new ArrayList<>();
		upstream.on(null, "/v2/gbp/create-post", call -> {
			TenantFixture.signIn(tenant.manager());
			try {
				approvals.withdraw(tenant.workspace(), proposal.id());
			}
			catch (RuntimeException ex) {
				withdrawals.add(ex);
			}
			finally {
				TenantFixture.signIn(tenant.viewer());
			}
			return ScriptedUpstreamGateway.ok("{\"post_id\":\"p3\"}");
		});
		TenantFixture.signIn(tenant.viewer());

		approvals.approve(tenant.workspace(), proposal.id(), null, null);

		assertThat(withdrawals).singleElement()
			.isInstanceOfSatisfying(ProposalClosedException.class,
					closed -> assertThat(closed.status()).isEqualTo(Status.SENDING));
		assertThat(upstream.count("/v2/gbp/create-post")).isEqualTo(1);
		assertThat(approvals.proposals(tenant.workspace(), false).get(0).status()).isEqualTo(Status.APPROVED);
	}

	@Test
	void a_proposal_expires_and_can_no_longer_be_approved() {
		Proposal proposal = propose(new ProfileChange.CreatePost("Later"), null, null);
		clock.advance(Proposal.EXPIRES_AFTER.plus(Duration.ofMinutes(1)));
		TenantFixture.signIn(tenant.viewer());

		assertThat(approvals.proposals(tenant.workspace(), true)).isEmpty();
		assertThatThrownBy(() -> approvals.approve(tenant.workspace(), proposal.id(), null, null))
			.isInstanceOf(ProposalClosedException.class);
		assertThat(approvals.proposals(tenant.workspace(), false).get(0).status()).isEqualTo(Status.EXPIRED);
		assertThat(upstream.count("/v2/gbp/create-post")).isZero();
		assertThat(actions()).contains("gbp.proposal.expired");
	}

	@Test
	void a_stale_proposal_is_not_sent_and_needs_a_fresh_approval() {
		Proposal proposal = propose(new ProfileChange.UpdatePost("p1", "Rye bread"), null, null);
		upstream.on("/v2/gbp/posts", ScriptedBusinessProfile.POSTS.replace("Fresh bread", "Fresh baguettes"));
		TenantFixture.signIn(tenant.viewer());

		assertThatThrownBy(() -> approvals.approve(tenant.workspace(), proposal.id(), null, null))
			.isInstanceOfSatisfying(StaleProposalException.class, stale -> {
				assertThat(stale.before()).contains("Fresh bread");
				assertThat(stale.now()).contains("Fresh baguettes");
			});
		assertThat(upstream.count("/v2/gbp/update-post")).isZero();
		assertThat(approvals.proposals(tenant.workspace(), true).get(0).snapshot()).contains("Fresh baguettes");
		assertThat(approvals.changes(tenant.workspace(), proposal.id()))
			.containsExactly(new FieldChange("Post text", "Fresh baguettes", "Rye bread"));

		approvals.approve(tenant.workspace(), proposal.id(), null, "Checked again");

		assertThat(upstream.callsTo("/v2/gbp/update-post")).singleElement()
			.satisfies(call -> assertThat(call.field("summary")).isEqualTo("Rye bread"));
	}

	@Test
	void a_failed_approved_write_is_sent_once_and_marked_failed() {
		upstream.fail(DELETE_POST, () -> new UpstreamException.ServerError(500, "Internal error"));
		Proposal proposal = propose(new ProfileChange.DeletePost("p1"), "DELETE_POST", null);
		TenantFixture.signIn(tenant.viewer());

		assertThatThrownBy(() -> approvals.approve(tenant.workspace(), proposal.id(), "DELETE_POST", null))
			.isInstanceOf(UpstreamException.ServerError.class);

		assertThat(upstream.count(DELETE_POST)).isEqualTo(1);
		assertThat(approvals.proposals(tenant.workspace(), false).get(0).status()).isEqualTo(Status.FAILED);
	}

	@Test
	void only_the_client_or_an_admin_decides_and_only_in_their_own_workspace() {
		Proposal proposal = propose(new ProfileChange.CreatePost("Soon"), null, null);

		assertThatThrownBy(() -> approvals.approve(tenant.workspace(), proposal.id(), null, null))
			.isInstanceOf(ForbiddenException.class);
		Tenant other = new TenantFixture(db).tenant();
		TenantFixture.signIn(other.viewer());
		assertThatThrownBy(() -> approvals.reject(tenant.workspace(), proposal.id(), "No"))
			.isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> approvals.reject(other.workspace(), proposal.id(), "No"))
			.isInstanceOf(NotFoundException.class);
		TenantFixture.signIn(other.manager());
		assertThatThrownBy(() -> approvals.withdraw(other.workspace(), proposal.id()))
			.isInstanceOf(NotFoundException.class);
	}

	@Test
	void only_agency_admins_switch_client_approval() {
		assertThatThrownBy(() -> approvals.setRequiresApproval(tenant.workspace(), false))
			.isInstanceOf(ForbiddenException.class);
		TenantFixture.signIn(tenant.admin());

		approvals.setRequiresApproval(tenant.workspace(), false);

		assertThat(approvals.requiresApproval(tenant.workspace())).isFalse();
		assertThat(approvals.proposesChanges(tenant.workspace())).isFalse();
	}

	private Proposal propose(ProfileChange change, String typedPhrase, String note) {
		WriteOutcome outcome = profiles.apply(tenant.workspace(), PLACE, change, typedPhrase, note);
		assertThat(outcome).isInstanceOf(WriteOutcome.Proposed.class);
		return ((WriteOutcome.Proposed) outcome).proposal();
	}

	private List<String> actions() {
		return db.select(AUDIT_EVENT.ACTION)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.WORKSPACE_ID.eq(tenant.workspace().value()))
			.fetch(AUDIT_EVENT.ACTION);
	}

	private List<String> outcomes(String action) {
		return db.select(AUDIT_EVENT.OUTCOME)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.WORKSPACE_ID.eq(tenant.workspace().value()).and(AUDIT_EVENT.ACTION.eq(action)))
			.fetch(AUDIT_EVENT.OUTCOME);
	}

	private String audit(String action) {
		return String.join("\n",
				db.select(AUDIT_EVENT.DETAILS)
					.from(AUDIT_EVENT)
					.where(AUDIT_EVENT.WORKSPACE_ID.eq(tenant.workspace().value()).and(AUDIT_EVENT.ACTION.eq(action)))
					.fetch(AUDIT_EVENT.DETAILS));
	}

}
