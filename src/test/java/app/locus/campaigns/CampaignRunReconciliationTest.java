package app.locus.campaigns;

import static app.locus.db.Tables.SCAN_SUBMISSION;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.List;

import app.locus.fixtures.Dd010Samples;
import app.locus.fixtures.MutableClock;
import app.locus.fixtures.ScriptedUpstreamGateway;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.fixtures.TenantFixture;
import app.locus.reports.SyncTarget;
import app.locus.scans.CampaignRunLedger;
import app.locus.scans.CampaignRunSpend;
import app.locus.scans.SubmissionId;
import app.locus.scans.UnknownSpendService;
import app.locus.stuck.StuckItem;
import app.locus.stuck.StuckKind;
import app.locus.stuck.StuckWorkService;
import app.locus.support.IntegrationTest;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.Measurement;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * A campaign run a node sent and then died with (DD193): its ledger row is left
 * {@code SUBMITTING}, written here as the dead node left it, its time past the ledger's
 * stall limit and the stuck-work page's. It is an unknown spend until the campaign sync
 * finds its run in the campaign report listing; it is never sent again.
 */
@IntegrationTest
class CampaignRunReconciliationTest {

	private static final String LISTING = "/v1/campaigns/";

	private static final String RUN = "/v2/campaigns/run";

	@Autowired
	DSLContext db;

	@Autowired
	CampaignRunLedger ledger;

	@Autowired
	UnknownSpendService unknownSpends;

	@Autowired
	StuckWorkService stuck;

	ScriptedUpstreamGateway upstream;

	MutableClock clock;

	CampaignRunReconciliation reconciliation;

	Tenant tenant;

	String campaignKey;

	SubmissionId run;

	@BeforeEach
	void aRunLeftByADeadNode() {
		upstream = new ScriptedUpstreamGateway();
		clock = MutableClock.startingNow();
		reconciliation = new CampaignRunReconciliation(ledger, new LocalVisibilityClient(upstream), clock);
		tenant = new TenantFixture(db).tenant();
		campaignKey = Dd010Samples.key();
		run = ledger.reserve(tenant.agency(), tenant.workspace(), new CampaignRunSpend(campaignKey, "Weekly bakery",
				Dd010Samples.PLACE, 7, new BigDecimal("2"), Measurement.MI, 98, tenant.manager().id()));
		db.update(SCAN_SUBMISSION)
			.set(SCAN_SUBMISSION.CREATED_AT,
					LocalDateTime.ofInstant(clock.instant().minus(Duration.ofMinutes(15)), ZoneOffset.UTC))
			.where(SCAN_SUBMISSION.ID.eq(run.value()))
			.execute();
		TenantFixture.signIn(tenant.admin());
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void the_dead_nodes_run_is_an_unknown_spend_and_stuck_work_until_the_listing_shows_it() {
		assertThat(unknownSpends.list(tenant.workspace()).spends()).singleElement()
			.satisfies(spend -> assertThat(spend.submission().id()).isEqualTo(run));
		assertThat(stuck.list()).extracting(StuckItem::kind).containsExactly(StuckKind.CAMPAIGN_RUN_SPEND);

		String madeByTheRun = Dd010Samples.key();
		upstream.on(LISTING,
				Dd010Samples.listing("campaigns", null,
						List.of(Dd010Samples.campaign(Dd010Samples.key(), campaignKey, today().minusDays(7)),
								Dd010Samples.campaign(Dd010Samples.key(), Dd010Samples.key(), today()),
								Dd010Samples.campaign(madeByTheRun, campaignKey, today()))));

		assertThat(reconciliation.settle(new SyncTarget(tenant.agency(), tenant.workspace()))).isEqualTo(1);

		assertThat(db.select(SCAN_SUBMISSION.STATUS, SCAN_SUBMISSION.REPORT_KEY)
			.from(SCAN_SUBMISSION)
			.where(SCAN_SUBMISSION.ID.eq(run.value()))
			.fetchOne()).satisfies(row -> {
				assertThat(row.value1()).isEqualTo("COMPLETE");
				assertThat(row.value2()).isEqualTo(madeByTheRun);
			});
		assertThat(unknownSpends.list(tenant.workspace()).spends()).isEmpty();
		assertThat(stuck.list()).isEmpty();
		assertThat(upstream.count(RUN)).as("never sent again").isZero();
	}

	@Test
	void a_run_the_listing_does_not_show_stays_unknown_and_after_a_day_is_left_to_a_person_without_a_listing_call() {
		upstream.on(LISTING, Dd010Samples.listing("campaigns", null,
				List.of(Dd010Samples.campaign(Dd010Samples.key(), campaignKey, today().minusDays(7)))));

		assertThat(reconciliation.settle(new SyncTarget(tenant.agency(), tenant.workspace()))).isZero();
		assertThat(upstream.count(LISTING)).isEqualTo(1);

		clock.advance(CampaignRunReconciliation.LOOK_BACK);
		assertThat(reconciliation.settle(new SyncTarget(tenant.agency(), tenant.workspace()))).isZero();

		assertThat(upstream.count(LISTING)).as("no more listing calls").isEqualTo(1);
		assertThat(unknownSpends.count(tenant.workspace())).isEqualTo(1);
		assertThat(upstream.count(RUN)).isZero();
	}

	private LocalDate today() {
		return LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
	}

}
