package app.locus.monitoring.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.LocalDate;
import java.util.List;

import app.locus.base.ui.UiTest;
import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.monitoring.GuardRecord;
import app.locus.monitoring.MonitoringSync;
import app.locus.monitoring.ReviewsRecord;
import app.locus.upstream.Lane;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import com.github.mvysny.kaributesting.v10.GridKt;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Paragraph;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

/**
 * The guard and reviews-analysis pages show what the sync stored; the refresh button is
 * there for staff and not for client viewers.
 */
class MonitoringViewsTest extends UiTest {

	private static final LocalDate TODAY = LocalDate.of(2026, 11, 20);

	@Autowired
	DSLContext db;

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	@Autowired
	MonitoringSync sync;

	Tenant tenant;

	@BeforeEach
	void storedRecords() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "Guard view", 100,
				DemoData.BLUE_BOTTLE_DIVISION);
		tenant = simulated.tenant();
		AccountHandle account = simulated.account();
		account.addGuard(DemoData.BLUE_BOTTLE_ALBERTA, "alert", TODAY.minusMonths(3), TODAY.minusDays(6), "title");
		account.addReviewsAnalysis("Alberta reviews", TODAY.minusDays(5), List.of(DemoData.BLUE_BOTTLE_ALBERTA),
				"monthly", 64.5, 88.1);
		sync.sync(tenant.agency(), tenant.workspace(), Lane.BACKGROUND, Duration.ZERO);
	}

	@Test
	void a_client_viewer_reads_guard_status_and_dates_without_a_refresh_button() {
		signInAs(tenant.viewer());
		navigate("w/" + tenant.workspace() + "/guard");

		List<GuardRecord> rows = gridRows("guard-grid");
		assertThat(rows).hasSize(1);
		Grid<?> grid = byId(Grid.class, "guard-grid");
		assertThat(GridKt._getFormattedRow(grid, 0)).contains("Alert: the listing changed", "14 Nov 2026", "1");
		assertThat(present("monitoring-refresh")).isFalse();
	}

	@Test
	void reviews_analysis_shows_rvs_rqs_and_the_price_and_staff_can_refresh() {
		signInAs(tenant.manager());
		navigate("w/" + tenant.workspace() + "/reviews-analysis");

		List<ReviewsRecord> rows = gridRows("reviews-grid");
		assertThat(rows).hasSize(1);
		assertThat(GridKt._getFormattedRow(byId(Grid.class, "reviews-grid"), 0)).contains("Alberta reviews", "64.5",
				"88.1", "$19");
		assertThat(byId(Paragraph.class, "reviews-price-note").getText()).contains("$19 per location");
		assertThat(present("monitoring-refresh")).isTrue();
	}

	@Test
	@SuppressWarnings("unchecked")
	void on_a_phone_a_guard_record_folds_into_one_cell_and_staff_keep_its_actions() {
		signInAs(tenant.manager());
		navigate("w/" + tenant.workspace() + "/guard");
		Grid<GuardRecord> grid = byId(Grid.class, "guard-grid");

		resizeWindow(390);

		assertThat(visibleColumnKeys(grid)).containsExactly("actions", "folded");
		assertThat(GridKt._getFormatted(grid, 0, "folded")).contains("Alert: the listing changed",
				"Watched since 20 Aug 2026", "last checked 14 Nov 2026", "changes noticed: 1");
	}

	@Test
	@SuppressWarnings("unchecked")
	void on_a_phone_a_client_viewer_gets_the_folded_guard_record_and_no_actions() {
		signInAs(tenant.viewer());
		navigate("w/" + tenant.workspace() + "/guard");
		Grid<GuardRecord> grid = byId(Grid.class, "guard-grid");

		resizeWindow(390);

		assertThat(visibleColumnKeys(grid)).containsExactly("folded");
	}

	@Test
	@SuppressWarnings("unchecked")
	void guard_text_cut_short_on_a_laptop_shows_whole_on_hover() {
		signInAs(tenant.viewer());
		navigate("w/" + tenant.workspace() + "/guard");
		Grid<GuardRecord> grid = byId(Grid.class, "guard-grid");
		GuardRecord row = this.<GuardRecord>gridRows("guard-grid").get(0);

		assertThat(tooltip(grid, "Status", row)).isEqualTo("Alert: the listing changed");
		assertThat(tooltip(grid, "Watched since", row)).isEqualTo("20 Aug 2026");
	}

	@Test
	@SuppressWarnings("unchecked")
	void on_a_phone_a_reviews_analysis_folds_into_one_cell_with_its_price_for_staff_only() {
		signInAs(tenant.manager());
		navigate("w/" + tenant.workspace() + "/reviews-analysis");
		Grid<ReviewsRecord> grid = byId(Grid.class, "reviews-grid");

		resizeWindow(390);

		assertThat(visibleColumnKeys(grid)).containsExactly("folded");
		assertThat(GridKt._getFormatted(grid, 0, "folded")).contains("Alberta reviews", "review volume (RVS) 64.5",
				"review quality (RQS) 88.1", "$19");

		signInAs(tenant.viewer());
		navigate("w/" + tenant.workspace() + "/reviews-analysis");
		resizeWindow(390);

		assertThat(GridKt._getFormatted(byId(Grid.class, "reviews-grid"), 0, "folded")).contains("Alberta reviews")
			.doesNotContain("$");
		assertThat(tooltip(byId(Grid.class, "reviews-grid"), "Analysis", rowsOf("reviews-grid")))
			.isEqualTo("Alberta reviews");
	}

	private static ReviewsRecord rowsOf(String grid) {
		return UiTest.<ReviewsRecord>gridRows(grid).get(0);
	}

}
