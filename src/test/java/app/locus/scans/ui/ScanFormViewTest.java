package app.locus.scans.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._setValue;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;

import app.locus.base.Role;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.scans.Submission;
import app.locus.scans.SubmissionId;
import app.locus.scans.SubmissionStatus;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Platform;
import com.github.mvysny.kaributesting.v10.GridKt;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.BigDecimalField;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.TextField;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ScanFormViewTest extends UiTest {

	TestAgency agency;

	WorkspaceId bakery;

	@BeforeEach
	void aWorkspace() {
		agency = tenants.agency();
		bakery = agency.workspace("Bakery");
	}

	void openAs(Role role) {
		signInAs(agency.user(role, bakery));
		navigate("w/" + bakery + "/scans/new");
	}

	@Test
	void the_form_starts_with_a_7_by_7_grid_and_previews_its_spacing() {
		openAs(Role.ACCOUNT_MANAGER);

		assertThat(byId(IntegerField.class, "scan-grid").getValue()).isEqualTo(7);
		assertThat(byId(Paragraph.class, "grid-spacing").getText()).contains("7 × 7 points, 0.667 mi apart");
		assertThat(present("grid-preview-image")).isTrue();
		assertThat(byId(Button.class, "run-scan").isEnabled()).as("nothing is spent before the cost is shown")
			.isFalse();
		assertThat(byId(TextField.class, "scan-keyword").getHelperText()).contains("100 characters");
	}

	@Test
	void ai_platforms_are_labelled_saiv_and_ai_analysis_is_offered_for_google_only() {
		openAs(Role.AGENCY_ADMIN);
		Select<Platform> platform = platform();

		assertThat(platform.getItemLabelGenerator().apply(Platform.CHATGPT)).isEqualTo("ChatGPT (SAIV)");
		assertThat(platform.getItemLabelGenerator().apply(Platform.APPLE)).isEqualTo("Apple Maps (SoLV)");
		assertThat(byId(Checkbox.class, "scan-ai-analysis").isVisible()).isTrue();

		_setValue(platform, Platform.GEMINI);
		assertThat(present("scan-ai-analysis")).isFalse();
	}

	@Test
	void an_even_grid_is_refused_with_a_message_on_the_field() {
		openAs(Role.ACCOUNT_MANAGER);
		_setValue(byId(TextField.class, "scan-keyword"), "sourdough bakery");
		_setValue(byId(IntegerField.class, "scan-grid"), 4);

		_click(byId(Button.class, "check-cost"));

		assertInvalid(byId(IntegerField.class, "scan-grid"), "odd");
		assertThat(byId(Button.class, "run-scan").isEnabled()).isFalse();
	}

	@Test
	void a_radius_of_0_or_101_is_refused() {
		openAs(Role.ACCOUNT_MANAGER);
		_setValue(byId(TextField.class, "scan-keyword"), "sourdough bakery");

		_setValue(byId(BigDecimalField.class, "scan-radius"), BigDecimal.ZERO);
		_click(byId(Button.class, "check-cost"));
		assertInvalid(byId(BigDecimalField.class, "scan-radius"), "0.1");

		_setValue(byId(BigDecimalField.class, "scan-radius"), new BigDecimal("101"));
		_click(byId(Button.class, "check-cost"));
		assertInvalid(byId(BigDecimalField.class, "scan-radius"), "100");
	}

	@Test
	void an_empty_or_500_character_keyword_is_refused() {
		openAs(Role.ACCOUNT_MANAGER);
		TextField keyword = byId(TextField.class, "scan-keyword");

		_click(byId(Button.class, "check-cost"));
		assertInvalid(keyword, "Keyword is required.");

		_setValue(keyword, "k".repeat(500));
		_click(byId(Button.class, "check-cost"));
		assertInvalid(keyword, "Keyword must be at most 100 characters.");
	}

	@Test
	void a_scan_needs_a_saved_location() {
		openAs(Role.ACCOUNT_MANAGER);
		_setValue(byId(TextField.class, "scan-keyword"), "sourdough bakery");

		_click(byId(Button.class, "check-cost"));

		assertThat(byId(ComboBox.class, "scan-location").getErrorMessage()).isEqualTo("Choose a saved location.");
	}

	@Test
	void a_client_viewer_never_sees_the_scan_form() {
		openAs(Role.CLIENT_VIEWER);

		assertNotFoundPage();
		navigate("w/" + bakery + "/reports");
		assertThat(navLinks()).doesNotContainKey("nav-new-scan");
	}

	@Test
	void recent_submissions_explain_what_unknown_means() {
		openAs(Role.ACCOUNT_MANAGER);

		assertThat(byId(Paragraph.class, "unknown-explained").getText()).contains("UNKNOWN", "never sends");
		assertThat(gridRows("recent-submissions")).isEmpty();
	}

	@Test
	@SuppressWarnings("unchecked")
	void on_a_phone_a_recent_scan_folds_into_one_cell_beside_its_report_link() {
		openAs(Role.ACCOUNT_MANAGER);
		Grid<Submission> grid = byId(Grid.class, "recent-submissions");
		Submission sent = new Submission(SubmissionId.random(), "place", "sourdough bakery", "45.5", "-122.6", 7,
				BigDecimal.ONE, Measurement.MI, Platform.GOOGLE, false, 49, SubmissionStatus.UNKNOWN, null,
				"No clear answer came", UserId.random(), Instant.parse("2026-11-27T14:05:00Z"),
				Instant.parse("2026-11-27T14:06:00Z"));

		resizeWindow(390);

		assertThat(visibleColumnKeys(grid)).containsExactly("actions", "folded");
		assertThat(GridKt._getFormatted(grid.getColumnByKey("folded"), sent)).contains("sourdough bakery",
				"27 Nov 2026, 14:05 UTC", "7 × 7", "49 credits", "UNKNOWN", "No clear answer came");
		assertThat(tooltip(grid, "Note", sent)).isEqualTo("No clear answer came");
	}

	private static void assertInvalid(HasValidation field, String message) {
		assertThat(field.isInvalid()).isTrue();
		assertThat(field.getErrorMessage()).contains(message);
	}

	@SuppressWarnings("unchecked")
	private static Select<Platform> platform() {
		return byId(Select.class, "scan-platform");
	}

}
