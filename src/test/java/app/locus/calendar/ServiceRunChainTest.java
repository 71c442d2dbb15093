package app.locus.calendar;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;

import app.locus.upstream.api.Frequency;
import org.junit.jupiter.api.Test;

class ServiceRunChainTest {

	private static final ZoneId UTC = ZoneOffset.UTC;

	private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");

	private static final ZoneId TOKYO = ZoneId.of("Asia/Tokyo");

	private static ServiceRunChain chain(String nextRun, Frequency frequency, ZoneId shown) {
		return new ServiceRunChain(Instant.parse(nextRun), frequency, UTC, shown);
	}

	@Test
	void a_monthly_scan_on_the_31st_falls_on_the_last_day_of_february_and_stays_there_as_the_service_chains_it() {
		assertThat(chain("2026-01-31T14:00:00Z", Frequency.MONTHLY, UTC).runsOn(LocalDate.of(2026, 1, 1),
				LocalDate.of(2026, 4, 30)))
			.containsExactly(LocalDateTime.of(2026, 1, 31, 14, 0), LocalDateTime.of(2026, 2, 28, 14, 0),
					LocalDateTime.of(2026, 3, 28, 14, 0), LocalDateTime.of(2026, 4, 28, 14, 0));
	}

	@Test
	void a_leap_year_february_gets_the_29th() {
		assertThat(chain("2028-01-31T09:00:00Z", Frequency.MONTHLY, UTC).runsOn(LocalDate.of(2028, 2, 1),
				LocalDate.of(2028, 2, 29)))
			.containsExactly(LocalDateTime.of(2028, 2, 29, 9, 0));
	}

	@Test
	void a_weekly_run_crosses_the_month_end_into_the_next_month() {
		assertThat(chain("2026-03-27T10:00:00Z", Frequency.WEEKLY, UTC).runsOn(LocalDate.of(2026, 3, 23),
				LocalDate.of(2026, 4, 12)))
			.extracting(LocalDateTime::toLocalDate)
			.containsExactly(LocalDate.of(2026, 3, 27), LocalDate.of(2026, 4, 3), LocalDate.of(2026, 4, 10));
	}

	@Test
	void the_local_time_follows_the_services_utc_runs_across_a_daylight_saving_change() {
		// New York springs forward on 2026-03-08: 14:00 UTC is 9:00 AM before and 10:00
		// AM after
		assertThat(chain("2026-03-05T14:00:00Z", Frequency.DAILY, NEW_YORK).runsOn(LocalDate.of(2026, 3, 7),
				LocalDate.of(2026, 3, 8)))
			.containsExactly(LocalDateTime.of(2026, 3, 7, 9, 0), LocalDateTime.of(2026, 3, 8, 10, 0));
	}

	@Test
	void a_late_utc_run_is_shown_on_the_next_day_in_a_zone_ahead_of_utc_and_never_twice() {
		ServiceRunChain chain = chain("2026-04-30T20:00:00Z", Frequency.WEEKLY, TOKYO);

		assertThat(chain.runsOn(LocalDate.of(2026, 4, 30), LocalDate.of(2026, 4, 30))).isEmpty();
		assertThat(chain.runsOn(LocalDate.of(2026, 5, 1), LocalDate.of(2026, 5, 8)))
			.containsExactly(LocalDateTime.of(2026, 5, 1, 5, 0), LocalDateTime.of(2026, 5, 8, 5, 0));
	}

	@Test
	void an_early_utc_run_is_shown_on_the_day_before_in_a_zone_behind_utc() {
		assertThat(chain("2026-06-01T02:30:00Z", Frequency.ONE_TIME, NEW_YORK).runsOn(LocalDate.of(2026, 5, 1),
				LocalDate.of(2026, 6, 30)))
			.containsExactly(LocalDateTime.of(2026, 5, 31, 22, 30));
	}

	@Test
	void a_one_time_scan_runs_once_and_a_range_before_its_run_shows_nothing() {
		ServiceRunChain chain = chain("2026-06-10T08:00:00Z", Frequency.ONE_TIME, UTC);

		assertThat(chain.runsOn(LocalDate.of(2026, 6, 1), LocalDate.of(2026, 12, 31))).hasSize(1);
		assertThat(chain.runsOn(LocalDate.of(2026, 6, 1), LocalDate.of(2026, 6, 9))).isEmpty();
	}

	@Test
	void biweekly_runs_skip_a_week() {
		assertThat(chain("2026-02-02T12:00:00Z", Frequency.BIWEEKLY, UTC).runsOn(LocalDate.of(2026, 2, 1),
				LocalDate.of(2026, 3, 1)))
			.extracting(LocalDateTime::toLocalDate)
			.containsExactly(LocalDate.of(2026, 2, 2), LocalDate.of(2026, 2, 16));
	}

	@Test
	void a_stale_next_run_before_the_range_is_followed_forward_to_it() {
		assertThat(chain("2026-01-01T12:00:00Z", Frequency.DAILY, UTC).runsOn(LocalDate.of(2026, 2, 1),
				LocalDate.of(2026, 2, 2)))
			.extracting(LocalDateTime::toLocalDate)
			.containsExactly(LocalDate.of(2026, 2, 1), LocalDate.of(2026, 2, 2));
	}

}
