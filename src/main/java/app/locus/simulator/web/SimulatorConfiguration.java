package app.locus.simulator.web;

import java.time.Clock;

import app.locus.simulator.Simulator;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.SmartLifecycle;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;

/**
 * Serves the simulator inside the app at {@code /sim} when it is switched on (demo mode,
 * or {@code LOCUS_SIMULATOR=true}). Its state is in memory, starts with the demo data and
 * is kept across restarts in {@code locus.simulator.state-folder} (beside the embedded
 * database's files by default); it never touches the portal's database.
 *
 * <p>
 * It is mounted as a filter ahead of the web security chain: it stands in for an outside
 * service, which the portal's login and CSRF rules do not apply to.
 */
@Configuration(proxyBeanMethods = false)
@Conditional(SimulatorEnabledCondition.class)
@EnableConfigurationProperties(SimulatorProperties.class)
class SimulatorConfiguration {

	static final String MOUNT = "/sim";

	@Bean
	Simulator simulator(Clock clock, SimulatorProperties properties) {
		return Simulator.builder()
			.clock(clock)
			.pendingDelay(properties.pendingDelay())
			.scanDelay(properties.scanDelay())
			.dataFolder(properties.stateFolderPath())
			.build();
	}

	@Bean
	FilterRegistrationBean<SimulatorFilter> simulatorFilter(Simulator simulator) {
		FilterRegistrationBean<SimulatorFilter> registration = new FilterRegistrationBean<>(
				new SimulatorFilter(simulator, MOUNT));
		registration.addUrlPatterns(MOUNT + "/*");
		registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 1);
		registration.setAsyncSupported(true);
		return registration;
	}

	/**
	 * Releases calls held by a "hang" fault before the web server waits for requests to
	 * finish at shutdown.
	 */
	@Bean
	SmartLifecycle simulatorRelease(Simulator simulator) {
		return new SmartLifecycle() {

			private volatile boolean running;

			@Override
			public void start() {
				running = true;
			}

			@Override
			public void stop() {
				simulator.close();
				running = false;
			}

			@Override
			public boolean isRunning() {
				return running;
			}

		};
	}

}
