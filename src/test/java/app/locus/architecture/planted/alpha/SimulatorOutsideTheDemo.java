package app.locus.architecture.planted.alpha;

import app.locus.architecture.planted.simulator.SimulatedService;

/** Planted: a feature reaches into the simulator instead of calling the service. */
public class SimulatorOutsideTheDemo {

	SimulatedService service;

}
