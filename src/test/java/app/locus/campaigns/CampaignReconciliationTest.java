package app.locus.campaigns;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.List;

import app.locus.calendar.RunSchedule;
import app.locus.campaigns.repository.CampaignRepository;
import app.locus.fixtures.Dd010Samples;
import app.locus.fixtures.MutableClock;
import app.locus.fixtures.ScriptedUpstreamGateway;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import app.locus.upstream.Lane;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.campaigns.CampaignStatus;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

@IntegrationTest
class CampaignReconciliationTest {

	private static final String LISTING = "/v1/campaigns/";

	@Autowired
	DSLContext db;

	@Autowired
	CampaignRepository repository;

	ScriptedUpstreamGateway upstream;

	CampaignReconciliation reconciliation;

	Tenant tenant;

	String campaignKey;

	@BeforeEach
	void wire() {
		upstream = new ScriptedUpstreamGateway();
		reconciliation = new CampaignReconciliation(repository, new LocalVisibilityClient(upstream),
				new MutableClock(Instant.parse("2026-03-20T12:00:00Z")));
		tenant = new TenantFixture(db).tenant();
		campaignKey = Dd010Samples.key();
	}

	private ObjectNode run(String date, String status) {
		ObjectNode report = Dd010Samples.campaign(Dd010Samples.key(), campaignKey, LocalDate.parse(date));
		report.put("status", status);
		report.put("frequency", "weekly");
		report.put("start_date", "03/02/2026");
		report.put("start_time", "9:00 AM");
		return report;
	}

	@Test
	void a_campaign_made_outside_locus_is_added_from_its_newest_report_on_the_background_lane() {
		ObjectNode withoutSchedule = Dd010Samples.campaign(Dd010Samples.key(), Dd010Samples.key(),
				LocalDate.parse("2026-03-16"));
		upstream.on(LISTING, Dd010Samples.listing("campaigns", null,
				List.of(run("2026-03-16", "deactivated"), run("2026-03-09", "active"), withoutSchedule)));

		assertThat(reconciliation.reconcile(tenant.workspace())).isEqualTo(1);

		Campaign found = repository.list(tenant.workspace()).get(0);
		assertThat(repository.list(tenant.workspace())).hasSize(1);
		assertThat(found.key().value()).isEqualTo(campaignKey);
		assertThat(found.status()).isEqualTo(CampaignStatus.DEACTIVATED);
		assertThat(found.origin()).isEqualTo(Campaign.Origin.REPORTS);
		assertThat(found.schedule())
			.isEqualTo(new RunSchedule(LocalDate.parse("2026-03-02"), LocalTime.of(9, 0), Frequency.WEEKLY));
		assertThat(found.creditsPerRun()).hasValue(2 * 81);
		assertThat(upstream.callsTo(LISTING)).allMatch(call -> call.lane() == Lane.BACKGROUND);
	}

	@Test
	void reconciling_again_changes_nothing_and_a_status_the_service_changed_is_taken_over() {
		upstream.on(LISTING, Dd010Samples.listing("campaigns", null, List.of(run("2026-03-09", "active"))));
		reconciliation.reconcile(tenant.workspace());
		assertThat(reconciliation.reconcile(tenant.workspace())).isZero();

		ScriptedUpstreamGateway later = new ScriptedUpstreamGateway();
		later.on(LISTING, Dd010Samples.listing("campaigns", null, List.of(run("2026-03-16", "deactivated"))));
		new CampaignReconciliation(repository, new LocalVisibilityClient(later), MutableClock.startingNow())
			.reconcile(tenant.workspace());

		assertThat(repository.list(tenant.workspace())).singleElement()
			.extracting(Campaign::status)
			.isEqualTo(CampaignStatus.DEACTIVATED);
	}

	@Test
	void campaigns_of_another_workspace_are_untouched() {
		Tenant other = new TenantFixture(db).tenant();
		upstream.on(LISTING, Dd010Samples.listing("campaigns", null, List.of(run("2026-03-09", "active"))));

		reconciliation.reconcile(tenant.workspace());

		assertThat(repository.list(other.workspace())).isEmpty();
	}

}
