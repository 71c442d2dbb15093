package app.locus.simulator.web;

import org.springframework.core.env.Environment;

/**
 * Whether the app serves the simulator at {@code /sim}: as
 * {@code locus.simulator.enabled} (env {@code LOCUS_SIMULATOR}) says, and when it says
 * nothing, only in the embedded default (no {@code locus.db.url}), never in production by
 * accident.
 */
final class SimulatorSwitch {

	static final String ENABLED = "locus.simulator.enabled";

	private SimulatorSwitch() {
	}

	static boolean enabled(Environment environment) {
		String explicit = environment.getProperty(ENABLED);
		if (explicit != null && !explicit.isBlank()) {
			return Boolean.parseBoolean(explicit.trim());
		}
		String dbUrl = environment.getProperty("locus.db.url");
		return dbUrl == null || dbUrl.isBlank();
	}

}
