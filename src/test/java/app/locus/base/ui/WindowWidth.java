package app.locus.base.ui;

import static com.github.mvysny.kaributesting.v10.BasicUtilsKt._fireDomEvent;

import java.util.List;

import com.github.mvysny.kaributesting.v10.GridKt;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.grid.Grid;
import elemental.json.Json;
import elemental.json.JsonObject;

/**
 * A Karibu test's window resized as the browser reports it, for pages that change shape
 * on a phone ({@link PhoneWidth}); and what a table then shows.
 */
public final class WindowWidth {

	public static final int PHONE = 390;

	public static final int LAPTOP = 1280;

	private WindowWidth() {
	}

	/**
	 * The browser's resize event, as Vaadin's page listens for it: debounced, so it
	 * arrives at the end of the pause ("trailing").
	 */
	public static void resizeTo(int width) {
		JsonObject size = Json.createObject();
		size.put("event.w", width);
		size.put("event.h", 800);
		size.put("for", "trailing");
		_fireDomEvent(UI.getCurrent(), "window-resize", size);
	}

	public static List<String> visibleColumnKeys(Grid<?> grid) {
		return grid.getColumns().stream().filter(Grid.Column::isVisible).map(Grid.Column::getKey).toList();
	}

	/**
	 * The text shown on hover over a cut cell of this column (its whole text, DD171),
	 * null without a tooltip.
	 */
	public static <T> String tooltip(Grid.Column<T> column, T row) {
		return GridColumns.showsWholeTextOnHover(column) ? GridKt._getFormatted(column, row) : null;
	}

}
