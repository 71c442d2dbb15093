package app.locus.aivisibility;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import app.locus.base.NotFoundException;
import app.locus.base.ValidationException;
import app.locus.fixtures.DemoBakery;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.reports.ReportSync;
import app.locus.simulator.DemoData;
import app.locus.support.IntegrationTest;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Platform;
import app.locus.upstream.credentials.ApiKeyService;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The AI visibility of the demo bakery, whose account holds a year of weekly scans of
 * both its keywords on every AI engine (the demo seed, declared there): the sync stores
 * their cards, the answers are counted once, and the page reads three weekly scans in the
 * last 28 days against four in the 28 before, beside the map SoLV of the same keywords.
 * Read-only at the simulator, so the shared demo account stays as it was.
 */
@IntegrationTest
class AiVisibilityServiceTest {

	static final List<String> KEYWORDS = List.of("bakery", "sourdough bread");

	static final List<Platform> ENGINES = List.of(Platform.GAIO, Platform.CHATGPT, Platform.GEMINI, Platform.GROK,
			Platform.AIMODE);

	@Autowired
	DSLContext db;

	@Autowired
	ApiKeyService keys;

	@Autowired
	ReportSync sync;

	@Autowired
	AiAnswerSync answers;

	@Autowired
	AiVisibilityService service;

	Tenant tenant;

	@BeforeEach
	void theDemoBakerySynced() {
		tenant = DemoBakery.synced(db, keys, sync);
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void every_keyword_has_a_cell_per_engine_from_three_recent_scans_against_four_before() {
		AiVisibility page = service.visibility(tenant.workspace(), null);

		assertThat(page.place()).isEqualTo(DemoData.BLUE_BOTTLE_DIVISION);
		assertThat(page.keywords()).extracting(KeywordRow::keyword).containsAll(KEYWORDS);
		for (KeywordRow row : page.keywords().stream().filter(row -> KEYWORDS.contains(row.keyword())).toList()) {
			assertThat(row.engines()).containsOnlyKeys(ENGINES);
			assertThat(row.maps()).as("the map SoLV of the same keyword").containsKey(Platform.GOOGLE);
			row.engines().forEach((engine, cell) -> {
				assertThat(cell.now().scans()).as(engine + " " + row.keyword()).isEqualTo(3);
				assertThat(cell.now().points()).isEqualTo(3 * 25);
				assertThat(cell.before().scans()).isEqualTo(4);
				assertThat(cell.now().low()).isLessThanOrEqualTo(cell.now().value());
				assertThat(cell.now().high()).isGreaterThanOrEqualTo(cell.now().value());
			});
		}
		assertThat(page.instead()).containsKeys(ENGINES.toArray(Platform[]::new));
		assertThat(page.sources()).isNotEmpty()
			.allSatisfy(site -> assertThat(site.withClient()).isLessThanOrEqualTo(site.total()));
	}

	@Test
	void ai_overviews_leave_some_points_unanswered_and_the_answers_are_counted_once() {
		AiVisibility page = service.visibility(tenant.workspace(), null);

		assertThat(page.keywords().get(0).engines().get(Platform.GAIO).answeredShare()).isLessThan(1);
		assertThat(answers.catchUp(tenant.agency(), tenant.workspace())).as("nothing left to count").isZero();
	}

	@Test
	void an_ai_scans_plan_starts_from_the_series_share_today_and_the_locations_spread() {
		AiVisibility page = service.visibility(tenant.workspace(), DemoData.BLUE_BOTTLE_DIVISION);
		EngineCell bakery = page.keywords()
			.stream()
			.filter(row -> row.keyword().equals("bakery"))
			.findFirst()
			.orElseThrow()
			.engines()
			.get(Platform.CHATGPT);

		ScanPlan plan = service
			.planScan(tenant.workspace(), DemoData.BLUE_BOTTLE_DIVISION, "Bakery", Platform.CHATGPT, 5)
			.orElseThrow();

		assertThat(plan.baseline()).isEqualTo(bakery.now());
		assertThat(plan.plan())
			.isEqualTo(SampleSizePlan.of(bakery.now().value(), 10, GridSize.forScan(5), page.designEffect()));
	}

	/**
	 * Without scans the plan assumes a share of one half and independent answers: 387
	 * points per period for a change of 10 points (worked by hand), 16 scans of 25
	 * points.
	 */
	@Test
	void a_keyword_without_ai_scans_is_planned_at_the_widest_spread() {
		ScanPlan plan = service
			.planScan(tenant.workspace(), DemoData.BLUE_BOTTLE_DIVISION, "never scanned", Platform.GEMINI, 5)
			.orElseThrow();

		assertThat(plan.baseline()).isNull();
		assertThat(plan.plan()).isEqualTo(new SampleSizePlan(16, 800));
	}

	@Test
	void a_map_platform_has_no_plan_and_a_keyword_with_a_comma_is_refused_first() {
		assertThat(service.planScan(tenant.workspace(), null, "bakery", Platform.GOOGLE, 5)).isEmpty();
		assertThatThrownBy(() -> service.planScan(tenant.workspace(), null, "bread, cake", Platform.GOOGLE, 5))
			.isInstanceOf(ValidationException.class)
			.hasMessageContaining("commas");
	}

	@Test
	void another_agencys_workspace_is_not_found() {
		Tenant other = new TenantFixture(db).tenant();
		TenantFixture.signIn(other.admin());

		assertThatThrownBy(() -> service.visibility(tenant.workspace(), null)).isInstanceOf(NotFoundException.class);
	}

}
