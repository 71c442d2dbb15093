package app.locus.alerts;

import static app.locus.db.Tables.ALERT;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.reviewinbox.ReviewsArrived;
import app.locus.support.IntegrationTest;
import app.locus.upstream.api.gbp.GbpReview;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationEventPublisher;

/**
 * A poor review that the sync brings fires one alert, once: not a good one, not an old
 * one, and not when the rule is off.
 */
@IntegrationTest
class PoorReviewAlertsTest {

	static final String PLACE = "ChIJ-poor-review-place";

	@Autowired
	DSLContext db;

	@Autowired
	ApplicationEventPublisher events;

	@Autowired
	AlertRuleService ruleService;

	Tenant tenant;

	@BeforeEach
	void aTenant() {
		tenant = new TenantFixture(db).tenant();
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void a_recent_one_star_review_fires_once_and_a_good_or_an_old_one_does_not() {
		Instant now = Instant.now();
		ReviewsArrived arrived = arrived(review("r-poor", "Anna Keller", 1, "Cold coffee and a long wait.", now),
				review("r-good", "Ben", 5, "Lovely", now),
				review("r-old", "Cleo", 2, "Meh", now.minus(Duration.ofDays(30))));

		events.publishEvent(arrived);
		events.publishEvent(arrived);

		assertThat(fired()).containsExactly("A 1-star review of Bakery on Main by Anna Keller");
		assertThat(db.select(ALERT.DETAIL)
			.from(ALERT)
			.where(ALERT.WORKSPACE_ID.eq(tenant.workspace().value()))
			.fetchOne(ALERT.DETAIL)).contains("Cold coffee and a long wait.", "review inbox");
	}

	@Test
	void nothing_fires_while_the_workspace_turned_the_rule_off() {
		TenantFixture.signIn(tenant.manager());
		ruleService.saveRule(tenant.workspace(), AlertKind.POOR_REVIEW, false, null);

		events.publishEvent(arrived(review("r-poor", "Anna", 2, "Not good", Instant.now())));

		assertThat(fired()).isEmpty();
	}

	private ReviewsArrived arrived(GbpReview... reviews) {
		return new ReviewsArrived(tenant.agency(), tenant.workspace(), PLACE, "Bakery on Main", List.of(reviews));
	}

	private static GbpReview review(String id, String reviewer, int stars, String text, Instant at) {
		return new GbpReview(id, reviewer, stars, text, at, null);
	}

	private List<String> fired() {
		return db.select(ALERT.TITLE)
			.from(ALERT)
			.where(ALERT.WORKSPACE_ID.eq(tenant.workspace().value()))
			.and(ALERT.KIND.eq(AlertKind.POOR_REVIEW.name()))
			.fetch(ALERT.TITLE);
	}

}
