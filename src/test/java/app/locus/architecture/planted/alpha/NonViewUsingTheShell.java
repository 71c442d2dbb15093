package app.locus.architecture.planted.alpha;

import app.locus.architecture.planted.shell.Layout;

/** Planted: a class that is not a view uses the shell. */
public class NonViewUsingTheShell {

	Layout layout;

}
