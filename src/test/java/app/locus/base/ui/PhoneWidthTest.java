package app.locus.base.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import com.vaadin.flow.component.grid.Grid;
import org.junit.jupiter.api.Test;

class PhoneWidthTest {

	private final Grid<String> grid = new Grid<>();

	private final Grid.Column<String> picture = PhoneWidth.keepOnPhones(grid.addColumn(row -> row).setKey("picture"));

	private final Grid.Column<String> name = grid.addColumn(row -> row).setKey("name");

	private final Grid.Column<String> place = grid.addColumn(row -> row).setKey("place");

	private final Grid.Column<String> folded = grid.addColumn(row -> row).setKey("folded");

	@Test
	void on_a_phone_only_the_folded_column_and_the_ones_kept_for_phones_show() {
		PhoneWidth.show(grid, folded, true);

		assertThat(visibleKeys()).containsExactly("picture", "folded");
	}

	@Test
	void on_a_wider_window_every_column_but_the_folded_one_shows() {
		PhoneWidth.show(grid, folded, true);
		PhoneWidth.show(grid, folded, false);

		assertThat(visibleKeys()).containsExactly("picture", "name", "place");
	}

	@Test
	void until_the_width_is_known_the_table_shows_its_wide_columns_and_has_no_folded_one() {
		Grid<String> table = new Grid<>();
		table.addColumn(row -> row).setKey("name");
		PhoneWidth.foldColumns(table, () -> table.addColumn(row -> row).setKey("folded"));

		assertThat(table.getColumns()).extracting(Grid.Column::getKey).containsExactly("name");
	}

	private List<String> visibleKeys() {
		return grid.getColumns().stream().filter(Grid.Column::isVisible).map(Grid.Column::getKey).toList();
	}

}
