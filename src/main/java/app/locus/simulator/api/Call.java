package app.locus.simulator.api;

import java.time.Instant;
import java.util.Map;

import app.locus.simulator.state.SimAccount;

/**
 * One authenticated call being handled: who makes it, its fields, the path variables of
 * the matched route, the simulator's "now" and the base address the caller used (for
 * links such as report images).
 */
public record Call(SimAccount account, Params params, Map<String, String> pathVars, Instant now, String baseUrl) {

	public String pathVar(String name) {
		return pathVars.get(name);
	}

}
