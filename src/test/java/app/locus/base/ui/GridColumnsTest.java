package app.locus.base.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.internal.PendingJavaScriptInvocation;
import com.vaadin.flow.dom.Element;
import elemental.json.JsonValue;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A grid's text columns show their cut text whole on hover with one tooltip that reads
 * the rows in the browser, so no tooltip text travels with the rows (DD171).
 */
class GridColumnsTest {

	@BeforeEach
	void openAPage() {
		MockVaadin.setup();
	}

	@AfterEach
	void closeThePage() {
		MockVaadin.tearDown();
	}

	@Test
	void text_columns_share_one_tooltip_and_the_rows_carry_no_tooltip_texts() {
		Grid<String> grid = new Grid<>();
		List<Grid.Column<String>> texts = List.of(GridColumns.text(grid, row -> row + " pie"),
				GridColumns.text(grid, row -> row + " tart"));
		grid.addColumn(String::length).setKey("length");
		grid.setItems("apple", "cherry");
		UI.getCurrent().add(grid);
		// As the browser asks for the rows it shows.
		grid.getDataCommunicator().setViewportRange(0, 50);

		List<Element> tooltips = grid.getElement()
			.getChildren()
			.filter(child -> child.getTag().equals("vaadin-tooltip"))
			.toList();
		assertThat(tooltips).hasSize(1);
		assertThat(tooltips.get(0).getAttribute("slot")).isEqualTo("tooltip");
		assertThat(texts).allMatch(GridColumns::showsWholeTextOnHover);
		assertThat(GridColumns.showsWholeTextOnHover(grid.getColumnByKey("length"))).isFalse();
		String sent = String.join("\n", sentScriptsAndArguments());
		assertThat(sent).as("the rows sent").contains("apple pie", "cherry tart").doesNotContain("gridtooltips");
	}

	@Test
	void the_tooltip_is_told_how_to_read_the_rows_each_time_its_grid_is_attached() {
		Grid<String> grid = new Grid<>();
		GridColumns.text(grid, row -> row);

		UI.getCurrent().add(grid);
		assertThat(sentScriptsAndArguments()).filteredOn(script -> script.contains("this.generator")).hasSize(1);
		UI.getCurrent().remove(grid);
		UI.getCurrent().add(grid);
		assertThat(sentScriptsAndArguments()).filteredOn(script -> script.contains("this.generator")).hasSize(1);
	}

	/**
	 * The scripts, with their arguments, that the next answer would carry to the browser;
	 * afterwards they count as sent.
	 */
	private static List<String> sentScriptsAndArguments() {
		UI.getCurrent().getInternals().getStateTree().runExecutionsBeforeClientResponse();
		List<PendingJavaScriptInvocation> pending = UI.getCurrent().getInternals().dumpPendingJavaScriptInvocations();
		return pending.stream()
			.map(PendingJavaScriptInvocation::getInvocation)
			.map(invocation -> invocation.getExpression() + " " + invocation.getParameters()
				.stream()
				.map(parameter -> parameter instanceof JsonValue json ? json.toJson() : String.valueOf(parameter))
				.toList())
			.toList();
	}

}
