package app.locus.credits;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.credits.repository.SnapshotRepository;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.CostVisibility;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** Who may read and change a workspace's credits, enforced by the service. */
@IntegrationTest
class CreditsServiceTest {

	@Autowired
	DSLContext db;

	@Autowired
	CreditsService credits;

	@Autowired
	CostVisibility costs;

	@Autowired
	SnapshotRepository snapshots;

	Tenant tenant;

	@BeforeEach
	void aWorkspaceWithASnapshot() {
		tenant = new TenantFixture(db).tenant();
		snapshots.insert(tenant.agency(), tenant.workspace(),
				new AccountSnapshot(Instant.now(), AccountSnapshot.Origin.SCHEDULE, "Starter", "active",
						LocalDate.now(ZoneOffset.UTC).plusDays(10), 500L, 300L, 200L, null, null, null, null, null,
						null, null));
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void a_client_viewer_reads_the_credits_but_may_change_nothing() {
		TenantFixture.signIn(tenant.admin());
		costs.setClientsSeeCosts(true);
		TenantFixture.signIn(tenant.viewer());

		CreditsOverview overview = credits.overview(tenant.workspace());

		assertThat(overview.latest().balance()).isEqualTo(300);
		assertThat(overview.canEditBudget()).isFalse();
		assertThat(overview.canRefresh()).isFalse();
		assertThatThrownBy(() -> credits.refresh(tenant.workspace())).isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> credits.setShownToClients(tenant.workspace(), true))
			.isInstanceOf(ForbiddenException.class);
	}

	@Test
	void when_the_agency_hides_credits_the_service_refuses_the_client_viewer_but_not_the_team() {
		TenantFixture.signIn(tenant.admin());
		costs.setClientsSeeCosts(true);
		credits.setShownToClients(tenant.workspace(), false);

		TenantFixture.signIn(tenant.viewer());
		assertThatThrownBy(() -> credits.overview(tenant.workspace())).isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> credits.forecast(tenant.workspace())).isInstanceOf(ForbiddenException.class);
		assertThat(credits.warning(tenant.workspace())).isEmpty();
		assertThat(credits.visible(tenant.workspace())).isFalse();

		TenantFixture.signIn(tenant.manager());
		assertThat(credits.overview(tenant.workspace()).shownToClients()).isFalse();
		assertThat(credits.visible(tenant.workspace())).isTrue();

		TenantFixture.signIn(tenant.admin());
		credits.setShownToClients(tenant.workspace(), true);
		TenantFixture.signIn(tenant.viewer());
		assertThat(credits.overview(tenant.workspace()).latest()).isNotNull();
	}

	@Test
	void only_an_agency_admin_may_hide_the_credits() {
		TenantFixture.signIn(tenant.manager());

		assertThatThrownBy(() -> credits.setShownToClients(tenant.workspace(), false))
			.isInstanceOf(ForbiddenException.class);
	}

	@Test
	void another_agencys_workspace_is_not_found() {
		Tenant other = new TenantFixture(db).tenant();
		TenantFixture.signIn(other.admin());

		assertThatThrownBy(() -> credits.overview(tenant.workspace())).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> credits.setShownToClients(tenant.workspace(), false))
			.isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> credits.refresh(tenant.workspace())).isInstanceOf(NotFoundException.class);
	}

	@Test
	void with_nothing_planned_the_balance_lasts_and_no_warning_is_due() {
		TenantFixture.signIn(tenant.manager());

		RunOutForecast forecast = credits.forecast(tenant.workspace());

		assertThat(forecast.balance()).isEqualTo(300);
		assertThat(forecast.runOut()).isNull();
		assertThat(credits.warning(tenant.workspace())).isEmpty();
	}

}
