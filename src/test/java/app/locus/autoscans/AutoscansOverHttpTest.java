package app.locus.autoscans;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.fixtures.FieldErrors;
import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import app.locus.upstream.api.Page;
import app.locus.upstream.api.autoscans.Autoscan;
import app.locus.upstream.api.autoscans.AutoscanStatus;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The scheduled-scan listing and its stored copy through the real gateway and the
 * simulator at /sim.
 */
@IntegrationTest
class AutoscansOverHttpTest {

	@Autowired
	DSLContext db;

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	@Autowired
	AutoscanService autoscans;

	Tenant tenant;

	AccountHandle account;

	Instant tomorrow;

	@BeforeEach
	void fiveScheduledScansAtTheSimulator() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "Autoscan test", 1_000,
				DemoData.BLUE_BOTTLE_DIVISION);
		tenant = simulated.tenant();
		account = simulated.account();
		tomorrow = Instant.now().truncatedTo(ChronoUnit.HOURS).plus(Duration.ofDays(1));
		String place = DemoData.BLUE_BOTTLE_DIVISION;
		account.scheduleScan("Coffee weekly", place, "coffee", 7, "google", "weekly", tomorrow, false);
		account.scheduleScan("Croissant daily", place, "croissant", 5, "google", "daily", tomorrow, false);
		account.scheduleScan("Bakery monthly", place, "bakery", 9, "google", "monthly",
				tomorrow.plus(Duration.ofDays(20)), true);
		account.scheduleScan("AI answers", place, "best bakery", 5, "chatgpt", "weekly", tomorrow, false);
		account.scheduleScan("Apple maps", place, "bakery", 3, "apple", "biweekly", tomorrow, true);
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void paging_with_next_token_reaches_every_scheduled_scan_once_and_reads_each_page_once() {
		AutoscanSearch twoPerPage = AutoscanSearch.everything().withPageSize(2);
		int before = simulator.calls().count("/v1/autoscans", account.id());
		List<String> seen = new ArrayList<>();
		String token = null;
		int pages = 0;
		do {
			Page<Autoscan> page = autoscans.page(tenant.workspace(), twoPerPage, token);
			page.items().forEach(autoscan -> seen.add(autoscan.autoscanKey()));
			assertThat(page.count()).isEqualTo(5);
			token = page.nextToken();
			pages++;
		}
		while (token != null);

		assertThat(pages).isEqualTo(3);
		assertThat(seen).hasSize(5).doesNotHaveDuplicates();
		assertThat(simulator.calls().count("/v1/autoscans", account.id()) - before).isEqualTo(3);
	}

	@Test
	void the_service_applies_status_platform_grid_frequency_keyword_and_next_run_filters() {
		assertThat(keys(new AutoscanSearch(null, null, null, null, null, null, "paused", Set.of(), null)))
			.containsExactlyInAnyOrder("Bakery monthly", "Apple maps");
		assertThat(keys(new AutoscanSearch(null, null, null, null, null, null, null, Set.of("chatgpt", "apple"), null)))
			.containsExactlyInAnyOrder("AI answers", "Apple maps");
		assertThat(keys(new AutoscanSearch(null, null, null, null, 9, null, null, Set.of(), null)))
			.containsExactly("Bakery monthly");
		assertThat(keys(new AutoscanSearch(null, null, null, "CROISS", null, "daily", null, Set.of(), null)))
			.containsExactly("Croissant daily");
		LocalDate inTwentyDays = LocalDate.ofInstant(tomorrow.plus(Duration.ofDays(20)), ZoneOffset.UTC);
		assertThat(keys(new AutoscanSearch(inTwentyDays, inTwentyDays, DemoData.BLUE_BOTTLE_DIVISION, null, null, null,
				null, Set.of(), null)))
			.containsExactly("Bakery monthly");
	}

	private List<String> keys(AutoscanSearch search) {
		return autoscans.page(tenant.workspace(), search, null).items().stream().map(Autoscan::nickname).toList();
	}

	@Test
	void a_refused_filter_is_reported_per_field_and_nothing_is_sent() {
		int before = simulator.calls().count("/v1/autoscans", account.id());

		assertThat(FieldErrors.of(() -> autoscans.page(tenant.workspace(),
				new AutoscanSearch(null, null, null, null, 8, "yearly", null, Set.of("bing"), 0), null)))
			.containsOnlyKeys("gridSize", "frequency", "platforms", "pageSize");
		assertThat(simulator.calls().count("/v1/autoscans", account.id())).isEqualTo(before);
	}

	@Test
	void the_refresh_stores_every_scheduled_scan_with_what_the_calendar_prices() {
		assertThat(autoscans.refresh(tenant.workspace())).isEqualTo(5);

		List<ScheduledScan> stored = autoscans.stored(tenant.workspace());
		assertThat(stored).extracting(ScheduledScan::nickname)
			.containsExactlyInAnyOrder("Coffee weekly", "Croissant daily", "Bakery monthly", "AI answers",
					"Apple maps");
		ScheduledScan monthly = stored.stream().filter(s -> s.gridSize() == 9).findFirst().orElseThrow();
		assertThat(monthly.platforms()).hasSize(1);
		assertThat(monthly.status()).isEqualTo(AutoscanStatus.PAUSED);
		assertThat(monthly.nextRunAt()).isEqualTo(tomorrow.plus(Duration.ofDays(20)));
	}

	@Test
	void a_client_viewer_reads_the_listing_but_may_not_refresh_the_copy() {
		TenantFixture.signIn(tenant.viewer());

		assertThat(autoscans.page(tenant.workspace(), AutoscanSearch.everything(), null).items()).hasSize(5);
		assertThat(autoscans.mayRefresh(tenant.workspace())).isFalse();
		assertThatThrownBy(() -> autoscans.refresh(tenant.workspace())).isInstanceOf(ForbiddenException.class);
	}

	@Test
	void another_agencys_workspace_is_not_found() {
		Tenant other = new TenantFixture(db).tenant();
		TenantFixture.signIn(other.admin());

		assertThatThrownBy(() -> autoscans.page(tenant.workspace(), AutoscanSearch.everything(), null))
			.isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> autoscans.stored(tenant.workspace())).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> autoscans.refresh(tenant.workspace())).isInstanceOf(NotFoundException.class);
	}

}
