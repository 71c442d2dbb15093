package app.locus.scans.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static com.github.mvysny.kaributesting.v10.LocatorJ._setValue;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.tenancy.TestTenants.TestAgency;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.CheckboxGroup;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.TextArea;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class BatchScanViewTest extends UiTest {

	TestAgency agency;

	WorkspaceId bakery;

	@BeforeEach
	void aWorkspace() {
		agency = tenants.agency();
		bakery = agency.workspace("Bakery");
	}

	void openAs(Role role) {
		signInAs(agency.user(role, bakery));
		navigate("w/" + bakery + "/scans/batch");
	}

	@Test
	void keywords_given_as_a_list_fill_the_field_one_per_line_and_repeats_count_once() {
		openAs(Role.ACCOUNT_MANAGER);

		_get(BatchScanView.class).setKeywords(List.of("croissant", " Croissant ", "rye bread"));

		assertThat(byId(TextArea.class, "batch-keywords").getValue()).isEqualTo("croissant\n Croissant \nrye bread");
		assertThat(_get(BatchScanView.class).input().keywords()).containsExactly("croissant", "rye bread");
	}

	@Test
	void a_batch_without_keywords_is_refused_with_a_message_on_the_field_and_nothing_to_run() {
		openAs(Role.ACCOUNT_MANAGER);

		_click(byId(Button.class, "batch-check-cost"));

		TextArea keywords = byId(TextArea.class, "batch-keywords");
		assertThat(keywords.isInvalid()).isTrue();
		assertThat(keywords.getErrorMessage()).isEqualTo("Enter at least one keyword, one per line.");
		assertThat(byId(Paragraph.class, "batch-total").getText()).startsWith("The batch could not be priced");
		assertThat(byId(Button.class, "run-batch").isEnabled()).isFalse();
	}

	@Test
	void a_batch_without_a_location_is_refused_on_the_locations() {
		openAs(Role.ACCOUNT_MANAGER);
		_setValue(byId(TextArea.class, "batch-keywords"), "croissant\nrye bread");

		_click(byId(Button.class, "batch-check-cost"));

		assertThat(byId(CheckboxGroup.class, "batch-locations").getErrorMessage())
			.isEqualTo("Choose at least one saved location.");
	}

	@Test
	void the_batch_shares_the_scan_forms_settings_and_refuses_an_even_grid() {
		openAs(Role.ACCOUNT_MANAGER);
		_setValue(byId(IntegerField.class, "scan-grid"), 4);

		assertThat(_get(BatchScanView.class).input().settings().gridSize()).isEqualTo(4);
		assertThat(present("grid-preview")).isTrue();
	}

	@Test
	void the_scan_form_and_the_navigation_lead_to_the_batch() {
		signInAs(agency.user(Role.ACCOUNT_MANAGER, bakery));
		navigate("w/" + bakery + "/scans/new");

		assertThat(byId(Anchor.class, "batch-scan-link").getHref()).isEqualTo("w/" + bakery + "/scans/batch");
		assertThat(navLinks()).containsKey("nav-batch-scan");
	}

	@Test
	void a_client_viewer_never_sees_the_batch_form() {
		openAs(Role.CLIENT_VIEWER);

		assertNotFoundPage();
		navigate("w/" + bakery + "/reports");
		assertThat(navLinks()).doesNotContainKey("nav-batch-scan");
	}

}
