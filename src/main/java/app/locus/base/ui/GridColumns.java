package app.locus.base.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.function.ValueProvider;

/** Grid column helpers shared by views. */
public final class GridColumns {

	private static final String PHONE_ACTIONS_WIDTH = "7em";

	private GridColumns() {
	}

	/**
	 * Removes the column with this key unless it is {@code kept}. Removed, not hidden: a
	 * hidden column's values would still reach the browser (DD159).
	 */
	public static void keepOnlyIf(Grid<?> grid, String key, boolean kept) {
		if (!kept && grid.getColumnByKey(key) != null) {
			grid.removeColumnByKey(key);
		}
	}

	/**
	 * A text column whose cell, when cut short by a narrow column, shows its whole text
	 * on hover (docs/ui.md, "Components"; {@link CutTextTooltip}).
	 */
	public static <T> Grid.Column<T> text(Grid<T> grid, ValueProvider<T, String> text) {
		Grid.Column<T> column = grid.addColumn(text);
		CutTextTooltip.showWholeTextOnHover(column);
		return column;
	}

	/** Whether a cell of this column cut short shows its whole text on hover. */
	public static boolean showsWholeTextOnHover(Grid.Column<?> column) {
		return CutTextTooltip.showsWholeTextOnHover(column);
	}

	/**
	 * A row's actions, which wrap onto further lines when their column is narrow (on a
	 * phone) instead of being cut off.
	 */
	public static HorizontalLayout actions(Component... actions) {
		HorizontalLayout layout = new HorizontalLayout(actions);
		layout.setSpacing(false);
		layout.getStyle().set("flex-wrap", "wrap").set("gap", "var(--lumo-space-xs)");
		return layout;
	}

	/**
	 * The column of a row's actions: as wide as {@code width} or more, never cut, and
	 * kept beside the folded column on a phone.
	 */
	public static <T, V extends Component> Grid.Column<T> actionColumn(Grid<T> grid, ValueProvider<T, V> actions,
			String width) {
		Grid.Column<T> column = PhoneWidth
			.keepOnPhones(grid.addComponentColumn(actions).setKey("actions").setHeader("").setWidth(width));
		// On a phone the buttons wrap onto lines of their own, leaving the folded row the
		// rest of the width.
		PhoneWidth.follow(grid, narrow -> column.setWidth(narrow ? PHONE_ACTIONS_WIDTH : width));
		return column;
	}

}
