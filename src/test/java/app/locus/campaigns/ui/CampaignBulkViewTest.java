package app.locus.campaigns.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._setValue;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignInput;
import app.locus.campaigns.CampaignService;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.WorkspaceSummary;
import app.locus.upstream.api.SpecDates;
import app.locus.upstream.api.campaigns.CampaignStatus;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import com.github.mvysny.kaributesting.v10.GridKt;
import com.github.mvysny.kaributesting.v10.LocatorJ;
import com.github.mvysny.kaributesting.v10.pro.ConfirmDialogKt;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridNoneSelectionModel;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Pausing several campaigns at once and copying one into another workspace from the
 * campaigns page, through the real gateway against the simulator.
 */
class CampaignBulkViewTest extends UiTest {

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	@Autowired
	CampaignService campaigns;

	TestAgency agency;

	WorkspaceId bakery;

	WorkspaceId cafe;

	Campaign first;

	Campaign second;

	@BeforeEach
	void twoCampaignsAndASecondWorkspace() {
		agency = tenants.agency();
		bakery = agency.workspace("Bakery");
		cafe = agency.workspace("Cafe");
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		AccountHandle bakeryAccount = simulator.createAccount("Bulk view bakery", 10_000);
		bakeryAccount.saveLocation(DemoData.BLUE_BOTTLE_ALBERTA, false);
		keys.add(bakery, "Bakery key", bakeryAccount.key(), null);
		AccountHandle cafeAccount = simulator.createAccount("Bulk view cafe", 10_000);
		cafeAccount.saveLocation(DemoData.BLUE_BOTTLE_ALBERTA, false);
		keys.add(cafe, "Cafe key", cafeAccount.key(), null);
		first = weekly("First");
		second = weekly("Second");
	}

	private Campaign weekly(String name) {
		return campaigns.create(bakery,
				new CampaignInput(name, List.of(DemoData.BLUE_BOTTLE_ALBERTA), List.of("bakery"), 3, "1", "mi",
						"weekly", SpecDates.formatDate(LocalDate.now(ZoneOffset.UTC).plusDays(1)), "9:00 AM"));
	}

	@SuppressWarnings("unchecked")
	private static Grid<Campaign> grid() {
		return byId(Grid.class, "campaigns-grid");
	}

	@Test
	void pausing_the_selected_campaigns_lists_what_will_happen_then_the_result_of_each() {
		signInAs(agency.user(Role.ACCOUNT_MANAGER, bakery));
		campaigns.pause(bakery, second.id());
		navigate("w/" + bakery + "/campaigns");
		grid().asMultiSelect().select(grid().getListDataView().getItems().toList());

		_click(byId(Button.class, "campaign-pause-selected"));
		ConfirmDialog confirm = byId(ConfirmDialog.class, "campaign-bulk-dialog");
		assertThat(LocatorJ._find(confirm, ListItem.class)).extracting(ListItem::getText)
			.containsExactly("First: will be paused", "Second: stays paused (only an active campaign can be paused)");
		ConfirmDialogKt._fireConfirm(confirm);

		assertThat(LocatorJ._find(byId(UnorderedList.class, "campaign-bulk-results"), ListItem.class))
			.extracting(ListItem::getText)
			.containsExactly("First: Now paused.", "Second: Only an active campaign can be paused.");
		assertThat(campaigns.list(bakery)).extracting(Campaign::status).containsOnly(CampaignStatus.PAUSED);
	}

	@Test
	void a_campaign_is_copied_into_another_workspace_under_the_default_name() {
		signInAs(agency.user(Role.ACCOUNT_MANAGER, bakery, cafe));
		navigate("w/" + bakery + "/campaigns");
		Component actions = GridKt._getCellComponent(grid(), 0, "actions");
		_click(LocatorJ._get(actions, Button.class, spec -> spec.withId("campaign-clone-" + first.id())));

		assertThat(byId(TextField.class, "clone-name").getValue()).isEqualTo("Copy of First");
		@SuppressWarnings("unchecked")
		Select<WorkspaceSummary> target = byId(Select.class, "campaign-clone-target");
		_setValue(target,
				target.getListDataView()
					.getItems()
					.filter(workspace -> workspace.id().equals(cafe))
					.findFirst()
					.orElseThrow());
		_click(byId(Button.class, "campaign-clone-create"));

		assertThat(campaigns.list(cafe)).extracting(Campaign::name).containsExactly("Copy of First");
		assertThat(present("campaign-clone-dialog")).isFalse();
	}

	@Test
	void a_client_viewer_sees_neither_bulk_actions_nor_clone() {
		signInAs(agency.user(Role.CLIENT_VIEWER, bakery));
		navigate("w/" + bakery + "/campaigns");

		assertThat(present("campaign-pause-selected")).isFalse();
		assertThat(present("campaign-resume-selected")).isFalse();
		assertThat(grid().getSelectionModel()).isInstanceOf(GridNoneSelectionModel.class);
		Component actions = GridKt._getCellComponent(grid(), 0, "actions");
		assertThat(LocatorJ._find(actions, Button.class)).isEmpty();
	}

}
