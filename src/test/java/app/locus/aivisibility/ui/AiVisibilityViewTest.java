package app.locus.aivisibility.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._find;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import app.locus.aivisibility.CitedSite;
import app.locus.aivisibility.KeywordRow;
import app.locus.base.ui.UiTest;
import app.locus.fixtures.DemoBakery;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.reports.ReportSync;
import app.locus.upstream.api.Platform;
import app.locus.upstream.credentials.ApiKeyService;
import com.github.mvysny.kaributesting.v10.GridKt;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.IntegerField;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The AI visibility page on the demo bakery's year of AI scans: staff find it in the
 * navigation, a client viewer does not; the matrix reads each share with its range and
 * what the change means; the cells lead to the scans behind them; the planner answers the
 * change asked for; a workspace without AI scans says how to get them.
 */
class AiVisibilityViewTest extends UiTest {

	static final List<Platform> ENGINES = List.of(Platform.CHATGPT, Platform.GEMINI, Platform.GROK, Platform.GAIO,
			Platform.AIMODE);

	@Autowired
	DSLContext db;

	@Autowired
	ApiKeyService keys;

	@Autowired
	ReportSync sync;

	Tenant tenant;

	@BeforeEach
	void theDemoBakerySynced() {
		tenant = DemoBakery.synced(db, keys, sync);
		TenantFixture.signOut();
	}

	String page() {
		return "w/" + tenant.workspace() + "/ai-visibility";
	}

	@Test
	void staff_find_the_page_in_the_navigation_and_a_client_viewer_does_not() {
		signInAs(tenant.manager());
		navigate(page());
		assertThat(navLinks()).containsKey("nav-ai-visibility");

		signInAs(tenant.viewer());
		navigate("w/" + tenant.workspace() + "/overview");
		assertThat(navLinks()).doesNotContainKey("nav-ai-visibility");
	}

	@Test
	void each_cell_reads_the_share_its_range_the_position_and_what_the_change_means() {
		signInAs(tenant.manager());
		navigate(page());

		List<KeywordRow> rows = gridRows("ai-visibility-matrix");
		assertThat(rows).extracting(KeywordRow::keyword).contains("bakery", "sourdough bread");
		Grid<KeywordRow> grid = byId(Grid.class, "ai-visibility-matrix");
		List<Anchor> cells = new ArrayList<>();
		for (int row = 0; row < rows.size(); row++) {
			for (Platform engine : ENGINES) {
				if (GridKt._getCellComponent(grid, row, engine.code()) instanceof Anchor cell) {
					cells.add(cell);
				}
			}
		}
		assertThat(cells).hasSize(2 * ENGINES.size() + countOtherCells(rows));
		assertThat(cells).allSatisfy(cell -> {
			assertThat(cell.getElement().getAttribute("aria-label")).matches(
					"\\d+% \\(\\d+%–\\d+%\\), (average position [\\d.]+|not named), (rose beyond the usual variation|"
							+ "fell beyond the usual variation|within the usual variation|nothing to compare with yet)");
			assertThat(cell.getHref()).startsWith("w/" + tenant.workspace() + "/reports?")
				.contains("keyword=")
				.contains("platform=");
		});
	}

	@Test
	void the_sites_the_engines_cite_are_listed_with_those_that_never_name_the_client() {
		signInAs(tenant.manager());
		navigate(page());

		List<CitedSite> sites = gridRows("ai-visibility-sources");
		assertThat(sites).isNotEmpty();
		Grid<?> grid = byId(Grid.class, "ai-visibility-sources");
		for (int row = 0; row < sites.size(); row++) {
			String expected = sites.get(row).withClient() == 0 ? "never: a place to work on"
					: sites.get(row).withClient() + " answers";
			assertThat(GridKt._getFormattedRow(grid, row)).contains(sites.get(row).domain(), expected);
		}
	}

	@Test
	void the_planner_answers_for_the_change_asked_and_refuses_one_out_of_range() {
		signInAs(tenant.manager());
		navigate(page());
		Paragraph answer = byId(Paragraph.class, "ai-planner-answer");
		assertThat(answer.getText()).contains("tell a change of 10 points");

		byId(IntegerField.class, "ai-planner-change").setValue(20);
		assertThat(answer.getText()).contains("tell a change of 20 points");

		byId(IntegerField.class, "ai-planner-change").setValue(80);
		assertThat(answer.getText()).isEqualTo("Choose a change between 1 and 50 percentage points.");
	}

	@Test
	void a_workspace_without_ai_scans_says_how_to_get_them() {
		TenantFixture fixture = new TenantFixture(db);
		signInAs(tenant.admin());
		navigate("w/" + fixture.workspace(tenant.agency()) + "/ai-visibility");

		assertThat(byId(Paragraph.class, "ai-visibility-empty").getText()).startsWith("No AI scans yet.");
	}

	@Test
	void a_client_reads_it_on_the_dashboard_in_words_never_as_a_bare_percentage() {
		signInAs(tenant.viewer());
		navigate("w/" + tenant.workspace() + "/overview");

		Div words = byId(Div.class, "ai-plain-words");
		List<ListItem> sentences = _find(words, ListItem.class);
		assertThat(sentences).hasSizeGreaterThanOrEqualTo(2 * ENGINES.size());
		assertThat(sentences).allSatisfy(sentence -> assertThat(sentence.getText())
			.matches("(ChatGPT|Gemini|Grok|Google AI Overviews|Google AI Mode) named you in about \\d+ of 10 answers "
					+ "\\(likely between \\d+ and \\d+ of 10, as answers vary from one asking to the next\\)\\. .+")
			.doesNotContain("%"));
	}

	/**
	 * Cells of keywords other than the two demo keywords (the demo's older chatgpt
	 * scans).
	 */
	private static int countOtherCells(List<KeywordRow> rows) {
		return rows.stream()
			.filter(row -> !List.of("bakery", "sourdough bread").contains(row.keyword()))
			.mapToInt(row -> row.engines().size())
			.sum();
	}

}
