package app.locus.base.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Constructor;
import java.util.Collections;

import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.page.ExtendedClientDetails;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A table follows the window's width it has now, also when it is attached after a resize:
 * Vaadin keeps the width read at page load for the life of the UI.
 */
class PhoneWidthFollowTest {

	@BeforeEach
	void pageLoadedOnALaptop() throws ReflectiveOperationException {
		MockVaadin.setup();
		UI.getCurrent().getInternals().setExtendedClientDetails(loadedAt(WindowWidth.LAPTOP));
	}

	@AfterEach
	void closeThePage() {
		MockVaadin.tearDown();
	}

	@Test
	void a_table_opened_after_the_window_narrowed_starts_folded() {
		UI.getCurrent().add(foldingTable());
		WindowWidth.resizeTo(WindowWidth.PHONE);
		UI.getCurrent().removeAll();

		Grid<String> opened = foldingTable();
		UI.getCurrent().add(opened);

		assertThat(WindowWidth.visibleColumnKeys(opened)).containsExactly("folded");
	}

	@Test
	void a_table_opened_after_the_window_narrowed_on_a_page_without_tables_starts_folded() {
		PhoneWidth.track(UI.getCurrent());
		WindowWidth.resizeTo(WindowWidth.PHONE);

		Grid<String> opened = foldingTable();
		UI.getCurrent().add(opened);

		assertThat(WindowWidth.visibleColumnKeys(opened)).containsExactly("folded");
	}

	@Test
	void a_table_opened_on_the_window_as_loaded_shows_its_wide_columns() {
		Grid<String> opened = foldingTable();
		UI.getCurrent().add(opened);

		assertThat(WindowWidth.visibleColumnKeys(opened)).containsExactly("name", "place");
	}

	@Test
	void the_folded_column_is_added_where_it_was_declared_once_the_window_is_a_phones() {
		Grid<String> table = new Grid<>();
		table.addColumn(row -> row).setKey("name");
		PhoneWidth.foldColumns(table, () -> table.addColumn(row -> row).setKey("folded"));
		PhoneWidth.keepOnPhones(table.addColumn(row -> row).setKey("actions"));
		UI.getCurrent().add(table);
		assertThat(table.getColumnByKey("folded")).as("on a laptop").isNull();

		WindowWidth.resizeTo(WindowWidth.PHONE);

		assertThat(WindowWidth.visibleColumnKeys(table)).containsExactly("folded", "actions");
	}

	private static Grid<String> foldingTable() {
		Grid<String> grid = new Grid<>();
		grid.addColumn(row -> row).setKey("name");
		grid.addColumn(row -> row).setKey("place");
		PhoneWidth.foldColumns(grid, () -> grid.addColumn(row -> row).setKey("folded"));
		return grid;
	}

	/** The details the browser sent at page load; Vaadin builds them only itself. */
	private static ExtendedClientDetails loadedAt(int width) throws ReflectiveOperationException {
		Class<?>[] sixteenTexts = Collections.nCopies(16, String.class).toArray(Class<?>[]::new);
		Constructor<ExtendedClientDetails> details = ExtendedClientDetails.class.getDeclaredConstructor(sixteenTexts);
		details.setAccessible(true);
		String pixels = Integer.toString(width);
		return details.newInstance(pixels, "800", pixels, "800", pixels, "800", "0", "0", "0", "false", "UTC", "0",
				"false", "1", "locus", "Linux x86_64");
	}

}
