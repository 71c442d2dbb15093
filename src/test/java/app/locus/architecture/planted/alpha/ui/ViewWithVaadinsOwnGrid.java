package app.locus.architecture.planted.alpha.ui;

import com.vaadin.flow.component.grid.Grid;

/** Planted: a view building Vaadin's grid instead of the shared kernel's. */
public class ViewWithVaadinsOwnGrid {

	Grid<String> names() {
		return new Grid<>();
	}

}
