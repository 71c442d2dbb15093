package app.locus.keywords.ui;

import static com.github.mvysny.kaributesting.v10.ButtonKt._click;
import static com.github.mvysny.kaributesting.v10.GridKt._getFormatted;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.csv.ImportPreview;
import app.locus.base.ui.UiTest;
import app.locus.base.ui.WindowWidth;
import app.locus.keywords.KeywordList;
import app.locus.tenancy.TestTenants.TestAgency;
import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.UploadKt;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.component.upload.Upload;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class KeywordListsViewTest extends UiTest {

	private static final String FILE = "keyword\nboiler repair\nplumber\nBOILER REPAIR\n\"bad, row\"\n";

	TestAgency agency;

	WorkspaceId bakery;

	@BeforeEach
	void aWorkspace() {
		agency = tenants.agency();
		bakery = agency.workspace("Bakery");
	}

	void openAs(Role role) {
		signInAs(agency.user(role, bakery));
		navigate("w/" + bakery + "/keywords");
	}

	@Test
	void shows_the_import_preview_and_saves_only_after_the_import_is_confirmed() {
		openAs(Role.ACCOUNT_MANAGER);
		byId(TextField.class, "keyword-list-name").setValue("Plumbing");
		byId(TextArea.class, "keyword-list-keywords").setValue("plumber\n");
		_click(byId(Button.class, "keyword-list-save"));

		UploadKt._upload(byId(Upload.class, "keyword-import-upload"), "keywords.csv", "text/csv",
				FILE.getBytes(StandardCharsets.UTF_8));
		MockVaadin.clientRoundtrip();
		awaitPage(() -> present("keyword-import-confirm"), () -> status());

		assertThat(status())
			.isEqualTo("1 will be added · 2 duplicates · 1 invalid. Nothing is saved until you import.");
		assertThat(byId(Button.class, "keyword-import-confirm").getText()).isEqualTo("Import 1 row");
		assertThat(UiTest.<ImportPreview.Row<?>>gridRows("keyword-import-rows")).extracting(ImportPreview.Row::outcome)
			.containsExactly("Will be added", "Duplicate: already saved", "Duplicate: repeated in the file",
					"Invalid: Keyword must not contain commas (commas separate keywords).");
		assertThat(keywordsShown()).containsExactly("plumber");

		_click(byId(Button.class, "keyword-import-confirm"));
		awaitPage(() -> status().startsWith("1 keyword added"), () -> status());

		assertThat(keywordsShown()).containsExactly("plumber", "boiler repair");
	}

	@Test
	void a_client_viewer_sees_the_lists_but_no_editor_or_import() {
		openAs(Role.CLIENT_VIEWER);

		assertThat(present("keyword-lists")).isTrue();
		assertThat(present("keyword-list-editor")).isFalse();
		assertThat(present("keyword-import-section")).isFalse();
	}

	@Test
	void on_a_phone_the_lists_fold_into_one_column_and_on_a_laptop_the_first_keywords_show_whole_on_hover() {
		openAs(Role.ACCOUNT_MANAGER);
		byId(TextField.class, "keyword-list-name").setValue("Bakery words");
		byId(TextArea.class, "keyword-list-keywords").setValue("bakery\ncroissant\nsourdough\nbagel\nrye\nbrioche\n");
		_click(byId(Button.class, "keyword-list-save"));
		KeywordList saved = UiTest.<KeywordList>gridRows("keyword-lists").get(0);

		assertThat(WindowWidth.tooltip(grid().getColumns().get(2), saved))
			.isEqualTo("bakery, croissant, sourdough, bagel, rye, …");

		WindowWidth.resizeTo(WindowWidth.PHONE);

		assertThat(grid().getColumns().stream().filter(Grid.Column::isVisible).toList())
			.containsExactly(grid().getColumnByKey("folded"));
		assertThat(_getFormatted(grid().getColumnByKey("folded"), saved)).contains("Bakery words", "6 keywords",
				"bakery, croissant, sourdough, bagel, rye, …");
	}

	@SuppressWarnings("unchecked")
	private static Grid<KeywordList> grid() {
		return byId(Grid.class, "keyword-lists");
	}

	private static String status() {
		return byId(Paragraph.class, "keyword-import-status").getText();
	}

	private static List<String> keywordsShown() {
		return UiTest.<KeywordList>gridRows("keyword-lists").get(0).keywords();
	}

}
