package app.locus.portal.ui;

import java.util.List;

import com.github.mvysny.kaributesting.v10.GridKt;
import com.github.mvysny.kaributesting.v10.LocatorJ;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.dom.Element;
import org.jsoup.Jsoup;

/**
 * The text the browser gets of the open page's visible parts: texts, labels, helper
 * texts, placeholders, dialog titles, markup, tooltips, and grids' headers and first
 * rows. What the walks of a client viewer's pages read (ClientViewerCostsTest,
 * ClientViewerMachineryTest).
 */
final class PageText {

	/** Rows of each grid read: more than any walked page shows at once. */
	private static final int ROWS = 50;

	private PageText() {
	}

	static String visible() {
		StringBuilder text = new StringBuilder();
		for (Component component : LocatorJ._find(Component.class)) {
			if (!shown(component)) {
				continue;
			}
			Element element = component.getElement();
			text.append(element.getText()).append('\n');
			for (String property : List.of("label", "helperText", "placeholder", "headerTitle", "innerHTML")) {
				String value = element.getProperty(property);
				if (value != null) {
					text.append(Jsoup.parseBodyFragment(value).text()).append('\n');
				}
			}
			if (element.hasAttribute("title")) {
				text.append(element.getAttribute("title")).append('\n');
			}
			if (component instanceof Grid<?> grid) {
				grid.getColumns().forEach(column -> text.append(column.getHeaderText()).append('\n'));
				int rows = Math.min(GridKt._size(grid), ROWS);
				for (int row = 0; row < rows; row++) {
					text.append(GridKt._getFormattedRow(grid, row)).append('\n');
				}
			}
		}
		return text.toString();
	}

	private static boolean shown(Component component) {
		for (Component at = component; at != null; at = at.getParent().orElse(null)) {
			if (!at.isVisible()) {
				return false;
			}
		}
		return true;
	}

}
