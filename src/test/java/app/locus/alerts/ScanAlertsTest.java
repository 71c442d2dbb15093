package app.locus.alerts;

import static app.locus.db.Tables.ALERT;
import static app.locus.db.Tables.ALERT_RECEIPT;
import static app.locus.db.Tables.MAIL_OUTBOX;
import static app.locus.db.Tables.REPORT;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;

import app.locus.base.OpaqueId;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportType;
import app.locus.reports.ReportsArrived;
import app.locus.reports.heatmap.RankGrid;
import app.locus.support.IntegrationTest;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.reports.RankMetrics;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Rules evaluated on arriving scans against a planted earlier scan of the series, and
 * what a fired alert reaches: receipts, dedup, the mail round's single mails and digest.
 */
@IntegrationTest
class ScanAlertsTest {

	private static final String PLACE = "ChIJ-alerts-test-place";

	/** A 3×3 grid: the first row in the top 3. */
	private static final String EARLIER_RANKS = "1,2,3,4,5,6,-,-,-";

	@Autowired
	DSLContext db;

	@Autowired
	ScanAlerts scanAlerts;

	@Autowired
	AlertDispatch dispatch;

	@Autowired
	AlertMail mail;

	@Autowired
	AlertPreferenceService preferences;

	@Autowired
	AlertRuleService ruleService;

	Tenant tenant;

	String keyword;

	LocalDate today;

	@BeforeEach
	void plantEarlierScan() {
		tenant = new TenantFixture(db).tenant();
		keyword = "plumber " + OpaqueId.next();
		today = LocalDate.now(ZoneOffset.UTC);
		db.insertInto(REPORT)
			.set(REPORT.WORKSPACE_ID, tenant.workspace().value())
			.set(REPORT.AGENCY_ID, tenant.agency().value())
			.set(REPORT.TYPE, "SCAN")
			.set(REPORT.REPORT_KEY, key())
			.set(REPORT.REPORT_DATE, today.minusDays(7))
			.set(REPORT.PLACE_ID, PLACE)
			.set(REPORT.KEYWORD, keyword)
			.set(REPORT.PLATFORM, "google")
			.set(REPORT.GRID_SIZE, 3)
			.set(REPORT.RADIUS, new BigDecimal("2.000"))
			.set(REPORT.UNIT, "mi")
			.set(REPORT.SOLV, new BigDecimal("40.00"))
			.set(REPORT.THUMBNAIL_RANKS, EARLIER_RANKS)
			.set(REPORT.PAYLOAD, "{}")
			.execute();
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void a_grid_point_that_leaves_the_top_3_fires_for_the_admin_and_the_manager_but_not_the_viewer() {
		arrive(scan(3, RankGrid.of(3, 1, 2, 7, 4, 5, 6), "40"));

		assertThat(alerts(AlertKind.RANK_LEFT_TOP_3)).singleElement()
			.satisfies(title -> assertThat(title).startsWith("1 grid point left the top 3"));
		// The third point of the first row ranked 3 before and 7 now: the page draws it
		// on
		// a 3×3 map.
		assertThat(db.select(ALERT.CHANGED_POINTS)
			.from(ALERT)
			.where(ALERT.WORKSPACE_ID.eq(tenant.workspace().value()))
			.fetchOne(ALERT.CHANGED_POINTS)).isEqualTo("3:1.3");
		assertThat(db.fetch(ALERT_RECEIPT, ALERT_RECEIPT.ALERT_ID.in(alertIds())).getValues(ALERT_RECEIPT.USER_ID))
			.containsExactlyInAnyOrder(tenant.admin().id().value(), tenant.manager().id().value());
	}

	@Test
	void a_grid_point_that_stays_in_the_top_3_does_not_fire() {
		arrive(scan(3, RankGrid.of(3, 3, 1, 2, 9, 9, 9), "40"));

		assertThat(alerts(AlertKind.RANK_LEFT_TOP_3)).isEmpty();
	}

	@Test
	void a_scan_of_another_grid_size_is_not_compared() {
		arrive(scan(5, RankGrid.of(5, 9, 9, 9, 9, 9), "10"));

		assertThat(alerts(AlertKind.RANK_LEFT_TOP_3)).isEmpty();
		assertThat(alerts(AlertKind.VISIBILITY_DROP)).isEmpty();
	}

	@Test
	void a_visibility_drop_fires_only_above_the_rules_threshold() {
		arrive(scan(3, RankGrid.of(3, 1, 2, 3), "31"));
		assertThat(alerts(AlertKind.VISIBILITY_DROP)).isEmpty();

		arrive(scan(3, RankGrid.of(3, 1, 2, 3), "29.5"));
		assertThat(alerts(AlertKind.VISIBILITY_DROP))
			.containsExactly("SoLV fell 10.5 points for \"" + keyword + "\" at Test place (Google Maps, 3×3)");
	}

	@Test
	void the_same_rule_and_series_fire_once_within_the_window() {
		arrive(scan(3, RankGrid.of(3, 9, 9, 9), "40"));
		arrive(scan(3, RankGrid.of(3, 9, 9, 9), "40"));

		assertThat(alerts(AlertKind.RANK_LEFT_TOP_3)).hasSize(1);
	}

	@Test
	void a_turned_off_rule_does_not_fire() {
		TenantFixture.signIn(tenant.manager());
		ruleService.saveRule(tenant.workspace(), AlertKind.RANK_LEFT_TOP_3, false, null);

		arrive(scan(3, RankGrid.of(3, 9, 9, 9), "40"));

		assertThat(alerts(AlertKind.RANK_LEFT_TOP_3)).isEmpty();
	}

	@Test
	void many_alerts_at_once_make_one_digest_mail_and_a_few_make_one_mail_each() {
		TenantFixture.signIn(tenant.manager());
		for (AlertKind kind : AlertKind.values()) {
			preferences.choose(kind, AlertChannel.EMAIL, false);
		}
		for (int i = 0; i < AlertMail.DIGEST_AFTER + 2; i++) {
			fire("subject " + i);
		}
		mail.mailDue();
		assertThat(mailSubjectsTo(tenant.admin().email())).containsExactly("Alert: 7 alerts");
		assertThat(mailSubjectsTo(tenant.manager().email())).isEmpty();

		fire("one more");
		fire("and another");
		mail.mailDue();
		assertThat(mailSubjectsTo(tenant.admin().email())).containsExactlyInAnyOrder("Alert: 7 alerts",
				"Alert: Planted one more", "Alert: Planted and another");
	}

	private void fire(String subject) {
		dispatch.fire(new Firing(tenant.agency(), tenant.workspace(), AlertKind.SCAN_UNKNOWN, subject,
				"Planted " + subject, "Planted for the test", null));
	}

	private List<String> mailSubjectsTo(String address) {
		return db.select(MAIL_OUTBOX.SUBJECT)
			.from(MAIL_OUTBOX)
			.where(MAIL_OUTBOX.AGENCY_ID.eq(tenant.agency().value()))
			.and(MAIL_OUTBOX.RECIPIENTS.contains(address))
			.fetch(MAIL_OUTBOX.SUBJECT);
	}

	private void arrive(ReportCard scan) {
		scanAlerts.check(new ReportsArrived(tenant.agency(), tenant.workspace(), List.of(scan)));
	}

	private ReportCard scan(int grid, RankGrid ranks, String solv) {
		return new ReportCard(ReportType.SCAN, new ReportKey(key()), today, PLACE, "Test place", keyword,
				Platform.GOOGLE, grid, new BigDecimal("2"), Measurement.MI, new LatLng(BigDecimal.ONE, BigDecimal.ONE),
				null, new RankMetrics(null, null, new BigDecimal(solv)), null, null, null, null, ranks, false);
	}

	private List<String> alerts(AlertKind kind) {
		return db.select(ALERT.TITLE)
			.from(ALERT)
			.where(ALERT.WORKSPACE_ID.eq(tenant.workspace().value()))
			.and(ALERT.KIND.eq(kind.name()))
			.fetch(ALERT.TITLE);
	}

	private List<String> alertIds() {
		return db.select(ALERT.ID).from(ALERT).where(ALERT.WORKSPACE_ID.eq(tenant.workspace().value())).fetch(ALERT.ID);
	}

	private static String key() {
		byte[] random = new byte[8];
		new java.security.SecureRandom().nextBytes(random);
		return java.util.HexFormat.of().formatHex(random).substring(0, 15);
	}

}
