package app.locus.stuck.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.i18n.BundleTexts;
import app.locus.base.i18n.Language;
import app.locus.base.i18n.Texts;
import app.locus.base.ui.UiTest;
import app.locus.scans.CampaignRunLedger;
import app.locus.scans.CampaignRunSpend;
import app.locus.scans.SubmissionId;
import app.locus.scans.SubmissionStatus;
import app.locus.security.LocusUser;
import app.locus.stuck.StuckItem;
import app.locus.stuck.StuckKind;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.upstream.api.Measurement;
import com.github.mvysny.kaributesting.v10.GridKt;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Paragraph;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

class StuckWorkViewTest extends UiTest {

	private static final Texts ENGLISH = BundleTexts.in(Language.ENGLISH);

	@Autowired
	CampaignRunLedger ledger;

	TestAgency agency;

	WorkspaceId workspace;

	LocusUser admin;

	@BeforeEach
	void anAgency() {
		agency = tenants.agency();
		workspace = agency.workspace("Stuck");
		admin = agency.user(Role.AGENCY_ADMIN);
	}

	@Test
	void anAdminSeesEachStuckItemWithItsWorkspaceAgeWhatHappensNextAndWhereToSettleIt() {
		SubmissionId run = ledger.reserve(agency.id(), workspace, new CampaignRunSpend("camp-stuck", "Weekly bakery",
				"ChIJblueBottleBakery01", 7, new BigDecimal("2"), Measurement.MI, 98, admin.id()));
		ledger.record(agency.id(), workspace, run, SubmissionStatus.UNKNOWN, "The connection closed");
		tenants.agency().workspace("Another agency's");
		signInAs(admin);
		navigate("agency/stuck");

		List<StuckItem> rows = gridRows("stuck-grid");
		assertThat(rows).singleElement().satisfies(item -> {
			assertThat(item.kind()).isEqualTo(StuckKind.CAMPAIGN_RUN_SPEND);
			assertThat(item.workspace()).isEqualTo(workspace);
		});
		Grid<?> grid = byId(Grid.class, "stuck-grid");
		assertThat(GridKt._getFormatted(grid, 0, "what")).isEqualTo("Campaign run with an unknown outcome");
		assertThat(GridKt._getFormatted(grid, 0, "workspace")).startsWith("Stuck");
		assertThat(GridKt._getFormatted(grid, 0, "age")).isEqualTo("0 min");
		assertThat(GridKt._getFormatted(grid, 0, "next")).contains("campaign reports");
		Anchor settle = (Anchor) GridKt._getCellComponent(grid, 0, "actions");
		assertThat(settle.getId()).hasValue("stuck-settle-campaign_run_spend");
		assertThat(settle.getHref()).isEqualTo("w/" + workspace.value() + "/unknown-spends");
		assertThat(settle.getText()).isEqualTo("Unknown spends");
		assertThat(present("stuck-none")).isFalse();
	}

	@Test
	void nothingStuckSaysSoAndAdminsFindThePageInTheNavigation() {
		signInAs(admin);
		navigate("agency/stuck");

		assertThat(byId(Paragraph.class, "stuck-none").getText()).startsWith("Nothing is stuck");
		assertThat(navLinks()).containsEntry("nav-stuck", "agency/stuck");
	}

	@Test
	void managersAreNotShownTheEntry() {
		signInAs(agency.user(Role.ACCOUNT_MANAGER, workspace));
		navigate("");

		assertThat(navLinks()).doesNotContainKey("nav-stuck");
	}

	@Test
	void agesReadInMinutesHoursAndDays() {
		assertThat(StuckWorkView.age(ENGLISH, Duration.ofMinutes(4))).isEqualTo("4 min");
		assertThat(StuckWorkView.age(ENGLISH, Duration.ofMinutes(185))).isEqualTo("3 h 5 min");
		assertThat(StuckWorkView.age(ENGLISH, Duration.ofHours(52))).isEqualTo("2 days 4 h");
	}

}
