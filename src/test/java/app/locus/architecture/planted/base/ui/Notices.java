package app.locus.architecture.planted.base.ui;

/** Allowed: a generic UI helper that every view and the shell use. */
public class Notices {

}
