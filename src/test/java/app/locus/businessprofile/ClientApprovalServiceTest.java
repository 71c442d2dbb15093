package app.locus.businessprofile;

import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.ValidationException;
import app.locus.businessprofile.Proposal.Status;
import app.locus.fixtures.MutableClock;
import app.locus.fixtures.ScriptedUpstreamGateway;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
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

	ClientApprovalService approvals;

	Tenant tenant;

	@BeforeEach
	void wire() {
		upstream = new ScriptedUpstreamGateway();
		clock = MutableClock.startingNow();
		approvals = ScriptedBusinessProfile.approvals(context, upstream, clock);
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

		Proposal proposal = approvals.propose(tenant.workspace(), PLACE, new ProfileChange.DeletePost("p1"));

		assertThat(upstream.count(DELETE_POST)).isZero();
		TenantFixture.signIn(tenant.viewer());
		assertThat(approvals.proposals(tenant.workspace(), true)).singleElement().satisfies(pending -> {
			assertThat(pending.id()).isEqualTo(proposal.id());
			assertThat(pending.status()).isEqualTo(Status.PENDING);
			assertThat(pending.authorEmail()).isEqualTo(tenant.manager().email());
			assertThat(pending.preview()).contains("Delete post p1");
			assertThat(pending.snapshot()).contains("Fresh bread");
			assertThat(pending.change()).isEqualTo(new ProfileChange.DeletePost("p1"));
			assertThat(pending.expiresAt()).isEqualTo(pending.createdAt().plus(ClientApprovalService.EXPIRES_AFTER));
		});
	}

	@Test
	void the_client_approves_with_the_phrase_and_the_write_is_sent_once() {
		Proposal proposal = approvals.propose(tenant.workspace(), PLACE, new ProfileChange.DeletePost("p1"));
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
	void rejecting_changes_nothing() {
		Proposal proposal = approvals.propose(tenant.workspace(), PLACE,
				new ProfileChange.CreatePost("Half price today"));
		TenantFixture.signIn(tenant.viewer());

		approvals.reject(tenant.workspace(), proposal.id(), "Not this week");

		assertThat(upstream.count("/v2/gbp/create-post")).isZero();
		assertThat(approvals.proposals(tenant.workspace(), false).get(0).status()).isEqualTo(Status.REJECTED);
		assertThatThrownBy(() -> approvals.approve(tenant.workspace(), proposal.id(), null, null))
			.isInstanceOf(ValidationException.class);
		assertThat(actions()).contains("gbp.proposal.rejected");
	}

	@Test
	void a_proposal_expires_and_can_no_longer_be_approved() {
		Proposal proposal = approvals.propose(tenant.workspace(), PLACE, new ProfileChange.CreatePost("Later"));
		clock.advance(ClientApprovalService.EXPIRES_AFTER.plus(Duration.ofMinutes(1)));
		TenantFixture.signIn(tenant.viewer());

		assertThat(approvals.proposals(tenant.workspace(), true)).isEmpty();
		assertThatThrownBy(() -> approvals.approve(tenant.workspace(), proposal.id(), null, null))
			.isInstanceOf(ValidationException.class);
		assertThat(approvals.proposals(tenant.workspace(), false).get(0).status()).isEqualTo(Status.EXPIRED);
		assertThat(upstream.count("/v2/gbp/create-post")).isZero();
		assertThat(actions()).contains("gbp.proposal.expired");
	}

	@Test
	void a_stale_proposal_is_not_sent_and_needs_a_fresh_approval() {
		Proposal proposal = approvals.propose(tenant.workspace(), PLACE,
				new ProfileChange.UpdatePost("p1", "Rye bread"));
		upstream.on("/v2/gbp/posts", ScriptedBusinessProfile.POSTS.replace("Fresh bread", "Fresh baguettes"));
		TenantFixture.signIn(tenant.viewer());

		assertThatThrownBy(() -> approvals.approve(tenant.workspace(), proposal.id(), null, null))
			.isInstanceOfSatisfying(StaleProposalException.class, stale -> {
				assertThat(stale.before()).contains("Fresh bread");
				assertThat(stale.now()).contains("Fresh baguettes");
			});
		assertThat(upstream.count("/v2/gbp/update-post")).isZero();
		assertThat(approvals.proposals(tenant.workspace(), true).get(0).snapshot()).contains("Fresh baguettes");

		approvals.approve(tenant.workspace(), proposal.id(), null, "Checked again");

		assertThat(upstream.callsTo("/v2/gbp/update-post")).singleElement()
			.satisfies(call -> assertThat(call.field("summary")).isEqualTo("Rye bread"));
	}

	@Test
	void a_failed_approved_write_is_sent_once_and_marked_failed() {
		upstream.fail(DELETE_POST, () -> new UpstreamException.ServerError(500, "Internal error"));
		Proposal proposal = approvals.propose(tenant.workspace(), PLACE, new ProfileChange.DeletePost("p1"));
		TenantFixture.signIn(tenant.viewer());

		assertThatThrownBy(() -> approvals.approve(tenant.workspace(), proposal.id(), "DELETE_POST", null))
			.isInstanceOf(UpstreamException.ServerError.class);

		assertThat(upstream.count(DELETE_POST)).isEqualTo(1);
		assertThat(approvals.proposals(tenant.workspace(), false).get(0).status()).isEqualTo(Status.FAILED);
	}

	@Test
	void only_the_client_or_an_admin_decides_and_only_in_their_own_workspace() {
		Proposal proposal = approvals.propose(tenant.workspace(), PLACE, new ProfileChange.CreatePost("Soon"));

		assertThatThrownBy(() -> approvals.approve(tenant.workspace(), proposal.id(), null, null))
			.isInstanceOf(ForbiddenException.class);
		Tenant other = new TenantFixture(db).tenant();
		TenantFixture.signIn(other.viewer());
		assertThatThrownBy(() -> approvals.reject(tenant.workspace(), proposal.id(), null))
			.isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> approvals.reject(other.workspace(), proposal.id(), null))
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

	private List<String> actions() {
		return db.select(AUDIT_EVENT.ACTION)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.WORKSPACE_ID.eq(tenant.workspace().value()))
			.fetch(AUDIT_EVENT.ACTION);
	}

}
