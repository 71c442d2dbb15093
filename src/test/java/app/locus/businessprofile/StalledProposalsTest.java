package app.locus.businessprofile;

import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;

import app.locus.audit.AuditLog;
import app.locus.businessprofile.Proposal.Status;
import app.locus.businessprofile.repository.ProposalRepository;
import app.locus.fixtures.MutableClock;
import app.locus.fixtures.ScriptedUpstreamGateway;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.fixtures.TenantFixture;
import app.locus.support.IntegrationTest;
import app.locus.stuck.StuckKind;
import app.locus.stuck.StuckWorkService;
import app.locus.upstream.api.LocalVisibilityClient;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

/**
 * A proposal left {@code SENDING} by a node that died between its claim and its outcome
 * (DD193). The approval's write stops the approving thread with an {@link Error}, the way
 * a SIGKILL stops a node: the claim is committed, the outcome never written. Whether the
 * write reached the profile is what the scripted profile shows afterwards.
 */
@IntegrationTest
class StalledProposalsTest {

	private static final String UPDATE_POST = "/v2/gbp/update-post";

	private static final Duration LEASE = Duration.ofMinutes(10);

	@Autowired
	ApplicationContext context;

	@Autowired
	DSLContext db;

	ScriptedUpstreamGateway upstream;

	MutableClock clock;

	ClientApprovalService approvals;

	BusinessProfileService profiles;

	StalledProposals stalled;

	Tenant tenant;

	/** How a killed node ends: no catch block of the application runs. */
	static final class NodeKilled extends Error {

		NodeKilled() {
			super("the node was killed");
		}

	}

	@BeforeEach
	void wire() {
		upstream = new ScriptedUpstreamGateway();
		clock = MutableClock.startingNow();
		profiles = ScriptedBusinessProfile.wire(context, upstream, clock);
		approvals = ScriptedBusinessProfile.approvals(context, profiles, clock);
		stalled = new StalledProposals(context.getBean(ProposalRepository.class), new LocalVisibilityClient(upstream),
				context.getBean(AuditLog.class), clock, LEASE);
		tenant = new TenantFixture(db).tenant();
		TenantFixture.signIn(tenant.admin());
		approvals.setRequiresApproval(tenant.workspace(), true);
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void a_change_that_reached_the_profile_before_the_node_died_is_settled_approved_and_never_sent_again() {
		Proposal proposal = approvedByADyingNode(true);

		clock.advance(LEASE.plusMinutes(1));
		assertThat(stalled.settle(tenant.agency(), tenant.workspace())).containsExactly(Status.APPROVED);

		assertThat(status(proposal)).isEqualTo(Status.APPROVED);
		assertThat(upstream.count(UPDATE_POST)).as("sent once, by the node that died").isEqualTo(1);
		assertThat(actions()).contains("gbp.proposal.recovered");
		assertThat(stalled.settle(tenant.agency(), tenant.workspace())).as("settled once").isEmpty();
	}

	@Test
	void a_change_that_never_reached_the_profile_is_marked_failed_and_never_sent_again() {
		Proposal proposal = approvedByADyingNode(false);

		clock.advance(LEASE.plusMinutes(1));
		stalled.settle(tenant.agency(), tenant.workspace());

		assertThat(status(proposal)).isEqualTo(Status.FAILED);
		assertThat(upstream.count(UPDATE_POST)).as("only the dead node's attempt").isEqualTo(1);
	}

	@Test
	void a_profile_changed_otherwise_leaves_it_unknown_for_a_person_and_on_the_stuck_work_page() {
		Proposal proposal = approvedByADyingNode(false);
		upstream.on("/v2/gbp/posts", ScriptedBusinessProfile.POSTS.replace("Fresh bread", "Fresh baguettes"));

		clock.advance(LEASE.plusMinutes(1));
		stalled.settle(tenant.agency(), tenant.workspace());

		assertThat(status(proposal)).isEqualTo(Status.UNKNOWN);
		assertThat(upstream.count(UPDATE_POST)).isEqualTo(1);
		TenantFixture.signIn(tenant.admin());
		assertThat(context.getBean(StuckWorkService.class).list()).filteredOn(item -> item.workspace() != null)
			.singleElement()
			.satisfies(item -> {
				assertThat(item.kind()).isEqualTo(StuckKind.PROPOSAL_UNKNOWN);
				assertThat(item.workspace()).isEqualTo(tenant.workspace());
				assertThat(item.link()).isEqualTo("w/" + tenant.workspace().value() + "/approvals");
			});
	}

	@Test
	void a_claim_younger_than_its_lease_is_left_to_the_node_sending_it() {
		Proposal proposal = approvedByADyingNode(true);
		int reads = upstream.count();

		clock.advance(LEASE.minusMinutes(1));

		assertThat(stalled.settle(tenant.agency(), tenant.workspace())).isEmpty();
		assertThat(status(proposal)).isEqualTo(Status.SENDING);
		assertThat(upstream.count()).as("nothing read").isEqualTo(reads);
	}

	/**
	 * A manager proposes "Rye bread" for post p1; the client approves; the node dies in
	 * the write, after the service applied it ({@code landed}) or before.
	 */
	private Proposal approvedByADyingNode(boolean landed) {
		TenantFixture.signIn(tenant.manager());
		WriteOutcome outcome = profiles.apply(tenant.workspace(), ScriptedBusinessProfile.PLACE,
				new ProfileChange.UpdatePost("p1", "Rye bread"), null, null);
		Proposal proposal = ((WriteOutcome.Proposed) outcome).proposal();
		upstream.on(null, UPDATE_POST, call -> {
			if (landed) {
				upstream.on("/v2/gbp/posts", ScriptedBusinessProfile.POSTS.replace("Fresh bread", "Rye bread"));
			}
			throw new NodeKilled();
		});
		TenantFixture.signIn(tenant.viewer());
		assertThatThrownBy(() -> approvals.approve(tenant.workspace(), proposal.id(), null, null))
			.isInstanceOf(NodeKilled.class);
		assertThat(status(proposal)).as("what the dead node left").isEqualTo(Status.SENDING);
		return proposal;
	}

	private Status status(Proposal proposal) {
		return context.getBean(ProposalRepository.class)
			.find(tenant.agency(), tenant.workspace(), proposal.id())
			.orElseThrow()
			.status();
	}

	private List<String> actions() {
		return db.select(AUDIT_EVENT.ACTION)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.WORKSPACE_ID.eq(tenant.workspace().value()))
			.fetch(AUDIT_EVENT.ACTION);
	}

}
