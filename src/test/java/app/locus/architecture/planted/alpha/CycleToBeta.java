package app.locus.architecture.planted.alpha;

import app.locus.architecture.planted.beta.CycleToAlpha;

/** Planted: half of a cycle between the features alpha and beta. */
public class CycleToBeta {

	CycleToAlpha other;

}
