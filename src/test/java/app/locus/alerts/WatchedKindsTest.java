package app.locus.alerts;

import static app.locus.db.Tables.GUARD_REPORT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import app.locus.base.DbTime;
import app.locus.calendar.RunSchedule;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignId;
import app.locus.campaigns.repository.CampaignRepository;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.campaigns.CampaignStatus;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The kinds the alerts' round finds in rows other features store (DD152): a guard report
 * that shows a change, and a campaign the service deactivated for want of credits, as the
 * campaign sync takes it over.
 */
@app.locus.support.IntegrationTest
class WatchedKindsTest {

	private static final String CHANGED_WEBSITE = """
			{"report_key":"%s","status":"alert","changes":[{"date":"%s","field":"websiteUri",
			"old_value":"https://bakery.example","new_value":"http://bakery-cheap.example"}]}""";

	@Autowired
	DSLContext db;

	@Autowired
	ChangeWatch watch;

	@Autowired
	CampaignRepository campaigns;

	Tenant tenant;

	LocalDate today;

	@BeforeEach
	void tenant() {
		tenant = new TenantFixture(db).tenant();
		today = LocalDate.now(ZoneOffset.UTC);
	}

	@Test
	void a_guard_report_that_shows_a_change_fires_once_and_names_the_change_in_plain_words() {
		String key = key();
		storeGuard(key, "alert", today, 1, CHANGED_WEBSITE.formatted(key, today));

		watchOnce();
		watchOnce();

		assertThat(fired().titles(AlertKind.GUARD_CHANGE)).containsExactly("The profile of \"Bakery Main St\" changed");
		assertThat(fired().details(AlertKind.GUARD_CHANGE))
			.containsExactly("Website changed from \"https://bakery.example\" to \"http://bakery-cheap.example\".");
	}

	@Test
	void a_later_check_that_shows_a_change_again_fires_again() {
		String key = key();
		storeGuard(key, "alert", today.minusDays(1), 1, CHANGED_WEBSITE.formatted(key, today.minusDays(1)));
		watchOnce();

		storeGuard(key, "alert", today, 1, CHANGED_WEBSITE.formatted(key, today));
		watchOnce();

		assertThat(fired().titles(AlertKind.GUARD_CHANGE)).hasSize(2);
	}

	@Test
	void a_guard_report_without_a_change_does_not_fire() {
		String key = key();
		storeGuard(key, "active", today, 0, "{\"report_key\":\"" + key + "\",\"status\":\"active\",\"changes\":[]}");

		watchOnce();

		assertThat(fired().titles(AlertKind.GUARD_CHANGE)).isEmpty();
	}

	@Test
	void a_change_checked_days_ago_that_a_first_sync_stores_does_not_fire() {
		String key = key();
		LocalDate old = today.minusDays(ScanAlerts.RECENT_DAYS + 1);
		storeGuard(key, "alert", old, 1, CHANGED_WEBSITE.formatted(key, old));

		watchOnce();

		assertThat(fired().titles(AlertKind.GUARD_CHANGE)).isEmpty();
	}

	@Test
	void a_campaign_the_service_deactivated_fires_once_per_deactivation() {
		Campaign campaign = campaign(CampaignStatus.ACTIVE);
		campaigns.insert(tenant.workspace(), campaign, null, Instant.now());

		campaigns.reconcile(tenant.workspace(), as(campaign, CampaignStatus.DEACTIVATED), Instant.now());
		watchOnce();
		watchOnce();
		assertThat(fired().titles(AlertKind.CAMPAIGN_DEACTIVATED))
			.containsExactly("The campaign \"Bakery weekly\" was stopped: the credits ran out");

		campaigns.reconcile(tenant.workspace(), as(campaign, CampaignStatus.ACTIVE), Instant.now());
		watchOnce();
		campaigns.reconcile(tenant.workspace(), as(campaign, CampaignStatus.DEACTIVATED), Instant.now().plusMillis(5));
		watchOnce();
		assertThat(fired().titles(AlertKind.CAMPAIGN_DEACTIVATED)).hasSize(2);
	}

	@Test
	void a_campaign_first_seen_deactivated_or_paused_does_not_fire() {
		campaigns.reconcile(tenant.workspace(), campaign(CampaignStatus.DEACTIVATED), Instant.now());
		Campaign paused = campaign(CampaignStatus.ACTIVE);
		campaigns.insert(tenant.workspace(), paused, null, Instant.now());
		campaigns.reconcile(tenant.workspace(), as(paused, CampaignStatus.PAUSED), Instant.now());

		watchOnce();

		assertThat(fired().titles(AlertKind.CAMPAIGN_DEACTIVATED)).isEmpty();
	}

	/**
	 * Runs one round on this node (waiting while the scheduled round holds the lease).
	 */
	private void watchOnce() {
		AtomicInteger fired = new AtomicInteger(-1);
		await().atMost(Duration.ofSeconds(30)).pollInSameThread().until(() -> {
			fired.set(watch.watch());
			return fired.get() >= 0;
		});
	}

	private void storeGuard(String key, String status, LocalDate checked, int changes, String payload) {
		var values = new java.util.LinkedHashMap<org.jooq.Field<?>, Object>();
		values.put(GUARD_REPORT.STATUS, status);
		values.put(GUARD_REPORT.DATE_LAST, checked);
		values.put(GUARD_REPORT.CHANGE_COUNT, changes);
		values.put(GUARD_REPORT.VERSION_STAMP, "%064d".formatted(checked.toEpochDay()));
		values.put(GUARD_REPORT.PAYLOAD, payload);
		values.put(GUARD_REPORT.STORED_AT, DbTime.utc(Instant.now()));
		db.insertInto(GUARD_REPORT)
			.set(GUARD_REPORT.WORKSPACE_ID, tenant.workspace().value())
			.set(GUARD_REPORT.REPORT_KEY, key)
			.set(GUARD_REPORT.AGENCY_ID, tenant.agency().value())
			.set(GUARD_REPORT.PLACE_ID, "ChIJ-guard-place")
			.set(GUARD_REPORT.LOCATION_NAME, "Bakery Main St")
			.set(GUARD_REPORT.DATE_ADDED, today.minusMonths(2))
			.set(values)
			.onDuplicateKeyUpdate()
			.set(values)
			.execute();
	}

	private Campaign campaign(CampaignStatus status) {
		return new Campaign(CampaignId.random(), CampaignKey.of(key()), "Bakery weekly", List.of("ChIJ-guard-place"),
				List.of("bakery"), new GridSize(5), new BigDecimal("2"), Measurement.MI,
				new RunSchedule(today, LocalTime.NOON, Frequency.WEEKLY), status, Campaign.Origin.LOCUS);
	}

	private static Campaign as(Campaign campaign, CampaignStatus status) {
		return new Campaign(CampaignId.random(), campaign.key(), campaign.name(), campaign.placeIds(),
				campaign.keywords(), campaign.gridSize(), campaign.radius(), campaign.measurement(),
				campaign.schedule(), status, Campaign.Origin.REPORTS);
	}

	private FiredAlerts fired() {
		return new FiredAlerts(db, tenant.workspace());
	}

	private static String key() {
		byte[] random = new byte[8];
		new java.security.SecureRandom().nextBytes(random);
		return java.util.HexFormat.of().formatHex(random).substring(0, 15);
	}

}
