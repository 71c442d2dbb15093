package app.locus.scans.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._setValue;
import static org.assertj.core.api.Assertions.assertThat;

import app.locus.base.ui.UiTest;
import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import app.locus.upstream.credentials.ApiKeyService;
import com.github.mvysny.kaributesting.v10.ButtonKt;
import com.github.mvysny.kaributesting.v10.pro.ConfirmDialogKt;
import com.github.mvysny.kaributesting.v10.GridKt;
import app.locus.scans.SpotCheck;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.html.OrderedList;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.TextField;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Check one point: the cost is shown in a confirmation before anything is sent, the
 * result says the rank plainly, and a client viewer sees no spend control.
 */
class SpotCheckViewTest extends UiTest {

	@Autowired
	DSLContext db;

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	Tenant tenant;

	AccountHandle account;

	@BeforeEach
	void aWorkspaceWithASavedLocation() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "Spot view", 300,
				DemoData.BLUE_BOTTLE_DIVISION);
		tenant = simulated.tenant();
		account = simulated.account();
	}

	@Test
	void a_manager_sees_the_cost_first_then_the_rank_and_who_ranks_above() {
		signInAs(tenant.manager());
		navigate("w/" + tenant.workspace() + "/scans/spot-check");
		_setValue(byId(TextField.class, "spot-keyword"), "coffee shop");

		ButtonKt._click(byId(Button.class, "spot-check"));

		ConfirmDialog cost = byId(ConfirmDialog.class, "spot-confirm");
		assertThat(ConfirmDialogKt._getText(cost)).contains("1 on-demand request").contains("no credits");
		assertThat(spotCalls()).as("nothing is sent before the person confirms").isZero();

		ConfirmDialogKt._fireConfirm(cost);

		assertThat(spotCalls()).isEqualTo(1);
		String headline = byId(Paragraph.class, "spot-rank").getText();
		assertThat(headline).matches("Rank \\d+ at this point\\.");
		int rank = Integer.parseInt(headline.replaceAll("\\D", ""));
		if (rank > 1) {
			assertThat(byId(OrderedList.class, "spot-above").getChildren()).hasSize(rank - 1);
		}
		assertThat(gridRows("spot-recent")).hasSize(1);
		assertThat(account.balance()).isEqualTo(300);
	}

	@Test
	@SuppressWarnings("unchecked")
	void on_a_phone_a_recent_check_folds_into_one_cell_and_its_result_shows_whole_on_hover() {
		signInAs(tenant.manager());
		navigate("w/" + tenant.workspace() + "/scans/spot-check");
		_setValue(byId(TextField.class, "spot-keyword"), "coffee shop");
		ButtonKt._click(byId(Button.class, "spot-check"));
		ConfirmDialogKt._fireConfirm(byId(ConfirmDialog.class, "spot-confirm"));
		Grid<SpotCheck> grid = byId(Grid.class, "spot-recent");
		SpotCheck check = this.<SpotCheck>gridRows("spot-recent").get(0);
		String result = byId(Paragraph.class, "spot-rank").getText();

		assertThat(tooltip(grid, "Result", check)).isEqualTo(result);

		resizeWindow(390);

		assertThat(visibleColumnKeys(grid)).containsExactly("folded");
		assertThat(GridKt._getFormatted(grid, 0, "folded")).contains("coffee shop", result);
	}

	@Test
	void a_client_viewer_sees_the_checks_made_but_no_spend_control() {
		signInAs(tenant.viewer());
		navigate("w/" + tenant.workspace() + "/scans/spot-check");

		assertThat(present("spot-form")).as("the form is not shown").isFalse();
		assertThat(present("spot-check")).isFalse();
		assertThat(present("spot-recent")).isTrue();
		assertThat(navLinks()).doesNotContainKey("nav-spot-check");
	}

	@Test
	void a_manager_finds_the_page_in_the_navigation() {
		signInAs(tenant.manager());
		navigate("w/" + tenant.workspace() + "/dashboard");

		assertThat(navLinks()).containsEntry("nav-spot-check", "w/" + tenant.workspace() + "/scans/spot-check");
	}

	private int spotCalls() {
		return simulator.calls().count("/v1/result", account.id());
	}

}
