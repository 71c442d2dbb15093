package app.locus.architecture.planted.alpha.ui;

/** Allowed: a link class other features' views may use. */
public class AlphaNavigation {

}
