package app.locus.monitoring;

import static app.locus.db.Tables.GUARD_REPORT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.LocalDate;
import java.util.List;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import app.locus.upstream.Lane;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.guard.GuardStatus;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

/**
 * Guard and reviews-analysis records synced through the real gateway from the simulator
 * at /sim: stored once, re-stored only when their payload changed, shown per workspace.
 */
@IntegrationTest
class MonitoringSyncThroughSimulatorTest {

	private static final LocalDate TODAY = LocalDate.of(2026, 11, 20);

	@Autowired
	DSLContext db;

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	@Autowired
	MonitoringSync sync;

	@Autowired
	MonitoringService monitoring;

	Tenant tenant;

	AccountHandle account;

	String alertKey;

	@BeforeEach
	void aWorkspaceWhoseAccountWatchesTwoLocations() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "Guard test", 1_000,
				DemoData.BLUE_BOTTLE_DIVISION);
		tenant = simulated.tenant();
		account = simulated.account();
		account.addGuard(DemoData.BLUE_BOTTLE_DIVISION, "active", TODAY.minusMonths(5), TODAY.minusDays(2));
		alertKey = account.addGuard(DemoData.BLUE_BOTTLE_ALBERTA, "alert", TODAY.minusMonths(3), TODAY.minusDays(6),
				"title", "websiteUri");
		account.addReviewsAnalysis("Bakery reviews monthly", TODAY.minusDays(5),
				List.of(DemoData.BLUE_BOTTLE_DIVISION, DemoData.BLUE_BOTTLE_ALBERTA), "monthly", 78.4, 91.2);
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void the_background_sync_stores_guard_and_reviews_records_with_their_statistics() {
		MonitoringResult result = sync.sync(tenant.agency(), tenant.workspace(), Lane.BACKGROUND, Duration.ZERO);

		assertThat(result.failures()).isEmpty();
		assertThat(result.guardsStored()).isEqualTo(2);
		assertThat(result.reviewsStored()).isEqualTo(1);
		List<GuardRecord> guards = monitoring.guards(tenant.workspace());
		assertThat(guards).hasSize(2);
		GuardRecord alert = guards.stream().filter(g -> g.reportKey().equals(alertKey)).findFirst().orElseThrow();
		assertThat(alert.status()).isEqualTo(GuardStatus.ALERT);
		assertThat(alert.placeId()).isEqualTo(DemoData.BLUE_BOTTLE_ALBERTA);
		assertThat(alert.locationName()).isNotBlank();
		assertThat(alert.dateAdded()).isEqualTo(TODAY.minusMonths(3));
		assertThat(alert.dateLast()).isEqualTo(TODAY.minusDays(6));
		assertThat(alert.changes()).isEqualTo(2);
		ReviewsRecord reviews = monitoring.reviews(tenant.workspace()).get(0);
		assertThat(reviews.name()).isEqualTo("Bakery reviews monthly");
		assertThat(reviews.frequency()).isEqualTo(Frequency.MONTHLY);
		assertThat(reviews.rvs()).isEqualByComparingTo("78.4");
		assertThat(reviews.rqs()).isEqualByComparingTo("91.2");
		assertThat(reviews.locationCount()).isEqualTo(2);
		assertThat(reviews.priceUsd()).hasValueSatisfying(price -> assertThat(price).isEqualByComparingTo("38"));
		assertThat(db.select(GUARD_REPORT.PAYLOAD)
			.from(GUARD_REPORT)
			.where(GUARD_REPORT.WORKSPACE_ID.eq(tenant.workspace().value()))
			.fetch(GUARD_REPORT.PAYLOAD)).allSatisfy(payload -> assertThat(payload).doesNotContain(account.key()));
	}

	@Test
	void a_second_sync_reads_one_page_of_each_listing_and_stores_only_what_changed() {
		sync.sync(tenant.agency(), tenant.workspace(), Lane.BACKGROUND, Duration.ZERO);
		int guardCalls = simulator.calls().count("/v1/guard", account.id());
		int reviewsCalls = simulator.calls().count("/v1/reviews", account.id());

		MonitoringResult unchanged = sync.sync(tenant.agency(), tenant.workspace(), Lane.BACKGROUND, Duration.ZERO);

		assertThat(unchanged.guardsStored()).isZero();
		assertThat(unchanged.reviewsStored()).isZero();
		assertThat(simulator.calls().count("/v1/guard", account.id()) - guardCalls).isEqualTo(1);
		assertThat(simulator.calls().count("/v1/reviews", account.id()) - reviewsCalls).isEqualTo(1);

		db.update(GUARD_REPORT)
			.set(GUARD_REPORT.VERSION_STAMP, "0".repeat(64))
			.set(GUARD_REPORT.STATUS, "paused")
			.where(GUARD_REPORT.WORKSPACE_ID.eq(tenant.workspace().value()).and(GUARD_REPORT.REPORT_KEY.eq(alertKey)))
			.execute();
		account.addGuard(DemoData.BLUE_BOTTLE_DIVISION, "paused", TODAY.minusDays(1), TODAY);

		MonitoringResult changed = sync.sync(tenant.agency(), tenant.workspace(), Lane.BACKGROUND, Duration.ZERO);

		assertThat(changed.guardsStored()).as("the new record and the one whose version differed").isEqualTo(2);
		assertThat(monitoring.guards(tenant.workspace())).hasSize(3)
			.filteredOn(g -> g.reportKey().equals(alertKey))
			.extracting(GuardRecord::status)
			.containsExactly(GuardStatus.ALERT);
	}

	@Test
	void a_manager_refreshes_now_but_a_client_viewer_may_only_read() {
		TenantFixture.signIn(tenant.manager());
		MonitoringResult refreshed = monitoring.refresh(tenant.workspace());
		assertThat(refreshed.ran()).isTrue();
		assertThat(refreshed.guardsStored()).isEqualTo(2);

		TenantFixture.signIn(tenant.viewer());
		assertThat(monitoring.guards(tenant.workspace())).hasSize(2);
		assertThat(monitoring.reviews(tenant.workspace())).hasSize(1);
		assertThatThrownBy(() -> monitoring.refresh(tenant.workspace())).isInstanceOf(ForbiddenException.class);
	}

	@Test
	void another_tenant_finds_no_such_workspace() {
		sync.sync(tenant.agency(), tenant.workspace(), Lane.BACKGROUND, Duration.ZERO);
		Tenant other = new TenantFixture(db).tenant();
		for (var user : List.of(other.admin(), other.viewer())) {
			TenantFixture.signIn(user);
			assertThatThrownBy(() -> monitoring.guards(tenant.workspace())).isInstanceOf(NotFoundException.class);
			assertThatThrownBy(() -> monitoring.reviews(tenant.workspace())).isInstanceOf(NotFoundException.class);
			assertThatThrownBy(() -> monitoring.refresh(tenant.workspace())).isInstanceOf(NotFoundException.class);
		}
	}

}
