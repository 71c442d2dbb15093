package app.locus.architecture.planted.beta;

import app.locus.architecture.planted.alpha.CycleToBeta;

/** Planted: the other half of the cycle between alpha and beta. */
public class CycleToAlpha {

	CycleToBeta other;

}
