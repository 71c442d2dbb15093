package app.locus.architecture.planted.beta.ui;

import app.locus.architecture.planted.alpha.ui.AlphaNavigation;
import app.locus.architecture.planted.alpha.ui.AlphaView;

/** Planted: a view uses another feature's view (its link class is allowed). */
public class ViewOfAnotherFeature {

	AlphaNavigation link;

	AlphaView foreign;

}
