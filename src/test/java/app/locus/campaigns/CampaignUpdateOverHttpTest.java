package app.locus.campaigns;

import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.fixtures.FieldErrors;
import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import app.locus.support.IntegrationTest;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.SpecDates;
import app.locus.upstream.credentials.ApiKeyService;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Editing a campaign through campaigns/update against the simulator at /sim: the service
 * and the stored campaign agree afterwards, every field is checked before anything is
 * sent, and only managers may.
 */
@IntegrationTest
class CampaignUpdateOverHttpTest {

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

	Campaign campaign;

	@BeforeEach
	void aWeeklyCampaign() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "Campaign edit", 10_000,
				DemoData.BLUE_BOTTLE_ALBERTA);
		tenant = simulated.tenant();
		account = simulated.account();
		LocalDate tomorrow = LocalDate.now(ZoneOffset.UTC).plusDays(1);
		Campaign created = campaigns.create(tenant.workspace(),
				new CampaignInput("Weekly Alberta", List.of(DemoData.BLUE_BOTTLE_ALBERTA), List.of("bakery"), 5, "2",
						"mi", "weekly", SpecDates.formatDate(tomorrow), "9:00 AM"));
		campaign = campaigns.get(tenant.workspace(), created.id());
		TenantFixture.signIn(tenant.manager());
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	int updatesSent() {
		return simulator.calls().count("/v2/campaigns/update", account.id());
	}

	@Test
	void a_manager_changes_the_settings_and_the_service_runs_the_new_grid() {
		Campaign updated = campaigns.update(tenant.workspace(), campaign.id(),
				new CampaignEdit("Monthly Alberta", 7, "3", "km", "monthly"));

		assertThat(updated.name()).isEqualTo("Monthly Alberta");
		assertThat(updated.gridSize().value()).isEqualTo(7);
		assertThat(updated.radius()).isEqualByComparingTo("3");
		assertThat(updated.measurement()).isEqualTo(Measurement.KM);
		assertThat(updated.schedule().frequency()).isEqualTo(Frequency.MONTHLY);
		assertThat(campaigns.get(tenant.workspace(), campaign.id())).isEqualTo(updated);
		assertThat(updatesSent()).isEqualTo(1);
		account.resetCreditsSpent();
		campaigns.runNow(tenant.workspace(), campaign.id(), false);
		assertThat(account.creditsSpent()).as("the service holds the new grid").isEqualTo(49);
		assertThat(db.select(AUDIT_EVENT.OUTCOME)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.WORKSPACE_ID.eq(tenant.workspace().value())
				.and(AUDIT_EVENT.ACTION.eq("campaign.update")))
			.fetch(AUDIT_EVENT.OUTCOME)).containsExactly("SUCCESS");
	}

	@ParameterizedTest
	@CsvSource(value = { "name,'',5,2,mi,weekly", "gridSize,x,6,2,mi,weekly", "gridSize,x,NULL,2,mi,weekly",
			"radius,x,5,0,mi,weekly", "radius,x,5,abc,mi,weekly", "measurement,x,5,2,m,weekly",
			"frequency,x,5,2,mi,hourly" }, nullValues = "NULL")
	void every_field_is_checked_before_anything_is_sent(String field, String name, Integer grid, String radius,
			String unit, String frequency) {
		CampaignEdit edit = new CampaignEdit(name, grid, radius, unit, frequency);

		assertThat(FieldErrors.of(() -> campaigns.update(tenant.workspace(), campaign.id(), edit))).containsKey(field);
		assertThat(updatesSent()).isZero();
		assertThat(campaigns.get(tenant.workspace(), campaign.id())).isEqualTo(campaign);
	}

	@Test
	void a_client_viewer_may_not_and_another_workspace_finds_nothing() {
		CampaignEdit edit = new CampaignEdit("Renamed", 5, "2", "mi", "weekly");
		TenantFixture.signIn(tenant.viewer());
		assertThatThrownBy(() -> campaigns.update(tenant.workspace(), campaign.id(), edit))
			.isInstanceOf(ForbiddenException.class);

		SimulatedTenant other = SimulatedTenant.create(db, simulator, keys, "Other", 1_000,
				DemoData.BLUE_BOTTLE_ALBERTA);
		TenantFixture.signIn(other.tenant().manager());
		assertThatThrownBy(() -> campaigns.update(other.tenant().workspace(), campaign.id(), edit))
			.isInstanceOf(NotFoundException.class);
		assertThat(updatesSent()).isZero();
	}

	@Test
	void a_refused_update_is_sent_once_and_leaves_the_stored_campaign_as_it_was() {
		simulator.faults().on("/v2/campaigns/update").forAccount(account.id()).times(1).status(503);

		assertThatThrownBy(() -> campaigns.update(tenant.workspace(), campaign.id(),
				new CampaignEdit("Renamed", 9, "2", "mi", "weekly")))
			.isInstanceOf(UpstreamException.class);

		assertThat(updatesSent()).isEqualTo(1);
		assertThat(campaigns.get(tenant.workspace(), campaign.id())).isEqualTo(campaign);
	}

}
