package app.locus.architecture.planted.alpha.ui;

import app.locus.architecture.planted.base.ui.KernelGrid;
import com.vaadin.flow.component.grid.Grid;

/** Allowed: a view building the shared kernel's grid. */
public class ViewWithTheKernelsGrid {

	Grid<String> names() {
		return new KernelGrid<>();
	}

}
