package app.locus.keywords.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.keywords.KeywordList;
import app.locus.keywords.KeywordListInput;
import app.locus.keywords.KeywordListService;
import app.locus.tenancy.TestTenants.TestAgency;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The scan, batch-scan and campaign forms fill their keyword fields from the workspace's
 * lists.
 */
class KeywordPickersViewTest extends UiTest {

	@Autowired
	KeywordListService lists;

	TestAgency agency;

	WorkspaceId bakery;

	KeywordList plumbing;

	@BeforeEach
	void aList() {
		agency = tenants.agency();
		bakery = agency.workspace("Bakery");
		signInAs(agency.user(Role.ACCOUNT_MANAGER, bakery));
		plumbing = lists.create(bakery, new KeywordListInput("Plumbing", List.of("Plumber", "boiler repair")));
	}

	@Test
	void the_scan_form_takes_one_keyword_from_a_list() {
		navigate("w/" + bakery + "/scans/new");

		@SuppressWarnings("unchecked")
		ComboBox<String> picker = byId(ComboBox.class, "scan-keyword-from-list");
		picker.setValue("boiler repair");

		assertThat(byId(TextField.class, "scan-keyword").getValue()).isEqualTo("boiler repair");
	}

	@Test
	void the_campaign_form_adds_a_lists_keywords_once_each_after_those_typed() {
		navigate("w/" + bakery + "/campaigns");
		byId(TextField.class, "campaign-keywords").setValue("plumber, drain cleaning");

		@SuppressWarnings("unchecked")
		ComboBox<KeywordList> picker = byId(ComboBox.class, "campaign-keywords-from-list");
		picker.setValue(plumbing);

		assertThat(byId(TextField.class, "campaign-keywords").getValue())
			.isEqualTo("plumber, drain cleaning, boiler repair");
	}

	@Test
	void the_batch_form_takes_a_whole_list_one_keyword_per_line() {
		navigate("w/" + bakery + "/scans/batch");

		@SuppressWarnings("unchecked")
		ComboBox<KeywordList> picker = byId(ComboBox.class, "batch-keywords-from-list");
		picker.setValue(plumbing);

		assertThat(byId(TextArea.class, "batch-keywords").getValue()).isEqualTo("Plumber\nboiler repair");
	}

}
