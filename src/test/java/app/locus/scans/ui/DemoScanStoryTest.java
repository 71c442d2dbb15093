package app.locus.scans.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._setValue;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.base.ui.map.PointMap;
import app.locus.locations.SavedLocation;
import app.locus.security.LocusUser;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import com.github.mvysny.kaributesting.v10.GridKt;
import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.renderer.LitRenderer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The demo story over real HTTP: the form, the gateway and the simulator mounted at /sim.
 */
class DemoScanStoryTest extends UiTest {

	private static final long CREDITS = 1_000;

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	private WorkspaceId bakery;

	private AccountHandle account;

	private LocusUser manager;

	@BeforeEach
	void aBakeryWorkspaceWithItsOwnSimulatorAccount() {
		TestAgency agency = tenants.agency();
		bakery = agency.workspace("Blue Bottle Bakery");
		account = simulator.createAccount("Blue Bottle " + bakery, CREDITS);
		account.saveLocation(DemoData.BLUE_BOTTLE_DIVISION, false);
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		keys.add(bakery, "Main", account.key(), null);
		manager = agency.user(Role.ACCOUNT_MANAGER, bakery);
	}

	@Test
	void a_manager_runs_a_google_7_by_7_scan_once_and_sees_its_report_without_further_calls() {
		signInAs(manager);
		fillInTheScanAndCheckItsCost(bakery);

		assertThat(byId(Paragraph.class, "cost").getText()).contains("costs 49 credits",
				"Balance now: 1000 credits; after the scan: 951.");

		Button run = byId(Button.class, "run-scan");
		run.click();
		run.click();
		awaitPage(() -> present("report-link"), () -> byId(Paragraph.class, "scan-progress").getText());

		assertThat(runScanCalls()).as("sent once despite the double click").isEqualTo(1);
		assertThat(account.balance()).isEqualTo(CREDITS - 49);
		assertThat(byId(Paragraph.class, "cost").getText()).as("the balance read before the spend is not shown as now")
			.contains("This scan took 49 credits. The balance is now about 951 credits.")
			.doesNotContain("Balance now: 1000");
		String reportPath = byId(Anchor.class, "report-link").getHref();

		navigate("w/" + bakery + "/reports");
		List<Object> gallery = gridRows("gallery");
		assertThat(gallery).hasSize(1);
		@SuppressWarnings("unchecked")
		Grid<Object> galleryGrid = byId(Grid.class, "gallery");
		LitRenderer<Object> heatmap = (LitRenderer<Object>) galleryGrid.getColumns().get(0).getRenderer();
		assertThat(heatmap.getValueProviders().get("thumbnail").apply(gallery.get(0)))
			.as("the gallery card draws its heatmap")
			.asString()
			.startsWith("thumbnails/");
		assertThat(GridKt._getFormattedRow(galleryGrid, 0)).anySatisfy(cell -> assertThat(cell).contains("7 × 7"));

		int callsBeforeViewing = simulator.calls().countForAccount(account.id());
		navigate(reportPath);
		assertThat(byId(PointMap.class, "heatmap").points()).as("the report draws its 7 × 7 heatmap on the map")
			.hasSize(49);
		navigate(reportPath);
		assertThat(present("heatmap")).isTrue();
		assertThat(simulator.calls().countForAccount(account.id())).as("viewing the report again calls nothing")
			.isEqualTo(callsBeforeViewing);
	}

	@Test
	void the_same_scan_again_within_5_minutes_is_sent_only_after_the_duplicate_warning_is_confirmed() {
		signInAs(manager);
		fillInTheScanAndCheckItsCost(bakery);
		assertThat(present("duplicate-warning")).as("no warning for the first scan").isFalse();
		_click(byId(Button.class, "run-scan"));
		awaitPage(() -> present("report-link"), () -> byId(Paragraph.class, "scan-progress").getText());
		assertThat(runScanCalls()).isEqualTo(1);
		// Leaves the form so the next one is a fresh view whose locations load before the
		// cost check.
		navigate("w/" + bakery + "/reports");

		fillInTheScanAndCheckItsCost(bakery);

		assertThat(byId(Paragraph.class, "duplicate-warning").getText()).contains("The same scan was submitted",
				"spends another 49 credits");
		Button run = byId(Button.class, "run-scan");
		assertThat(run.isEnabled()).as("not sendable before the confirmation").isFalse();
		assertThat(runScanCalls()).isEqualTo(1);

		_setValue(byId(Checkbox.class, "confirm-duplicate"), true);
		assertThat(run.isEnabled()).isTrue();
		_click(run);
		awaitPage(() -> present("report-link"), () -> byId(Paragraph.class, "scan-progress").getText());

		assertThat(runScanCalls()).as("sent again only once confirmed").isEqualTo(2);
		assertThat(account.creditsSpent()).isEqualTo(2 * 49);
	}

	@Test
	void opening_the_scan_form_again_from_the_form_keeps_the_chosen_location() {
		signInAs(manager);
		fillInTheScanAndCheckItsCost(bakery);
		SavedLocation chosen = location().getValue();

		navigate("w/" + bakery + "/scans/new");
		awaitPage(() -> "Choose a location".equals(location().getPlaceholder()), () -> location().getPlaceholder());

		assertThat(chosen).isNotNull();
		assertThat(location().getValue()).isEqualTo(chosen);
	}

	/**
	 * Opens the scan form, picks the Division location, types the keyword and checks the
	 * cost.
	 */
	private static void fillInTheScanAndCheckItsCost(WorkspaceId workspace) {
		navigate("w/" + workspace + "/scans/new");
		ComboBox<SavedLocation> location = location();
		awaitPage(() -> location.getListDataView().getItemCount() > 0, location::getPlaceholder);
		_setValue(location,
				location.getListDataView()
					.getItems()
					.filter(saved -> saved.placeId().equals(DemoData.BLUE_BOTTLE_DIVISION))
					.findFirst()
					.orElseThrow());
		_setValue(byId(TextField.class, "scan-keyword"), "sourdough bakery");
		_click(byId(Button.class, "check-cost"));
	}

	private long runScanCalls() {
		return simulator.calls()
			.all()
			.stream()
			.filter(call -> account.id().equals(call.accountId()) && call.path().contains("run-scan"))
			.count();
	}

	@SuppressWarnings("unchecked")
	private static ComboBox<SavedLocation> location() {
		return byId(ComboBox.class, "scan-location");
	}

}
