package app.locus.architecture.planted.base;

import app.locus.architecture.planted.alpha.AlphaRecord;

/** Planted: the shared kernel depends on a feature. */
public class KernelUsingAFeature {

	AlphaRecord feature;

}
