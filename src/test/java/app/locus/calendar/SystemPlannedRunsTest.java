package app.locus.calendar;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.OptionalLong;

import app.locus.base.WorkspaceId;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignId;
import app.locus.campaigns.repository.CampaignRepository;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.campaigns.CampaignStatus;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The system's read of the planned runs (for the credits alert, DD152) counts the same
 * runs as an agency admin's read, and only the agency's own.
 */
@IntegrationTest
class SystemPlannedRunsTest {

	@Autowired
	DSLContext db;

	@Autowired
	CampaignRepository campaigns;

	@Autowired
	CalendarService calendar;

	@Autowired
	SystemPlannedRuns system;

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void the_system_reads_the_planned_runs_an_admin_reads_and_no_other_agencys() {
		LocalDate today = LocalDate.now(ZoneOffset.UTC);
		Tenant tenant = new TenantFixture(db).tenant();
		Tenant other = new TenantFixture(db).tenant();
		campaign(tenant.workspace(), today.plusDays(1), Frequency.DAILY, 5);
		campaign(tenant.workspace(), today.plusDays(2), Frequency.WEEKLY, 3);
		campaign(tenant.workspace(), today.plusDays(1), Frequency.DAILY, 7, CampaignStatus.PAUSED);
		campaign(other.workspace(), today.plusDays(1), Frequency.DAILY, 5);
		LocalDate to = today.plusDays(3);
		// daily 5x5 (25 credits) on days 1, 2 and 3; weekly 3x3 (9 credits) on day 2;
		// paused never
		List<org.assertj.core.groups.Tuple> expected = List.of(
				tuple(tenant.workspace(), today.plusDays(1), OptionalLong.of(25)),
				tuple(tenant.workspace(), today.plusDays(2), OptionalLong.of(25)),
				tuple(tenant.workspace(), today.plusDays(3), OptionalLong.of(25)),
				tuple(tenant.workspace(), today.plusDays(2), OptionalLong.of(9)));

		TenantFixture.signIn(tenant.admin());
		assertThat(calendar.agencyPlannedRuns(to))
			.extracting(CalendarEntry::workspace, CalendarEntry::date, CalendarEntry::credits)
			.containsExactlyInAnyOrderElementsOf(expected);
		TenantFixture.signOut();

		assertThat(system.plannedRuns(tenant.agency(), to))
			.extracting(CalendarEntry::workspace, CalendarEntry::date, CalendarEntry::credits)
			.containsExactlyInAnyOrderElementsOf(expected);
	}

	private void campaign(WorkspaceId workspace, LocalDate start, Frequency frequency, int grid) {
		campaign(workspace, start, frequency, grid, CampaignStatus.ACTIVE);
	}

	private void campaign(WorkspaceId workspace, LocalDate start, Frequency frequency, int grid,
			CampaignStatus status) {
		byte[] random = new byte[8];
		new java.security.SecureRandom().nextBytes(random);
		campaigns.insert(workspace, new Campaign(CampaignId.random(),
				CampaignKey.of(java.util.HexFormat.of().formatHex(random).substring(0, 15)), "Bakery",
				List.of("ChIJ-planned-place"), List.of("bakery"), new GridSize(grid), new BigDecimal("2"),
				Measurement.MI, new RunSchedule(start, LocalTime.NOON, frequency), status, Campaign.Origin.LOCUS), null,
				Instant.now());
	}

}
