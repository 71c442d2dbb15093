package app.locus.credits;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.time.Instant;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZoneId;
import java.util.List;

import app.locus.agency.OverviewRows;
import app.locus.credits.repository.SpendReadRepository;
import app.locus.credits.repository.SpendReadRepository.MonthSpend;
import app.locus.credits.repository.SpendReadRepository.Source;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import org.jooq.DSLContext;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

@IntegrationTest
class MonthlySpendTest {

	private static final ZoneId BERLIN = ZoneId.of("Europe/Berlin");

	private static final YearMonth MARCH = YearMonth.of(2026, 3);

	private static final YearMonth APRIL = YearMonth.of(2026, 4);

	@Autowired
	DSLContext db;

	@Autowired
	SpendReadRepository spend;

	@Test
	void a_manual_scan_counts_in_the_month_of_the_zones_local_time_it_was_submitted_in() {
		Tenant tenant = new TenantFixture(db).tenant();
		new OverviewRows(db, tenant.agency(), tenant.workspace())
			// 23:30 on 31 March in Berlin (summer time, UTC+2)
			.submission("COMPLETE", Instant.parse("2026-03-31T21:30:00Z"), 9)
			// 00:30 on 1 April in Berlin, still 31 March in UTC
			.submission("COMPLETE", Instant.parse("2026-03-31T22:30:00Z"), 25)
			.submission("FAILED", Instant.parse("2026-04-02T10:00:00Z"), 49)
			// 23:30 on 28 February in Berlin (UTC+1): before the first month
			.submission("COMPLETE", Instant.parse("2026-02-28T22:30:00Z"), 81)
			// 00:30 on 1 May in Berlin: after the last month
			.submission("COMPLETE", Instant.parse("2026-04-30T22:30:00Z"), 121);

		List<MonthSpend> months = spend.monthly(tenant.agency(), List.of(tenant.workspace()), List.of(MARCH, APRIL),
				BERLIN);

		assertThat(months).extracting(MonthSpend::month, MonthSpend::source, MonthSpend::credits)
			.containsExactlyInAnyOrder(tuple(MARCH, Source.MANUAL_SCANS, 9L), tuple(APRIL, Source.MANUAL_SCANS, 25L));
	}

	@Test
	void campaign_runs_and_scans_made_outside_locus_count_in_the_month_of_their_report() {
		Tenant tenant = new TenantFixture(db).tenant();
		new OverviewRows(db, tenant.agency(), tenant.workspace())
			// 2 scans on a 5×5 grid, and 1 on a 3×3 grid
			.campaignRun(LocalDate.of(2026, 3, 10), 2, 5)
			.campaignRun(LocalDate.of(2026, 4, 30), 1, 3)
			.campaignRun(LocalDate.of(2026, 5, 1), 4, 7)
			// scan reports are on a 3×3 grid
			.scan("coffee", "ChIJplace", "google", LocalDate.of(2026, 4, 1), "40")
			.scan("tea", "ChIJplace", "google", LocalDate.of(2026, 4, 15), "40")
			.scan("coffee", "ChIJplace", "google", LocalDate.of(2026, 2, 28), "40");

		List<MonthSpend> months = spend.monthly(tenant.agency(), List.of(tenant.workspace()), List.of(MARCH, APRIL),
				BERLIN);

		assertThat(months).extracting(MonthSpend::month, MonthSpend::source, MonthSpend::credits)
			.containsExactlyInAnyOrder(tuple(MARCH, Source.CAMPAIGNS, 50L), tuple(APRIL, Source.CAMPAIGNS, 9L),
					tuple(APRIL, Source.OTHER_SCANS, 18L));
	}

}
