package app.locus.reviewinbox;

import static app.locus.db.Tables.AUDIT_EVENT;
import static app.locus.db.Tables.GBP_REVIEW;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.businessprofile.ClientApprovalService;
import app.locus.businessprofile.Proposal;
import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.reports.SyncTarget;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import app.locus.support.IntegrationTest;
import app.locus.upstream.Lane;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.gbp.GbpReview;
import app.locus.upstream.credentials.ApiKeyService;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The review inbox over two client workspaces of one agency, each linked to the demo
 * bakery's profile at the simulator: what the sync stores, who sees which client, the
 * order and the filters, and a reply sent once through the gateway or proposed to the
 * client.
 */
@IntegrationTest
class ReviewInboxServiceTest {

	static final String PLACE = DemoData.BLUE_BOTTLE_DIVISION;

	static final String REPLY_REVIEW = "/v2/gbp/reply-review";

	@Autowired
	DSLContext db;

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	@Autowired
	LocalVisibilityClient client;

	@Autowired
	ReviewInboxSync sync;

	@Autowired
	ReviewInboxService inbox;

	@Autowired
	ClientApprovalService approvals;

	Tenant tenant;

	AccountHandle account;

	/** The agency's second client, whose manager is nobody. */
	WorkspaceId other;

	@BeforeEach
	void twoClientsOfOneAgencyWithTheBakerysProfile() {
		SimulatedTenant first = SimulatedTenant.create(db, simulator, keys, "Inbox one", 1_000, PLACE);
		tenant = first.tenant();
		account = first.account();
		account.saveLocation(PLACE, true);
		other = new TenantFixture(db).workspace(tenant.agency());
		AccountHandle second = simulator.createAccount("Inbox two", 1_000);
		second.saveLocation(PLACE, true);
		keys.add(other, "Test key", second.key(), null);
		sync.sync(new SyncTarget(tenant.agency(), tenant.workspace()));
		sync.sync(new SyncTarget(tenant.agency(), other));
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	/** The profile's reviews as the service lists them now, read without the inbox. */
	List<GbpReview> listed() {
		return client.gbp()
			.reviews()
			.stream(tenant.workspace(), Lane.INTERACTIVE, PlaceId.of(PLACE), Limit.MAX)
			.toList();
	}

	List<InboxReview> all(InboxFilter filter) {
		return inbox.reviews(filter, 0, ReviewInboxService.MAX_PAGE);
	}

	@Test
	void an_admin_sees_every_review_of_both_clients_unanswered_first_and_newest_first() {
		List<GbpReview> listed = listed();
		TenantFixture.signIn(tenant.admin());

		List<InboxReview> rows = all(InboxFilter.everything());

		assertThat(rows).hasSize(2 * listed.size());
		assertThat(rows.stream().filter(row -> row.workspace().equals(other))).hasSize(listed.size());
		long unanswered = listed.stream().filter(review -> review.reply() == null).count();
		assertThat(unanswered).isPositive();
		assertThat(rows.subList(0, (int) (2 * unanswered)))
			.allSatisfy(row -> assertThat(row.state()).isEqualTo(ReplyState.UNANSWERED))
			.extracting(InboxReview::createdAt)
			.isSortedAccordingTo(Comparator.reverseOrder());
		assertThat(rows.subList((int) (2 * unanswered), rows.size()))
			.allSatisfy(row -> assertThat(row.state()).isEqualTo(ReplyState.ANSWERED));
		GbpReview newest = listed.stream().filter(review -> review.reply() == null).findFirst().orElseThrow();
		assertThat(rows.get(0)).satisfies(row -> {
			assertThat(row.reviewId()).isEqualTo(newest.reviewId());
			assertThat(row.stars()).isEqualTo(newest.starRating());
			assertThat(row.text()).isEqualTo(newest.comment());
			assertThat(row.reviewer()).isEqualTo(newest.reviewer());
			assertThat(row.locationName()).isEqualTo("Blue Bottle Bakery");
		});
	}

	@Test
	void a_manager_sees_only_the_client_assigned_and_a_client_viewer_has_no_inbox() {
		TenantFixture.signIn(tenant.manager());

		assertThat(all(InboxFilter.everything())).isNotEmpty()
			.allSatisfy(row -> assertThat(row.workspace()).isEqualTo(tenant.workspace()));
		assertThat(inbox.choices().clients()).extracting(client -> client.id()).containsExactly(tenant.workspace());
		assertThat(all(new InboxFilter(false, Set.of(), other, null, InboxAge.ANY))).isEmpty();

		TenantFixture.signIn(tenant.viewer());
		assertThatThrownBy(() -> all(InboxFilter.everything())).isInstanceOf(ForbiddenException.class);
	}

	@Test
	void the_filters_keep_the_rating_client_location_and_age_asked_for() {
		List<GbpReview> listed = listed();
		TenantFixture.signIn(tenant.admin());
		long fiveStars = listed.stream().filter(review -> Integer.valueOf(5).equals(review.starRating())).count();
		Instant weekAgo = Instant.now().minus(Duration.ofDays(7));
		long thisWeek = listed.stream().filter(review -> review.createTime().isAfter(weekAgo)).count();

		assertThat(all(new InboxFilter(false, Set.of(5), tenant.workspace(), null, InboxAge.ANY)))
			.hasSize((int) fiveStars)
			.allSatisfy(row -> assertThat(row.stars()).isEqualTo(5));
		assertThat(all(new InboxFilter(true, Set.of(), other, PLACE, InboxAge.ANY)))
			.hasSize((int) listed.stream().filter(review -> review.reply() == null).count());
		assertThat(all(new InboxFilter(false, Set.of(), other, "ChIJnoSuchPlace", InboxAge.ANY))).isEmpty();
		assertThat(all(new InboxFilter(false, Set.of(), tenant.workspace(), null, InboxAge.WEEK)))
			.hasSize((int) thisWeek);
	}

	@Test
	void a_reply_is_sent_once_through_the_gateway_audited_and_shown_answered() {
		TenantFixture.signIn(tenant.manager());
		InboxReview review = all(new InboxFilter(true, Set.of(), tenant.workspace(), null, InboxAge.ANY)).get(0);
		int before = simulator.calls().count(REPLY_REVIEW, account.id());

		ReplyOutcome outcome = inbox.reply(tenant.workspace(), review.placeId(), review.reviewId(), "Thank you!");

		assertThat(outcome).isEqualTo(ReplyOutcome.SENT);
		assertThat(simulator.calls().count(REPLY_REVIEW, account.id())).isEqualTo(before + 1);
		assertThat(listed().stream().filter(listed -> listed.reviewId().equals(review.reviewId()))).singleElement()
			.satisfies(listed -> assertThat(listed.reply().comment()).isEqualTo("Thank you!"));
		assertThat(all(new InboxFilter(false, Set.of(), tenant.workspace(), null, InboxAge.ANY)))
			.filteredOn(row -> row.reviewId().equals(review.reviewId()))
			.singleElement()
			.satisfies(row -> {
				assertThat(row.state()).isEqualTo(ReplyState.ANSWERED);
				assertThat(row.replyText()).isEqualTo("Thank you!");
			});
		assertThat(db.select(AUDIT_EVENT.ACTION)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.WORKSPACE_ID.eq(tenant.workspace().value()))
			.fetch(AUDIT_EVENT.ACTION)).contains("gbp.reply-review");
	}

	@Test
	void with_client_approval_on_a_managers_reply_waits_for_the_client_and_nothing_is_sent() {
		TenantFixture.signIn(tenant.admin());
		approvals.setRequiresApproval(tenant.workspace(), true);
		TenantFixture.signIn(tenant.manager());
		InboxReview review = all(new InboxFilter(true, Set.of(), tenant.workspace(), null, InboxAge.ANY)).get(0);
		int before = simulator.calls().count(REPLY_REVIEW, account.id());

		ReplyOutcome outcome = inbox.reply(tenant.workspace(), review.placeId(), review.reviewId(), "Sorry to hear");

		assertThat(outcome).isEqualTo(ReplyOutcome.PROPOSED);
		assertThat(simulator.calls().count(REPLY_REVIEW, account.id())).isEqualTo(before);
		assertThat(all(new InboxFilter(true, Set.of(), tenant.workspace(), null, InboxAge.ANY)))
			.filteredOn(row -> row.reviewId().equals(review.reviewId()))
			.singleElement()
			.satisfies(row -> assertThat(row.state()).isEqualTo(ReplyState.AWAITING_APPROVAL));

		TenantFixture.signIn(tenant.viewer());
		Proposal proposal = approvals.proposals(tenant.workspace(), true).get(0);
		approvals.approve(tenant.workspace(), proposal.id(), null, null);
		sync.sync(new SyncTarget(tenant.agency(), tenant.workspace()));

		assertThat(simulator.calls().count(REPLY_REVIEW, account.id())).isEqualTo(before + 1);
		TenantFixture.signIn(tenant.manager());
		assertThat(all(new InboxFilter(false, Set.of(), tenant.workspace(), null, InboxAge.ANY)))
			.filteredOn(row -> row.reviewId().equals(review.reviewId()))
			.singleElement()
			.satisfies(row -> {
				assertThat(row.state()).isEqualTo(ReplyState.ANSWERED);
				assertThat(row.replyText()).isEqualTo("Sorry to hear");
			});
	}

	@Test
	void under_the_clients_rule_a_reply_to_a_two_star_review_waits_and_one_to_a_five_star_review_is_sent() {
		TenantFixture.signIn(tenant.admin());
		approvals.setLowStarRepliesNeedApproval(tenant.workspace(), true);
		TenantFixture.signIn(tenant.manager());
		// the rule reads the stars of the stored copy: two reviews of it are made a
		// 1-star and a 5-star one
		List<InboxReview> two = all(new InboxFilter(false, Set.of(), tenant.workspace(), null, InboxAge.ANY));
		InboxReview poor = stars(two.get(0), 2);
		InboxReview great = stars(two.get(1), 5);
		int before = simulator.calls().count(REPLY_REVIEW, account.id());

		assertThat(inbox.reply(tenant.workspace(), poor.placeId(), poor.reviewId(), "Sorry to hear"))
			.isEqualTo(ReplyOutcome.PROPOSED);
		assertThat(simulator.calls().count(REPLY_REVIEW, account.id())).isEqualTo(before);
		assertThat(inbox.reply(tenant.workspace(), great.placeId(), great.reviewId(), "Thank you!"))
			.isEqualTo(ReplyOutcome.SENT);
		assertThat(simulator.calls().count(REPLY_REVIEW, account.id())).isEqualTo(before + 1);
		assertThat(approvals.requiresApproval(tenant.workspace())).as("other changes are still sent at once").isFalse();
	}

	private InboxReview stars(InboxReview review, int stars) {
		db.update(GBP_REVIEW)
			.set(GBP_REVIEW.STAR_RATING, stars)
			.where(GBP_REVIEW.WORKSPACE_ID.eq(review.workspace().value()))
			.and(GBP_REVIEW.PLACE_ID.eq(review.placeId()))
			.and(GBP_REVIEW.REVIEW_ID.eq(review.reviewId()))
			.execute();
		return review;
	}

	@Test
	void a_review_of_a_client_the_manager_may_not_see_is_not_found_and_nothing_is_sent() {
		TenantFixture.signIn(tenant.admin());
		InboxReview foreign = all(new InboxFilter(true, Set.of(), other, null, InboxAge.ANY)).get(0);
		TenantFixture.signIn(tenant.manager());
		int before = simulator.calls().count(REPLY_REVIEW);

		assertThatThrownBy(() -> inbox.reply(other, foreign.placeId(), foreign.reviewId(), "Thanks"))
			.isInstanceOf(NotFoundException.class);
		// the manager's own workspace does not hold the other client's row either
		assertThatThrownBy(() -> inbox.reply(tenant.workspace(), foreign.placeId(), "not-a-review", "Thanks"))
			.isInstanceOf(NotFoundException.class);
		assertThat(simulator.calls().count(REPLY_REVIEW)).isEqualTo(before);
	}

	@Test
	void a_blank_or_overlong_reply_and_a_bad_page_or_rating_are_refused_by_field() {
		TenantFixture.signIn(tenant.manager());
		InboxReview review = all(InboxFilter.everything()).get(0);

		assertThatThrownBy(() -> inbox.reply(tenant.workspace(), review.placeId(), review.reviewId(), "  "))
			.isInstanceOfSatisfying(ValidationException.class,
					ex -> assertThat(ex.fieldErrors()).containsOnlyKeys("comment"));
		assertThatThrownBy(() -> inbox.reply(tenant.workspace(), review.placeId(), review.reviewId(), "x".repeat(4097)))
			.isInstanceOfSatisfying(ValidationException.class,
					ex -> assertThat(ex.fieldErrors()).containsOnlyKeys("comment"));
		assertThatThrownBy(() -> inbox.reviews(InboxFilter.everything(), 0, 0)).isInstanceOfSatisfying(
				ValidationException.class, ex -> assertThat(ex.fieldErrors()).containsOnlyKeys("limit"));
		assertThatThrownBy(() -> inbox.reviews(InboxFilter.everything(), -1, 10)).isInstanceOfSatisfying(
				ValidationException.class, ex -> assertThat(ex.fieldErrors()).containsOnlyKeys("offset"));
		assertThatThrownBy(() -> all(new InboxFilter(false, Set.of(0, 6), null, null, InboxAge.ANY)))
			.isInstanceOfSatisfying(ValidationException.class,
					ex -> assertThat(ex.fieldErrors()).containsOnlyKeys("stars"));
	}

}
