package app.locus.monitoring.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static com.github.mvysny.kaributesting.v10.LocatorJ._setValue;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.LocalDate;
import java.util.List;

import app.locus.base.ui.UiTest;
import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.locations.SavedLocation;
import app.locus.monitoring.GuardRecord;
import app.locus.monitoring.GuardService;
import app.locus.monitoring.MonitoringSync;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import app.locus.upstream.Lane;
import app.locus.upstream.api.guard.GuardStatus;
import app.locus.upstream.credentials.ApiKeyService;
import com.github.mvysny.kaributesting.v10.ComboBoxKt;
import com.github.mvysny.kaributesting.v10.GridKt;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.textfield.TextField;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Guard management on the guard page: staff protect a saved location, pause, resume and
 * remove (the remove button waits for the typed phrase); client viewers see none of it.
 */
class GuardManagementViewTest extends UiTest {

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

	AccountHandle account;

	String albertaKey;

	@BeforeEach
	void oneGuardedAndOneUnguardedLocation() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "Guard management view", 100,
				DemoData.BLUE_BOTTLE_DIVISION);
		tenant = simulated.tenant();
		account = simulated.account();
		account.saveLocation(DemoData.BLUE_BOTTLE_ALBERTA, false);
		albertaKey = account.addGuard(DemoData.BLUE_BOTTLE_ALBERTA, "active", TODAY.minusMonths(3), TODAY.minusDays(6));
		sync.sync(tenant.agency(), tenant.workspace(), Lane.BACKGROUND, Duration.ZERO);
	}

	private Component actions() {
		return GridKt._getCellComponent(byId(Grid.class, "guard-grid"), 0, "actions");
	}

	private GuardStatus status() {
		List<GuardRecord> rows = gridRows("guard-grid");
		return rows.get(0).status();
	}

	@Test
	void a_client_viewer_sees_the_records_but_no_write_control() {
		signInAs(tenant.viewer());
		navigate("w/" + tenant.workspace() + "/guard");

		assertThat(gridRows("guard-grid")).hasSize(1);
		assertThat(present("guard-add")).isFalse();
		assertThat(present("guard-add-location")).isFalse();
		// removed, not hidden: a phone's width shows hidden columns that are kept for
		// phones
		assertThat(byId(Grid.class, "guard-grid").getColumnByKey("actions")).isNull();
	}

	@Test
	@SuppressWarnings("unchecked")
	void a_manager_protects_a_saved_location_picked_from_those_not_yet_guarded() {
		signInAs(tenant.manager());
		navigate("w/" + tenant.workspace() + "/guard");
		ComboBox<SavedLocation> picker = byId(ComboBox.class, "guard-add-location");
		List<SavedLocation> offered = ComboBoxKt.getSuggestionItems(picker);
		assertThat(offered).extracting(SavedLocation::placeId).containsExactly(DemoData.BLUE_BOTTLE_DIVISION);

		_setValue(picker, offered.get(0));
		_click(byId(Button.class, "guard-add"));

		assertThat(gridRows("guard-grid")).hasSize(2);
		assertThat(simulator.calls().count("/v2/guard/add", account.id())).isEqualTo(1);
	}

	@Test
	void a_manager_pauses_and_resumes() {
		signInAs(tenant.manager());
		navigate("w/" + tenant.workspace() + "/guard");

		_click(_get(actions(), Button.class, spec -> spec.withId("guard-toggle-" + albertaKey).withText("Pause")));
		assertThat(status()).isEqualTo(GuardStatus.PAUSED);

		_click(_get(actions(), Button.class, spec -> spec.withId("guard-toggle-" + albertaKey).withText("Resume")));
		assertThat(status()).isEqualTo(GuardStatus.ACTIVE);
	}

	@Test
	void removing_waits_for_the_typed_phrase() {
		signInAs(tenant.manager());
		navigate("w/" + tenant.workspace() + "/guard");

		_click(_get(actions(), Button.class, spec -> spec.withId("guard-remove-" + albertaKey)));
		Button confirm = byId(Button.class, "guard-remove-confirm");
		assertThat(confirm.isEnabled()).isFalse();
		_setValue(byId(TextField.class, "guard-remove-phrase"), "remove");
		assertThat(confirm.isEnabled()).isFalse();
		assertThat(simulator.calls().count("/v2/guard/delete", account.id())).isZero();

		_setValue(byId(TextField.class, "guard-remove-phrase"), GuardService.REMOVE_PHRASE.toLowerCase());
		_click(confirm);

		assertThat(present("guard-grid")).as("no record left to show").isFalse();
		assertThat(present("guard-empty")).isTrue();
		assertThat(simulator.calls().count("/v2/guard/delete", account.id())).isEqualTo(1);
	}

}
