package app.locus.alerts;

import static app.locus.db.Tables.ALERT;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

import app.locus.aivisibility.AiAnswersCounted;
import app.locus.aivisibility.AnswerDigest;
import app.locus.aivisibility.AnsweredScan;
import app.locus.aivisibility.repository.AiAnswerRepository;
import app.locus.base.OpaqueId;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import app.locus.upstream.api.Platform;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationEventPublisher;

/**
 * AI answer alerts on planted counts of 5×5 scans: four weekly scans in the four weeks
 * before the last four (4 to 7 weeks ago), then three in the last four weeks, the newest
 * today. Before, the client was named at 15 of 25 points each time: 60 %, and with no
 * spread between the scans Wilson's interval over 100 points, 50 % to 69 % (worked by
 * hand). Three recent scans naming it at 1, 2 and 0 points: 4 %, design effect 1.04, 72
 * effective points, 1 % to 11 %.
 */
@IntegrationTest
class AiAnswerAlertsTest {

	static final String PLACE = "ChIJ-ai-alerts-place";

	static final String LOCATION = "Bakery on Main";

	static final int POINTS = 25;

	static final int NAMED_BEFORE = 15;

	@Autowired
	DSLContext db;

	@Autowired
	AiAnswerRepository answers;

	@Autowired
	AiAnswerAlerts alerts;

	@Autowired
	AlertRuleService ruleService;

	@Autowired
	ApplicationEventPublisher events;

	Tenant tenant;

	LocalDate today;

	@BeforeEach
	void aTenant() {
		tenant = new TenantFixture(db).tenant();
		today = LocalDate.now(ZoneOffset.UTC);
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void an_engine_that_names_the_client_at_3_of_75_points_after_60_percent_fires_and_says_the_ranges() {
		List<AnsweredScan> recent = series("bakery", Platform.CHATGPT, 1, 2, 0);

		alerts.check(counted(recent));

		assertThat(fired(AlertKind.AI_NAMED_LESS))
			.containsExactly("ChatGPT names the client less often for \"bakery\" at " + LOCATION);
		assertThat(details(AlertKind.AI_NAMED_LESS)).singleElement()
			.satisfies(detail -> assertThat(detail)
				.startsWith("Named at 4% (likely 1% to 11%) of the points in the last four weeks")
				.contains("against 60% (likely 50% to 69%)"));
	}

	@Test
	void the_counted_answers_published_outside_a_transaction_as_the_answer_sync_does_reach_the_alerts() {
		events.publishEvent(counted(series("bakery", Platform.GEMINI, 0, 0, 0)));

		assertThat(fired(AlertKind.AI_NAMED_LESS))
			.containsExactly("Gemini stopped naming the client for \"bakery\" at " + LOCATION);
	}

	@Test
	void an_engine_that_names_the_client_nowhere_any_more_is_said_to_have_stopped() {
		alerts.check(counted(series("bakery", Platform.GEMINI, 0, 0, 0)));

		assertThat(fired(AlertKind.AI_NAMED_LESS))
			.containsExactly("Gemini stopped naming the client for \"bakery\" at " + LOCATION);
	}

	@Test
	void a_fall_within_the_usual_variation_does_not_fire() {
		alerts.check(counted(series("bakery", Platform.CHATGPT, 13, 14, 12)));

		assertThat(fired(AlertKind.AI_NAMED_LESS)).isEmpty();
	}

	@Test
	void scans_older_than_two_days_fire_nothing_so_a_first_sync_of_the_history_is_quiet() {
		List<AnsweredScan> recent = series("bakery", Platform.CHATGPT, 0, 0, 0);

		alerts.check(counted(recent.subList(0, 2)));

		assertThat(fired(AlertKind.AI_NAMED_LESS)).isEmpty();
	}

	@Test
	void a_turned_off_rule_does_not_fire() {
		TenantFixture.signIn(tenant.manager());
		ruleService.saveRule(tenant.workspace(), AlertKind.AI_NAMED_LESS, false, null);

		alerts.check(counted(series("bakery", Platform.CHATGPT, 0, 0, 0)));

		assertThat(fired(AlertKind.AI_NAMED_LESS)).isEmpty();
	}

	@Test
	void a_business_named_most_that_was_named_nowhere_before_fires_once() {
		List<AnsweredScan> recent = series("bakery", Platform.CHATGPT, 14, 15, 13,
				new AnswerDigest.Named("ChIJ-newcomer", "Newcomer Bakehouse", 20, 30));
		List<AnsweredScan> steady = series("croissants", Platform.GROK, 14, 15, 13);

		alerts.check(counted(recent, steady));
		alerts.check(counted(recent, steady));

		assertThat(fired(AlertKind.AI_NEW_TOP_COMPETITOR))
			.containsExactly("ChatGPT now names Newcomer Bakehouse most often around " + LOCATION);
	}

	/**
	 * Plants the four earlier scans (each naming the client at 15 points and "Old Rival"
	 * at 10) and the recent ones with the client named at the points given, the last of
	 * them today, and returns the recent ones.
	 */
	private List<AnsweredScan> series(String keyword, Platform engine, int first, int second, int newest,
			AnswerDigest.Named... recentlyNamed) {
		AnswerDigest.Named rival = new AnswerDigest.Named("ChIJ-old-rival", "Old Rival", 10, 20);
		for (int week = 4; week <= 7; week++) {
			plant(keyword, engine, today.minusWeeks(week), NAMED_BEFORE, List.of(rival));
		}
		List<AnswerDigest.Named> named = new ArrayList<>(List.of(recentlyNamed));
		named.add(rival);
		return List.of(plant(keyword, engine, today.minusDays(14), first, named),
				plant(keyword, engine, today.minusDays(7), second, named),
				plant(keyword, engine, today, newest, named));
	}

	private AnsweredScan plant(String keyword, Platform engine, LocalDate date, int named,
			List<AnswerDigest.Named> others) {
		AnsweredScan scan = new AnsweredScan(OpaqueId.next(), PLACE, LOCATION, keyword, engine, 5, date, POINTS, POINTS,
				named, named * 2);
		answers.store(tenant.agency(), tenant.workspace(), scan,
				new AnswerDigest(POINTS, POINTS, named, named * 2, others, List.of()));
		return scan;
	}

	@SafeVarargs
	private AiAnswersCounted counted(List<AnsweredScan>... scans) {
		return new AiAnswersCounted(tenant.agency(), tenant.workspace(),
				java.util.Arrays.stream(scans).flatMap(List::stream).toList());
	}

	private List<String> fired(AlertKind kind) {
		return db.select(ALERT.TITLE)
			.from(ALERT)
			.where(ALERT.WORKSPACE_ID.eq(tenant.workspace().value()))
			.and(ALERT.KIND.eq(kind.name()))
			.fetch(ALERT.TITLE);
	}

	private List<String> details(AlertKind kind) {
		return db.select(ALERT.DETAIL)
			.from(ALERT)
			.where(ALERT.WORKSPACE_ID.eq(tenant.workspace().value()))
			.and(ALERT.KIND.eq(kind.name()))
			.fetch(ALERT.DETAIL);
	}

}
