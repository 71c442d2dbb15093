package app.locus.architecture.planted.simulator;

import java.net.Socket;

/** Allowed: the simulator serves HTTP on its own sockets and uses nothing of Locus. */
public class SimulatedService {

	Socket accepted;

}
