package app.locus.simulator.web;

import java.util.Map;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.env.EnvironmentPostProcessor;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * In demo mode, points the portal at its own simulator: sets
 * {@code locus.simulator.default-base-url} to {@code http://localhost:<port>/sim}, which
 * {@code locus.upstream.base-url} falls back to when {@code LOCUS_UPSTREAM_BASE_URL} is
 * not set; and sets {@code locus.simulator.default-dashboard-url} to
 * {@code /sim/dashboard} (relative, so the browser opens it on whichever host it is on),
 * which the vendor dashboard links fall back to. The port placeholder resolves to the
 * actual port once the server runs, so read the address when calling, not while beans are
 * built.
 */
class SimulatorDefaults implements EnvironmentPostProcessor {

	static final String DEFAULT_BASE_URL = "locus.simulator.default-base-url";

	static final String DEFAULT_DASHBOARD_URL = "locus.simulator.default-dashboard-url";

	@Override
	public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
		if (SimulatorSwitch.enabled(environment)) {
			environment.getPropertySources()
				.addLast(new MapPropertySource("locusSimulatorDefaults",
						Map.of(DEFAULT_BASE_URL, "http://localhost:${local.server.port:${server.port:8080}}/sim",
								DEFAULT_DASHBOARD_URL, SimulatorConfiguration.MOUNT + "/dashboard")));
		}
	}

}
