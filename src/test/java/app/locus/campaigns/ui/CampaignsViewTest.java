package app.locus.campaigns.ui;

import static app.locus.db.Tables.SAVED_LOCATION;
import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._setValue;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.calendar.RunSchedule;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignId;
import app.locus.campaigns.repository.CampaignRepository;
import app.locus.fixtures.Dd010Samples;
import app.locus.locations.SavedLocation;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.campaigns.CampaignStatus;
import com.github.mvysny.kaributesting.v10.GridKt;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.combobox.MultiSelectComboBox;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

class CampaignsViewTest extends UiTest {

	@Autowired
	CampaignRepository campaigns;

	@Autowired
	DSLContext db;

	TestAgency agency;

	WorkspaceId bakery;

	@BeforeEach
	void aWorkspaceWithOneCampaign() {
		agency = tenants.agency();
		bakery = agency.workspace("Bakery");
		campaigns.insert(bakery, new Campaign(CampaignId.random(), CampaignKey.of(Dd010Samples.key()), "Weekly bakery",
				List.of(Dd010Samples.PLACE), List.of("bakery", "croissant"), new GridSize(7), new BigDecimal("2"),
				Measurement.MI, new RunSchedule(LocalDate.now(), LocalTime.of(9, 0), Frequency.WEEKLY),
				CampaignStatus.PAUSED, Campaign.Origin.LOCUS), null, Instant.now());
		// a fresh copy of the saved locations, so the picker needs no call to the service
		db.insertInto(SAVED_LOCATION)
			.set(SAVED_LOCATION.WORKSPACE_ID, bakery.value())
			.set(SAVED_LOCATION.PLACE_ID, Dd010Samples.PLACE)
			.set(SAVED_LOCATION.AGENCY_ID, agency.id().value())
			.set(SAVED_LOCATION.NAME, "Blue Bottle Bakery")
			.set(SAVED_LOCATION.REFRESHED_AT, LocalDateTime.now(ZoneOffset.UTC))
			.execute();
		signInAs(agency.user(Role.ACCOUNT_MANAGER, bakery));
		navigate("w/" + bakery + "/campaigns");
	}

	@Test
	@SuppressWarnings("unchecked")
	void on_a_phone_each_campaign_folds_into_one_cell_beside_its_actions_and_unfolds_on_a_laptop() {
		Grid<Campaign> grid = byId(Grid.class, "campaigns-grid");

		resizeWindow(390);

		assertThat(visibleColumnKeys(grid)).containsExactly("actions", "folded");
		assertThat(GridKt._getFormatted(grid, 0, "folded")).contains("Weekly bakery",
				"1 × 2 × 49 (locations × keywords × points)", "98 credits per run");
		assertThat(GridKt._getCellComponent(grid, 0, "actions").getChildren().map(Component::getId))
			.extracting(Optional::orElseThrow)
			.anyMatch(id -> id.startsWith("campaign-edit-"));

		resizeWindow(1280);

		assertThat(visibleColumnKeys(grid)).doesNotContain("folded").contains("actions", "credits").hasSize(7);
	}

	@Test
	@SuppressWarnings("unchecked")
	void a_client_viewers_folded_campaign_holds_no_credits() {
		signInAs(agency.user(Role.CLIENT_VIEWER, bakery));
		navigate("w/" + bakery + "/campaigns");
		Grid<Campaign> grid = byId(Grid.class, "campaigns-grid");

		resizeWindow(390);

		assertThat(GridKt._getFormatted(grid, 0, "folded")).contains("Weekly bakery").doesNotContain("credits");
	}

	@Test
	@SuppressWarnings("unchecked")
	void text_cut_short_on_a_laptop_shows_whole_on_hover() {
		Grid<Campaign> grid = byId(Grid.class, "campaigns-grid");
		Campaign row = this.<Campaign>gridRows("campaigns-grid").get(0);

		assertThat(tooltip(grid, "Name", row)).isEqualTo("Weekly bakery");
		assertThat(tooltip(grid, "Locations × keywords × points", row)).isEqualTo("1 × 2 × 49");
		assertThat(columnHeaded(grid, "Credits per run")).isNotNull();
	}

	@Test
	void the_list_shows_each_campaign_with_its_cost_per_run_and_the_actions_its_state_allows() {
		List<Campaign> rows = gridRows("campaigns-grid");

		assertThat(rows).extracting(Campaign::name).containsExactly("Weekly bakery");
		assertThat(rows.get(0).creditsPerRun()).hasValue(98);
	}

	@Test
	void the_form_shows_the_cost_per_run_as_the_grid_and_keywords_change() {
		_setValue(byId(TextField.class, "campaign-keywords"), "bakery, croissant, bread");
		@SuppressWarnings("unchecked")
		Select<Integer> grid = byId(Select.class, "campaign-grid");
		_setValue(grid, 21);

		// no location chosen yet: nothing to pay
		assertThat(byId(Paragraph.class, "campaign-cost").getText()).startsWith("Cost per run: 0 credits");
		@SuppressWarnings("unchecked")
		MultiSelectComboBox<SavedLocation> places = byId(MultiSelectComboBox.class, "campaign-places");
		_setValue(places, java.util.Set.copyOf(places.getListDataView().getItems().toList()));

		assertThat(byId(Paragraph.class, "campaign-cost").getText()).startsWith("Cost per run: 1323 credits");
	}

	@Test
	void under_the_price_the_form_says_a_campaign_scans_the_map_and_sends_ai_tracking_to_ai_scans() {
		assertThat(byId(Paragraph.class, "campaign-platform-note").getText())
			.startsWith("A campaign scans Google Maps, whose rankings do not change from one run to the next")
			.contains("run AI scans: their price shows how many it takes");
	}

	@Test
	void a_campaign_without_name_keywords_or_date_is_refused_with_a_message_per_field() {
		_setValue(byId(TextField.class, "campaign-radius"), "500");
		_click(byId(Button.class, "campaign-create"));

		assertThat(byId(TextField.class, "campaign-name").isInvalid()).isTrue();
		assertThat(byId(TextField.class, "campaign-keywords").getErrorMessage()).contains("keyword");
		assertThat(byId(TextField.class, "campaign-radius").getErrorMessage())
			.isEqualTo("Radius must be from 0.1 to 100.");
	}

}
