package app.locus.tenancy;

import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.locus.base.ForbiddenException;
import app.locus.credits.CreditsService;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.scans.UnknownSpendService;
import app.locus.support.IntegrationTest;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** "Clients may see credits and costs" (DD159): off until an agency admin turns it on. */
@IntegrationTest
class CostVisibilityTest {

	static final String REFUSAL = "Your agency does not share credits and costs with client viewers.";

	@Autowired
	DSLContext db;

	@Autowired
	CostVisibility costs;

	@Autowired
	CreditsService credits;

	@Autowired
	UnknownSpendService unknownSpends;

	Tenant tenant;

	@BeforeEach
	void anAgency() {
		tenant = new TenantFixture(db).tenant();
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void refusesAClientViewerTheCreditsUntilTheAgencyAllowsIt() {
		TenantFixture.signIn(tenant.viewer());

		assertThat(costs.shown(tenant.workspace())).isFalse();
		assertThatThrownBy(() -> costs.requireShown(tenant.workspace())).isInstanceOf(ForbiddenException.class)
			.hasMessage(REFUSAL);
		assertThatThrownBy(() -> credits.overview(tenant.workspace())).isInstanceOf(ForbiddenException.class)
			.hasMessage(REFUSAL);
		assertThatThrownBy(() -> credits.forecast(tenant.workspace())).isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> unknownSpends.list(tenant.workspace())).isInstanceOf(ForbiddenException.class);
		assertThat(credits.warning(tenant.workspace())).isEmpty();
		assertThat(credits.visible(tenant.workspace())).isFalse();
		assertThat(unknownSpends.count(tenant.workspace())).isZero();

		allow(true);
		TenantFixture.signIn(tenant.viewer());

		assertThat(costs.shown(tenant.workspace())).isTrue();
		assertThat(costs.requireShown(tenant.workspace()).id()).isEqualTo(tenant.viewer().id());
		assertThat(credits.overview(tenant.workspace()).canRefresh()).isFalse();
		assertThat(unknownSpends.list(tenant.workspace()).spends()).isEmpty();
	}

	@Test
	void agencyStaffSeeCostsWhateverTheSetting() {
		TenantFixture.signIn(tenant.manager());

		assertThat(costs.shown(tenant.workspace())).isTrue();
		assertThat(credits.visible(tenant.workspace())).isTrue();
		assertThat(credits.overview(tenant.workspace()).canRefresh()).isTrue();
	}

	@Test
	void onlyAnAgencyAdminChangesTheSettingAndEachChangeIsAudited() {
		TenantFixture.signIn(tenant.manager());
		assertThatThrownBy(() -> costs.setClientsSeeCosts(true)).isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> costs.clientsSeeCosts()).isInstanceOf(ForbiddenException.class);
		TenantFixture.signIn(tenant.viewer());
		assertThatThrownBy(() -> costs.setClientsSeeCosts(true)).isInstanceOf(ForbiddenException.class);

		TenantFixture.signIn(tenant.admin());
		assertThat(costs.clientsSeeCosts()).as("off until an admin allows it").isFalse();
		costs.setClientsSeeCosts(true);
		assertThat(costs.clientsSeeCosts()).isTrue();
		costs.setClientsSeeCosts(false);

		assertThat(costs.clientsSeeCosts()).isFalse();
		assertThat(db.select(AUDIT_EVENT.DETAILS)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.AGENCY_ID.eq(tenant.agency().value()))
			.and(AUDIT_EVENT.ACTION.eq("agency.clients-see-costs"))
			.orderBy(AUDIT_EVENT.ID)
			.fetch(AUDIT_EVENT.DETAILS))
			.containsExactly("client viewers see credits and costs", "client viewers see no credits or costs");
	}

	@Test
	void oneAgencysSettingOpensNothingOfAnother() {
		Tenant other = new TenantFixture(db).tenant();
		TenantFixture.signIn(other.admin());
		costs.setClientsSeeCosts(true);

		TenantFixture.signIn(tenant.viewer());

		assertThat(costs.shown(tenant.workspace())).isFalse();
		assertThatThrownBy(() -> credits.overview(tenant.workspace())).isInstanceOf(ForbiddenException.class);
	}

	private void allow(boolean allowed) {
		TenantFixture.signIn(tenant.admin());
		costs.setClientsSeeCosts(allowed);
	}

}
