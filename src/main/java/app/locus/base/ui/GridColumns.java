package app.locus.base.ui;

import java.util.List;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.function.ValueProvider;

/** Grid column helpers shared by views. */
public final class GridColumns {

	private static final String PHONE_ACTIONS_WIDTH = "7em";

	/**
	 * The attribute that marks a column whose text wraps and is never cut (docs/ui.md).
	 */
	public static final String NEVER_CUT = "never-cut";

	/** Where a never-cut column starts before it shares the rest: a long word fits. */
	private static final String NEVER_CUT_WIDTH = "7em";

	private static final String DAY_WIDTH = "calc(15ch + 2 * var(--lumo-space-m))";

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

	/**
	 * A text column a manager reads to tell rows apart (a keyword, a location, a
	 * business, figures): its text wraps onto more lines instead of being cut, however
	 * narrow the window. The grid's other cells wrap too, so the columns beside it are
	 * best given their own width (automatic, or fixed) and no share of the rest.
	 */
	public static <T> Grid.Column<T> neverCut(Grid<T> grid, ValueProvider<T, String> text) {
		Grid.Column<T> column = grid.addColumn(text).setWidth(NEVER_CUT_WIDTH).setFlexGrow(2);
		column.getElement().setAttribute(NEVER_CUT, true);
		grid.addThemeVariants(GridVariant.LUMO_WRAP_CELL_CONTENT);
		return column;
	}

	/**
	 * A column of a bold first line and a second line of {@code details} joined by " · ",
	 * wrapping like {@link #neverCut}: two things a reader takes in together, in one
	 * column's width.
	 */
	public static <T> Grid.Column<T> stacked(Grid<T> grid, ValueProvider<T, String> first,
			List<ValueProvider<T, String>> details) {
		Grid.Column<T> column = grid.addColumn(PhoneWidth.folded(first, details, List.of()))
			.setWidth(NEVER_CUT_WIDTH)
			.setFlexGrow(1);
		column.getElement().setAttribute(NEVER_CUT, true);
		return column;
	}

	/** A column of short figures: as wide as they are, leaving the rest to the text. */
	public static <T> Grid.Column<T> figure(Grid<T> grid, ValueProvider<T, String> figure) {
		return grid.addColumn(figure).setAutoWidth(true).setFlexGrow(0);
	}

	/**
	 * A column of days ("25 Nov 2026"), as wide as the widest day whatever rows are
	 * loaded first: an automatic width would follow the first page's dates and cut a
	 * wider one further down (two-digit days, "May", German "Sept."). Still shown whole
	 * on hover.
	 */
	public static <T> Grid.Column<T> day(Grid<T> grid, ValueProvider<T, String> day) {
		return text(grid, day).setWidth(DAY_WIDTH).setFlexGrow(0);
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
