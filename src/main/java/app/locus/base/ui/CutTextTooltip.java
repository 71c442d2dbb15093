package app.locus.base.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Tag;
import com.vaadin.flow.component.dependency.JsModule;
import com.vaadin.flow.component.dependency.NpmPackage;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.shared.SlotUtils;

/**
 * A grid's one tooltip for its text columns: on hover or focus it shows a cell's whole
 * text, and only when the column cut it short. The browser reads the text from the row it
 * already holds, so no tooltip text travels with the rows (DD171): Vaadin's tooltip
 * generator sent every row's texts a second time, a third of the report gallery's rows.
 */
@Tag("vaadin-tooltip")
@NpmPackage(value = "@vaadin/tooltip", version = "24.9.5")
@JsModule("@vaadin/tooltip/src/vaadin-tooltip.js")
final class CutTextTooltip extends Component {

	/** The attribute that marks a column whose cut text the tooltip shows. */
	static final String MARK = "whole-text-on-hover";

	/**
	 * A text column's cell renders {@code item[column.path]} (Flow's path renderer), so
	 * that is the whole text; the cell's slotted content is what the ellipsis cuts. The
	 * grid opens its tooltip itself (bypassing {@code shouldShow}), and an empty text
	 * keeps the overlay hidden.
	 */
	private static final String SHOW_CUT_TEXT = """
			this.generator = function ({item, column}) {
				const slot = item && column && column.hasAttribute('%s') && this.target && this.target.querySelector('slot');
				const content = slot && slot.assignedElements()[0];
				return content && content.scrollWidth > content.clientWidth ? String(item[column.path] ?? '') : '';
			};
			"""
		.formatted(MARK);

	private CutTextTooltip() {
		getElement().addAttachListener(attached -> getElement().executeJs(SHOW_CUT_TEXT));
	}

	/** Marks the column and gives its grid the tooltip unless it has it already. */
	static void showWholeTextOnHover(Grid.Column<?> column) {
		column.getElement().setAttribute(MARK, true);
		Grid<?> grid = column.getGrid();
		boolean present = grid.getElement()
			.getChildren()
			.anyMatch(child -> child.getComponent().filter(CutTextTooltip.class::isInstance).isPresent());
		if (!present) {
			SlotUtils.addToSlot(grid, "tooltip", new CutTextTooltip());
		}
	}

	/** Whether hovering a cut cell of this column shows its whole text. */
	static boolean showsWholeTextOnHover(Grid.Column<?> column) {
		return column.getElement().hasAttribute(MARK);
	}

}
