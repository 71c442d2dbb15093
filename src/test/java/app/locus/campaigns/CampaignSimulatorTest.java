package app.locus.campaigns;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;

import app.locus.fixtures.FieldErrors;
import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import app.locus.upstream.api.SpecDates;
import app.locus.upstream.api.campaigns.CampaignStatus;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** Campaign actions through the real gateway against the simulator mounted at /sim. */
@IntegrationTest
class CampaignSimulatorTest {

	@Autowired
	DSLContext db;

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	@Autowired
	CampaignService campaigns;

	Tenant tenant;

	AccountHandle account;

	@BeforeEach
	void aWorkspaceWithItsOwnSimulatorAccount() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "Campaign test", 1_000,
				DemoData.BLUE_BOTTLE_ALBERTA);
		tenant = simulated.tenant();
		account = simulated.account();
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	private Campaign weekly() {
		LocalDate tomorrow = LocalDate.now(ZoneOffset.UTC).plusDays(1);
		return campaigns.create(tenant.workspace(),
				new CampaignInput("Weekly Alberta", List.of(DemoData.BLUE_BOTTLE_ALBERTA),
						List.of("bakery", "croissant"), 5, "2", "mi", "weekly", SpecDates.formatDate(tomorrow),
						"9:00 AM"));
	}

	@Test
	void pausing_stops_the_projection_and_resuming_brings_it_back() {
		Campaign created = weekly();
		LocalDate from = LocalDate.now(ZoneOffset.UTC);
		assertThat(campaigns.plannedSpend(tenant.workspace(), from, from.plusDays(28))).hasSize(4);

		assertThat(campaigns.pause(tenant.workspace(), created.id()).status()).isEqualTo(CampaignStatus.PAUSED);
		assertThat(campaigns.plannedSpend(tenant.workspace(), from, from.plusDays(28))).isEmpty();

		assertThat(campaigns.resume(tenant.workspace(), created.id()).status()).isEqualTo(CampaignStatus.ACTIVE);
		assertThat(campaigns.plannedSpend(tenant.workspace(), from, from.plusDays(28))).hasSize(4);
	}

	@Test
	void reactivate_is_refused_for_a_campaign_that_was_not_deactivated() {
		Campaign created = weekly();

		assertThat(FieldErrors.of(() -> campaigns.reactivate(tenant.workspace(), created.id()))).containsKey("status");
	}

	@Test
	void run_now_with_too_few_credits_is_refused_and_spends_nothing() {
		Campaign created = weekly();
		account.setBalance(created.creditsPerRun().getAsLong() - 1);
		account.resetCreditsSpent();

		assertThatThrownBy(() -> campaigns.runNow(tenant.workspace(), created.id(), false))
			.isInstanceOf(InsufficientCampaignCreditsException.class);
		assertThat(account.creditsSpent()).isZero();
	}

	@Test
	void run_now_is_queued_and_charged_once() {
		Campaign created = weekly();
		account.resetCreditsSpent();

		assertThat(campaigns.runNow(tenant.workspace(), created.id(), false).status()).isEqualTo("queued");
		simulator.catchUp();
		assertThat(account.creditsSpent()).isEqualTo(created.creditsPerRun().getAsLong());
	}

}
