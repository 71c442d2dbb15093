package app.locus.architecture.planted.simulator;

import app.locus.architecture.planted.upstream.api.SearchClient;

/**
 * Planted: the simulator borrows a type of Locus's client instead of speaking the wire.
 */
public class SimulatorUsingLocus {

	SearchClient client;

}
