package app.locus.sharing.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.fixtures.Dd010Samples;
import app.locus.reports.StoredReports;
import app.locus.security.LocusUser;
import app.locus.sharing.ShareExpiry;
import app.locus.sharing.ShareStatus;
import app.locus.sharing.ShareSummary;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.TestTenants.TestAgency;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.mvysny.kaributesting.v10.ButtonKt;
import com.github.mvysny.kaributesting.v10.GridKt;
import com.github.mvysny.kaributesting.v10.pro.ConfirmDialogKt;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

/**
 * Sharing from the report page (the link shown once, with a copy button) and the
 * workspace's list of shared links with Revoke behind a confirmation; clients see
 * neither.
 */
class SharesViewTest extends UiTest {

	@Autowired
	ApplicationContext context;

	WorkspaceId bakery;

	String key;

	LocusUser manager;

	LocusUser client;

	@BeforeEach
	void aStoredScan() {
		TestAgency agency = tenants.agency();
		bakery = agency.workspace("Bakery");
		manager = agency.user(Role.ACCOUNT_MANAGER, bakery);
		client = agency.user(Role.CLIENT_VIEWER, bakery);
		key = Dd010Samples.key();
		ObjectNode record = Dd010Samples.scan(key, LocalDate.of(2026, 3, 2));
		record.set("data_points", Dd010Samples.dataPoints(7, 1, 2, 3));
		new StoredReports(context).scan(agency.id(), bakery, record);
		TestTenants.signOut();
	}

	@Test
	void a_manager_shares_a_report_sees_the_link_once_and_revokes_it_after_confirming() {
		signInAs(manager);
		navigate("w/" + bakery + "/reports/scan/" + key);
		assertThat(navLinks()).containsKey("nav-shares");
		ButtonKt._click(byId(Button.class, "share-report"));
		@SuppressWarnings("unchecked")
		Select<ShareExpiry> expiry = byId(Select.class, "share-expiry");
		assertThat(expiry.getValue()).isEqualTo(ShareExpiry.DAYS_30);
		expiry.setValue(ShareExpiry.DAYS_7);
		ButtonKt._click(byId(Button.class, "share-create"));

		TextField link = byId(TextField.class, "share-link");
		assertThat(link.getValue()).contains("/share/");
		assertThat(link.getHelperText()).startsWith("Shown only now").contains("It works until");
		assertThat(present("share-copy")).isTrue();
		ButtonKt._click(byId(Button.class, "share-done"));

		navigate("w/" + bakery + "/shares");
		ShareSummary row = this.<ShareSummary>gridRows("shares-grid").get(0);
		assertThat(row.report()).isEqualTo("Scan report: sourdough bakery");
		assertThat(row.sharedBy()).isEqualTo(manager.displayName());
		assertThat(row.status()).isEqualTo(ShareStatus.ACTIVE);
		assertThat(present("share-link")).as("the link is not shown again").isFalse();

		ButtonKt._click(revokeButton());
		ConfirmDialog confirm = byId(ConfirmDialog.class, "revoke-confirm");
		assertThat(ConfirmDialogKt._getText(confirm)).contains("will no longer see the report");
		ConfirmDialogKt._fireConfirm(confirm);

		assertThat(this.<ShareSummary>gridRows("shares-grid")).extracting(ShareSummary::status)
			.containsExactly(ShareStatus.REVOKED);
		assertThat(revokeButton().isVisible()).as("no Revoke on a revoked link").isFalse();
	}

	@Test
	@SuppressWarnings("unchecked")
	void on_a_phone_each_link_folds_into_one_cell_beside_its_revoke_button() {
		signInAs(manager);
		navigate("w/" + bakery + "/reports/scan/" + key);
		ButtonKt._click(byId(Button.class, "share-report"));
		ButtonKt._click(byId(Button.class, "share-create"));
		ButtonKt._click(byId(Button.class, "share-done"));
		navigate("w/" + bakery + "/shares");
		Grid<ShareSummary> grid = byId(Grid.class, "shares-grid");
		assertThat(tooltip(grid, "Report", this.<ShareSummary>gridRows("shares-grid").get(0)))
			.isEqualTo("Scan report: sourdough bakery");

		resizeWindow(390);

		assertThat(visibleColumnKeys(grid)).containsExactly("actions", "folded");
		assertThat(GridKt._getFormatted(grid, 0, "folded")).contains("Scan report: sourdough bakery",
				"Shared by " + manager.displayName(), "opened: 0");
		assertThat(revokeButton().isVisible()).isTrue();
	}

	@Test
	void the_list_says_so_when_nothing_is_shared() {
		signInAs(manager);
		navigate("w/" + bakery + "/shares");

		assertThat(present("shares-empty")).isTrue();
		assertThat(present("shares-grid")).isFalse();
	}

	@Test
	void a_client_viewer_has_no_share_button_no_list_and_no_menu_entry() {
		signInAs(client);
		navigate("w/" + bakery + "/reports/scan/" + key);
		assertThat(present("report-title")).isTrue();
		assertThat(present("share-report")).isFalse();
		assertThat(navLinks()).doesNotContainKey("nav-shares");

		navigate("w/" + bakery + "/shares");
		assertThat(present("shares-grid")).isFalse();
	}

	private static Button revokeButton() {
		return (Button) GridKt._getCellComponent(byId(Grid.class, "shares-grid"), 0, "actions");
	}

}
