package app.locus.calendar;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.List;

import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.reports.SyncTarget;
import app.locus.support.IntegrationTest;
import app.locus.sync.WorkspaceSync;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.simulator.DemoData;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The demo story: Blue Bottle Bakery's demo account at the simulator has a weekly
 * campaign (2 locations × 2 keywords, 5×5 grid), a weekly scheduled scan (7×7) and a
 * paused monthly one (5×5). After one round of the workspace sync the calendar shows all
 * three with their costs, without calling the service while it renders.
 */
@IntegrationTest
class BlueBottleDemoCalendarTest {

	@Autowired
	DSLContext db;

	@Autowired
	ApiKeyService keys;

	@Autowired
	WorkspaceSync sync;

	@Autowired
	CalendarService calendar;

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	/** A run of today whose time has passed is due until its report is seen (DD202). */
	private EntryStatus plannedOrDue(CalendarEntry entry) {
		LocalTime time = entry.time();
		boolean passed = entry.date().equals(calendar.today()) && time != null
				&& time.isBefore(LocalTime.now(calendar.zone()));
		return passed ? EntryStatus.DUE : EntryStatus.SCHEDULED;
	}

	@Test
	void the_calendar_shows_the_weekly_campaign_and_both_scheduled_scans_with_their_costs() {
		Tenant tenant = new TenantFixture(db).tenant();
		TenantFixture.signIn(tenant.admin());
		keys.add(tenant.workspace(), "Demo", DemoData.BLUE_BOTTLE_KEY, null);
		assertThat(sync.run(List.of(new SyncTarget(tenant.agency(), tenant.workspace())), Duration.ZERO).failures())
			.isEmpty();
		LocalDate today = calendar.today();

		// four weeks from today: the campaign's weekly runs (projected from its start
		// date,
		// today included) four times; the weekly scan's runs three or four times (its run
		// today may already be done, and done scheduled-scan runs are not drawn, DD055);
		// the monthly one (due in a few days in the demo) once
		List<CalendarEntry> entries = calendar.entries(tenant.workspace(), today, today.plusDays(27));

		// today's run is drawn by its report once the simulator has made it (DD202)
		assertThat(entries).filteredOn(entry -> entry.what().startsWith("Portland bakeries weekly"))
			.extracting(CalendarEntry::date)
			.containsOnly(today, today.plusWeeks(1), today.plusWeeks(2), today.plusWeeks(3));
		assertThat(entries)
			.filteredOn(
					entry -> entry.what().startsWith("Portland bakeries weekly") && entry.status() != EntryStatus.DONE)
			.hasSizeBetween(3, 4)
			.allSatisfy(entry -> {
				assertThat(entry.kind()).isEqualTo(EntryKind.CAMPAIGN);
				assertThat(entry.credits()).hasValue(2 * 2 * 25);
				assertThat(entry.status()).isEqualTo(plannedOrDue(entry));
			});
		assertThat(entries).filteredOn(entry -> entry.what().startsWith("Division coffee & pastries"))
			.hasSizeBetween(3, 4)
			.allSatisfy(entry -> {
				assertThat(entry.kind()).isEqualTo(EntryKind.AUTOSCAN);
				assertThat(entry.credits()).hasValue(49);
				assertThat(entry.status()).isEqualTo(plannedOrDue(entry));
			});
		assertThat(entries).filteredOn(entry -> entry.what().startsWith("Alberta gluten free monthly"))
			.singleElement()
			.satisfies(entry -> {
				assertThat(entry.kind()).isEqualTo(EntryKind.AUTOSCAN);
				assertThat(entry.credits()).hasValue(25);
				assertThat(entry.status()).isEqualTo(EntryStatus.PAUSED);
				assertThat(entry.where()).isEqualTo("Blue Bottle Bakery - Alberta");
			});
		// the scheduled ones count in the day totals, the paused one does not
		LocalDate weeklyScan = entries.stream()
			.filter(entry -> entry.what().startsWith("Division coffee & pastries"))
			.findFirst()
			.orElseThrow()
			.date();
		assertThat(CalendarProjection.dayTotals(entries).get(weeklyScan)).isGreaterThanOrEqualTo(49L);
	}

}
