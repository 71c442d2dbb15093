package app.locus.credits;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.ZoneOffset;

import app.locus.campaigns.CampaignReconciliation;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.simulator.DemoData;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The demo's credit story against the simulator's demo accounts, the way a fresh demo
 * gets there: the campaign reconciliation finds the campaigns, a snapshot reads the
 * balance, and the forecast warns for Harbor Dental (300 credits, a daily campaign of 338
 * credits a run) but not for Blue Bottle Bakery.
 */
@IntegrationTest
class DemoRunOutStoryTest {

	@Autowired
	DSLContext db;

	@Autowired
	ApiKeyService keys;

	@Autowired
	CampaignReconciliation reconciliation;

	@Autowired
	CreditsService credits;

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	private Tenant workspaceWithDemoKey(String key) {
		Tenant tenant = new TenantFixture(db).tenant();
		TenantFixture.signIn(tenant.admin());
		keys.add(tenant.workspace(), "Demo key", key, null);
		reconciliation.reconcile(tenant.workspace());
		credits.refresh(tenant.workspace());
		return tenant;
	}

	@Test
	void harbor_dental_is_warned_that_its_credits_run_out_before_the_renewal() {
		Tenant harbor = workspaceWithDemoKey(DemoData.HARBOR_KEY);

		RunOutForecast forecast = credits.warning(harbor.workspace()).orElseThrow();

		LocalDate today = LocalDate.now(ZoneOffset.UTC);
		assertThat(forecast.runOut()).isBetween(today, today.plusDays(1));
		assertThat(forecast.runOut()).isBefore(forecast.renewal());
		assertThat(forecast.warning())
			.hasValueSatisfying(text -> assertThat(text).contains(forecast.runOut().toString()));
	}

	@Test
	void blue_bottle_bakery_has_credits_until_the_renewal() {
		Tenant blueBottle = workspaceWithDemoKey(DemoData.BLUE_BOTTLE_KEY);

		assertThat(credits.forecast(blueBottle.workspace()).balance()).isPositive();
		assertThat(credits.warning(blueBottle.workspace())).isEmpty();
	}

}
