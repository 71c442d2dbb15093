package app.locus.architecture.planted.demo;

import app.locus.architecture.planted.simulator.SimulatedService;

/** Allowed: the demo wiring starts the simulator. */
public class DemoWiring {

	SimulatedService service;

}
