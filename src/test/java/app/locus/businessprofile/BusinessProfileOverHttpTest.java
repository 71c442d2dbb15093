package app.locus.businessprofile;

import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.gbp.ActionLink;
import app.locus.upstream.api.gbp.Post;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** The editor's service through the real gateway against the simulator at /sim. */
@IntegrationTest
class BusinessProfileOverHttpTest {

	private static final String PLACE = DemoData.BLUE_BOTTLE_DIVISION;

	@Autowired
	BusinessProfileService profiles;

	@Autowired
	ApiKeyService keys;

	@Autowired
	ClientApprovalService approvals;

	@Autowired
	Simulator simulator;

	@Autowired
	DSLContext db;

	Tenant tenant;

	AccountHandle account;

	@BeforeEach
	void aWorkspaceWithALinkedLocation() {
		tenant = new TenantFixture(db).tenant();
		account = simulator.createAccount("GBP editor test", 100);
		account.saveLocation(PLACE, true);
		TenantFixture.signIn(tenant.admin());
		keys.add(tenant.workspace(), "Simulator", account.key(), null);
		TenantFixture.signIn(tenant.manager());
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void a_post_is_published_and_deleted_with_the_phrase_typed_in_lower_case_with_spaces() {
		String postId = sent(
				profiles.apply(tenant.workspace(), PLACE, new ProfileChange.CreatePost("Over HTTP"), null, null));

		assertThatThrownBy(
				() -> profiles.apply(tenant.workspace(), PLACE, new ProfileChange.DeletePost(postId), "DELETE", null))
			.isInstanceOf(UpstreamException.ConfirmationRequired.class);
		assertThat(simulator.calls().count("/v2/gbp/delete-post", account.id())).isZero();
		profiles.apply(tenant.workspace(), PLACE, new ProfileChange.DeletePost(postId), "  delete_post ", null);

		assertThat(profiles.posts(tenant.workspace(), PLACE, Limit.MAX, null).items()).extracting(Post::postId)
			.doesNotContain(postId);
		assertThat(db.select(AUDIT_EVENT.DETAILS)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.WORKSPACE_ID.eq(tenant.workspace().value())
				.and(AUDIT_EVENT.ACTION.eq("gbp.delete-post"))
				.and(AUDIT_EVENT.OUTCOME.eq("SUCCESS")))
			.fetchSingle(AUDIT_EVENT.DETAILS)).contains("Over HTTP").contains("after: (none)");
	}

	@Test
	void a_write_that_fails_with_500_reaches_the_service_exactly_once() {
		String postId = sent(
				profiles.apply(tenant.workspace(), PLACE, new ProfileChange.CreatePost("Keep me"), null, null));
		simulator.faults().on("/v2/gbp/delete-post").forAccount(account.id()).status(500);

		assertThatThrownBy(() -> profiles.apply(tenant.workspace(), PLACE, new ProfileChange.DeletePost(postId),
				"DELETE_POST", null))
			.isInstanceOf(UpstreamException.class);

		assertThat(simulator.calls().count("/v2/gbp/delete-post", account.id())).isEqualTo(1);
	}

	@Test
	void a_link_that_is_not_editable_is_refused_by_the_service() {
		ActionLink fixed = profiles.links(tenant.workspace(), PLACE)
			.stream()
			.filter(link -> !link.editable())
			.findFirst()
			.orElseThrow();

		assertThatThrownBy(() -> profiles.apply(tenant.workspace(), PLACE, new ProfileChange.DeleteLink(fixed.linkId()),
				"DELETE_LINK", null))
			.isInstanceOfSatisfying(UpstreamException.BadRequest.class,
					refused -> assertThat(refused.codeDesc()).isEqualTo("LINK_NOT_EDITABLE"));
	}

	@Test
	void a_profile_the_merchant_does_not_control_refuses_writes() {
		account.saveLocation(DemoData.PEAK_RINO, true);

		assertThat(profiles.verification(tenant.workspace(), DemoData.PEAK_RINO).hasVoiceOfMerchant()).isFalse();
		assertThatThrownBy(() -> profiles.apply(tenant.workspace(), DemoData.PEAK_RINO,
				new ProfileChange.CreatePost("Hello"), null, null))
			.isInstanceOf(ProfileWriteRefusedException.class);
	}

	@Test
	void client_approval_switched_on_after_the_manager_started_turns_the_next_write_into_a_proposal() {
		String earlier = sent(
				profiles.apply(tenant.workspace(), PLACE, new ProfileChange.CreatePost("Before approval"), null, null));
		TenantFixture.signIn(tenant.admin());
		approvals.setRequiresApproval(tenant.workspace(), true);
		TenantFixture.signIn(tenant.manager());

		WriteOutcome outcome = profiles.apply(tenant.workspace(), PLACE, new ProfileChange.DeletePost(earlier),
				"DELETE_POST", "Old news");

		assertThat(outcome).isInstanceOfSatisfying(WriteOutcome.Proposed.class,
				proposed -> assertThat(proposed.proposal().operation()).isEqualTo("delete-post"));
		assertThat(simulator.calls().count("/v2/gbp/delete-post", account.id())).isZero();
		assertThat(profiles.posts(tenant.workspace(), PLACE, Limit.MAX, null).items()).extracting(Post::postId)
			.contains(earlier);
		assertThat(approvals.proposals(tenant.workspace(), true)).singleElement().satisfies(pending -> {
			assertThat(pending.change()).isEqualTo(new ProfileChange.DeletePost(earlier));
			assertThat(pending.authorNote()).isEqualTo("Old news");
		});
	}

	private static String sent(WriteOutcome outcome) {
		assertThat(outcome).isInstanceOf(WriteOutcome.Sent.class);
		return ((WriteOutcome.Sent) outcome).createdId();
	}

}
