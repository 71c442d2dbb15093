package app.locus.base.ui;

import com.vaadin.flow.component.grid.Grid;

/** Grid column helpers shared by views. */
public final class GridColumns {

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

}
