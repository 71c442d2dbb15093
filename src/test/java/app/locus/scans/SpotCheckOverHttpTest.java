package app.locus.scans;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.List;

import app.locus.base.ForbiddenException;
import app.locus.base.ValidationException;
import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import app.locus.support.IntegrationTest;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.credentials.ApiKeyService;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Spot checks through the real gateway against the simulator at /sim (DD137): the cost is
 * quoted without sending, the check is sent once and recorded in the ledger, a lost
 * answer is never sent again, the same check twice needs a confirmation, and client
 * viewers cannot spend.
 */
@IntegrationTest
class SpotCheckOverHttpTest {

	private static final long CREDITS = 500;

	private static final String PLACE = DemoData.BLUE_BOTTLE_DIVISION;

	private static final SpotCheckInput AT_THE_SHOP = new SpotCheckInput(PLACE, "coffee shop",
			new BigDecimal("45.504812"), new BigDecimal("-122.629771"));

	@Autowired
	DSLContext db;

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	@Autowired
	SpotCheckService spots;

	Tenant tenant;

	AccountHandle account;

	@BeforeEach
	void aWorkspaceWithItsOwnSimulatorAccount() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "Spot test", CREDITS, PLACE);
		tenant = simulated.tenant();
		account = simulated.account();
	}

	@AfterEach
	void signOut() {
		simulator.faults().clear();
		TenantFixture.signOut();
	}

	@Test
	void the_quote_states_the_cost_and_sends_nothing() {
		SpotCheckQuote quote = spots.quote(tenant.workspace(), AT_THE_SHOP);

		assertThat(quote.requests()).isEqualTo(1);
		assertThat(quote.costText()).contains("1 on-demand request").contains("no credits");
		assertThat(quote.duplicate()).isNull();
		assertThat(spotCalls()).isZero();
	}

	@Test
	void a_spot_check_is_sent_once_recorded_with_its_rank_and_takes_no_credits() {
		SpotCheck check = spots.run(tenant.workspace(), AT_THE_SHOP, false);

		assertThat(check.status()).isEqualTo(SubmissionStatus.COMPLETE);
		assertThat(check.keyword()).isEqualTo("coffee shop");
		assertThat(check.rank()).as("the business is shown at its own door").isNotNull();
		assertThat(check.above()).hasSize(check.rank() - 1);
		assertThat(spotCalls()).isEqualTo(1);
		assertThat(account.balance()).isEqualTo(CREDITS);
		assertThat(spots.recent(tenant.workspace(), PLACE)).extracting(SpotCheck::id).containsExactly(check.id());
	}

	@Test
	void a_lost_answer_leaves_the_check_unknown_and_it_is_never_sent_again() {
		simulator.faults().on("/v1/result").forAccount(account.id()).times(1).resetAfterHandling();

		SpotCheck check = spots.run(tenant.workspace(), AT_THE_SHOP, false);

		assertThat(check.status()).isEqualTo(SubmissionStatus.UNKNOWN);
		assertThat(check.rank()).isNull();
		assertThat(spotCalls()).as("a billed request is not retried").isEqualTo(1);
	}

	@Test
	void the_same_check_again_within_minutes_needs_a_confirmation_and_is_not_sent_without_it() {
		spots.run(tenant.workspace(), AT_THE_SHOP, false);

		assertThat(spots.quote(tenant.workspace(), AT_THE_SHOP).duplicate()).isNotNull();
		assertThatThrownBy(() -> spots.run(tenant.workspace(), AT_THE_SHOP, false))
			.isInstanceOf(DuplicateSubmissionException.class);
		assertThat(spotCalls()).isEqualTo(1);

		spots.run(tenant.workspace(), AT_THE_SHOP, true);
		assertThat(spotCalls()).isEqualTo(2);
	}

	@Test
	void a_client_viewer_cannot_run_or_price_a_spot_check() {
		TenantFixture.signIn(tenant.viewer());

		assertThatThrownBy(() -> spots.run(tenant.workspace(), AT_THE_SHOP, false))
			.isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> spots.quote(tenant.workspace(), AT_THE_SHOP)).isInstanceOf(ForbiddenException.class);
		assertThat(spotCalls()).isZero();
	}

	@Test
	void every_refused_field_is_named_and_nothing_is_sent() {
		assertThatThrownBy(() -> spots.run(tenant.workspace(), new SpotCheckInput(" ", " ", null, null), false))
			.isInstanceOfSatisfying(ValidationException.class,
					ex -> assertThat(ex.fieldErrors().keySet()).contains("placeId", "keyword", "lat"));
		assertThatThrownBy(() -> spots.run(tenant.workspace(),
				new SpotCheckInput(DemoData.HARBOR_BALLARD, "coffee", BigDecimal.ONE, BigDecimal.ONE), false))
			.isInstanceOfSatisfying(ValidationException.class,
					ex -> assertThat(ex.fieldErrors().keySet()).containsExactly("placeId"));
		assertThatThrownBy(() -> spots.run(tenant.workspace(),
				new SpotCheckInput(PLACE, "coffee", new BigDecimal("91"), BigDecimal.ONE), false))
			.isInstanceOf(ValidationException.class);
		assertThat(spotCalls()).isZero();
	}

	@Test
	void the_points_offered_start_at_the_location_and_cost_nothing() {
		List<LatLng> points = spots.pointsAround(tenant.workspace(), PLACE);

		assertThat(points).as("the grid centre is the location itself, listed once").hasSize(25);
		assertThat(points.get(0)).isEqualTo(LatLng.of("45.504812", "-122.629771"));
		assertThat(spotCalls()).isZero();
		assertThat(account.balance()).isEqualTo(CREDITS);
	}

	private int spotCalls() {
		return simulator.calls().count("/v1/result", account.id());
	}

}
