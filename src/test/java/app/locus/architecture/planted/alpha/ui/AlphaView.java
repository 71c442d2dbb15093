package app.locus.architecture.planted.alpha.ui;

import app.locus.architecture.planted.alpha.AlphaRecord;
import app.locus.architecture.planted.shell.Layout;

/** Allowed: a view uses the shell and its feature's records. */
public class AlphaView {

	Layout layout;

	AlphaRecord shown;

}
