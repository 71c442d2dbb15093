package app.locus.scans.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;

import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.credits.CreditsService;
import app.locus.fixtures.Dd010Samples;
import app.locus.reports.ReportCard;
import app.locus.reports.StoredReports;
import app.locus.scans.SubmissionId;
import app.locus.scans.SubmissionStatus;
import app.locus.scans.UnknownScans;
import app.locus.scans.repository.ScanLedgerRepository;
import app.locus.security.LocusUser;
import app.locus.base.Role;
import app.locus.tenancy.CostVisibility;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.TestTenants.TestAgency;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.component.textfield.TextField;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

class UnknownSpendsViewTest extends UiTest {

	@Autowired
	ApplicationContext context;

	@Autowired
	ScanLedgerRepository ledger;

	@Autowired
	CreditsService credits;

	@Autowired
	CostVisibility costs;

	TestAgency agency;

	WorkspaceId workspace;

	LocusUser manager;

	@BeforeEach
	void aWorkspaceWithAManager() {
		agency = tenants.agency();
		workspace = agency.workspace("Unknown spends");
		manager = agency.user(Role.ACCOUNT_MANAGER, workspace);
	}

	private SubmissionId unknownSentDaysAgo(int days) {
		return new UnknownScans(context).unknown(agency.id(), workspace, manager.id(), Duration.ofDays(days));
	}

	private SubmissionStatus status(SubmissionId id) {
		return ledger.find(agency.id(), workspace, id).orElseThrow().status();
	}

	private static String text(String id) {
		return byId(Component.class, id).getElement().getTextRecursively();
	}

	@Test
	void with_nothing_unknown_the_page_says_so_and_the_dashboards_show_no_count() {
		signInAs(manager);

		navigate("w/" + workspace + "/unknown-spends");
		assertThat(text("unknown-spends-empty")).contains("No spends with an unknown outcome");
		assertThat(navLinks()).containsEntry("nav-unknown-spends", "w/" + workspace + "/unknown-spends");

		navigate("w/" + workspace + "/dashboard");
		assertThat(present("unknown-spends-count")).isFalse();
		navigate("w/" + workspace + "/credits");
		assertThat(present("unknown-spends-count")).isFalse();
	}

	@Test
	void the_dashboard_and_the_credits_page_count_the_unknown_spends_and_link_to_them() {
		unknownSentDaysAgo(3);
		signInAs(manager);

		for (String page : new String[] { "dashboard", "credits" }) {
			navigate("w/" + workspace + "/" + page);
			Anchor count = byId(Anchor.class, "unknown-spends-count");
			assertThat(count.getText()).as(page).startsWith("1 spend with unknown outcome");
			assertThat(count.getHref()).isEqualTo("w/" + workspace + "/unknown-spends");
		}
	}

	@Test
	void a_manager_sees_what_the_sync_looked_for_and_writes_a_spend_off_only_with_a_note() {
		SubmissionId id = unknownSentDaysAgo(3);
		signInAs(manager);
		navigate("w/" + workspace + "/unknown-spends");

		assertThat(text("unknown-spend-" + id.value())).contains("sourdough bakery", "49 credits at stake",
				manager.displayName(), Dd010Samples.PLACE, "7 × 7");
		assertThat(text("unknown-spend-state-" + id.value())).contains("has not looked for it yet")
			.contains("stopped looking")
			.contains("only a person settles it now");
		_click(byId(Button.class, "write-off-" + id.value()));
		assertThat(byId(Dialog.class, "write-off-dialog").isOpened()).isTrue();
		_click(byId(Button.class, "write-off-confirm"));

		TextField note = byId(TextField.class, "write-off-note");
		assertThat(note.isInvalid()).isTrue();
		assertThat(note.getErrorMessage()).isEqualTo("Note is required.");
		assertThat(status(id)).isEqualTo(SubmissionStatus.UNKNOWN);

		note.setValue("Support says the run never started.");
		_click(byId(Button.class, "write-off-confirm"));

		assertThat(status(id)).isEqualTo(SubmissionStatus.WRITTEN_OFF);
		assertThat(present("unknown-spend-" + id.value())).isFalse();
		assertThat(text("unknown-spends-empty")).contains("No spends with an unknown outcome");
	}

	@Test
	void a_manager_links_a_spend_to_the_stored_report_picked_from_the_list() {
		SubmissionId id = unknownSentDaysAgo(2);
		String key = Dd010Samples.key();
		new StoredReports(context).scan(agency.id(), workspace,
				Dd010Samples.scanAt(key, Instant.now().minus(Duration.ofDays(2)).plusSeconds(90)));
		signInAs(manager);
		navigate("w/" + workspace + "/unknown-spends");

		_click(byId(Button.class, "found-" + id.value()));
		@SuppressWarnings("unchecked")
		RadioButtonGroup<ReportCard> candidates = byId(RadioButtonGroup.class, "found-candidates");
		candidates.setValue(candidates.getListDataView().getItem(0));
		assertThat(byId(TextField.class, "found-key").getValue()).isEqualTo(key);
		_click(byId(Button.class, "found-confirm"));

		assertThat(status(id)).isEqualTo(SubmissionStatus.COMPLETE);
		assertThat(ledger.find(agency.id(), workspace, id).orElseThrow().reportKey()).isEqualTo(key);
		assertThat(present("unknown-spend-" + id.value())).isFalse();
	}

	@Test
	void a_key_the_workspace_does_not_have_is_refused_on_its_field() {
		SubmissionId id = unknownSentDaysAgo(2);
		signInAs(manager);
		navigate("w/" + workspace + "/unknown-spends");

		_click(byId(Button.class, "found-" + id.value()));
		assertThat(present("found-no-candidates") && byId(Component.class, "found-no-candidates").isVisible()).isTrue();
		TextField key = byId(TextField.class, "found-key");
		key.setValue(Dd010Samples.key());
		_click(byId(Button.class, "found-confirm"));

		assertThat(key.isInvalid()).isTrue();
		assertThat(key.getErrorMessage()).contains("no stored scan report with that key");
		assertThat(status(id)).isEqualTo(SubmissionStatus.UNKNOWN);
	}

	@Test
	void a_client_viewer_reads_the_list_without_actions_and_nothing_once_credits_are_hidden() {
		SubmissionId id = unknownSentDaysAgo(3);
		LocusUser viewer = agency.user(Role.CLIENT_VIEWER, workspace);
		signInAs(viewer);
		navigate("w/" + workspace + "/unknown-spends");
		assertThat(text("unknown-spends-hidden")).as("the agency's default: client viewers see no credits or costs")
			.isEqualTo("Your agency does not share credits and costs with client viewers.");
		assertThat(present("unknown-spend-" + id.value())).isFalse();

		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		costs.setClientsSeeCosts(true);
		signInAs(viewer);
		navigate("w/" + workspace + "/unknown-spends");
		assertThat(present("unknown-spend-" + id.value())).isTrue();
		assertThat(present("found-" + id.value())).isFalse();
		assertThat(present("write-off-" + id.value())).isFalse();

		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		credits.setShownToClients(workspace, false);
		signInAs(viewer);
		navigate("w/" + workspace + "/unknown-spends");

		assertThat(text("unknown-spends-hidden"))
			.isEqualTo("Your agency does not share credits and costs with client viewers.");
		assertThat(present("unknown-spend-" + id.value())).isFalse();
		assertThat(navLinks()).doesNotContainKey("nav-unknown-spends");
	}

}
