package app.locus.architecture.planted.shell;

import app.locus.architecture.planted.base.ui.Notices;

/** The application shell's layout: allowed to use the shared UI helpers. */
public class Layout {

	Notices notices;

}
