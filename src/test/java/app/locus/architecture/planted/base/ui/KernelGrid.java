package app.locus.architecture.planted.base.ui;

import com.vaadin.flow.component.grid.Grid;

/** Allowed: the shared kernel's grid builds on Vaadin's. */
public class KernelGrid<T> extends Grid<T> {

	public KernelGrid() {
		super(50);
	}

}
