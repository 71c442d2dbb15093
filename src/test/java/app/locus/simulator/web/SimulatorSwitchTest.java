package app.locus.simulator.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.mock.env.MockEnvironment;

class SimulatorSwitchTest {

	@Test
	void on_by_default_with_the_embedded_database() {
		assertThat(SimulatorSwitch.enabled(new MockEnvironment())).isTrue();
		assertThat(SimulatorSwitch.enabled(new MockEnvironment().withProperty("locus.db.url", " "))).isTrue();
	}

	@Test
	void off_by_default_with_an_external_database() {
		assertThat(SimulatorSwitch.enabled(new MockEnvironment().withProperty("locus.db.url", "jdbc:mariadb://db/x")))
			.isFalse();
	}

	@Test
	void the_explicit_switch_wins_either_way() {
		assertThat(SimulatorSwitch.enabled(new MockEnvironment().withProperty("locus.db.url", "jdbc:mariadb://db/x")
			.withProperty("locus.simulator.enabled", "true"))).isTrue();
		assertThat(SimulatorSwitch.enabled(new MockEnvironment().withProperty("locus.simulator.enabled", "false")))
			.isFalse();
	}

	@Test
	void demo_mode_points_the_upstream_address_at_the_app_itself() {
		MockEnvironment environment = new MockEnvironment().withProperty("locus.upstream.base-url",
				"${LOCUS_UPSTREAM_BASE_URL:${locus.simulator.default-base-url:}}");
		environment.setProperty("local.server.port", "8123");

		new SimulatorDefaults().postProcessEnvironment(environment, null);

		assertThat(environment.getProperty("locus.upstream.base-url")).isEqualTo("http://localhost:8123/sim");
	}

	@Test
	void production_gets_no_default_address() {
		MockEnvironment environment = new MockEnvironment().withProperty("locus.db.url", "jdbc:mariadb://db/x")
			.withProperty("locus.upstream.base-url", "${LOCUS_UPSTREAM_BASE_URL:${locus.simulator.default-base-url:}}");

		new SimulatorDefaults().postProcessEnvironment(environment, null);

		assertThat(environment.getProperty("locus.upstream.base-url")).isEmpty();
	}

	@Test
	void demo_mode_points_the_vendor_dashboard_links_at_the_simulators_pages_and_production_has_none() {
		String configured = "${LOCUS_DASHBOARD_BASE_URL:${locus.simulator.default-dashboard-url:}}";
		MockEnvironment demo = new MockEnvironment().withProperty("locus.dashboard.base-url", configured);
		MockEnvironment production = new MockEnvironment().withProperty("locus.db.url", "jdbc:mariadb://db/x")
			.withProperty("locus.dashboard.base-url", configured);

		new SimulatorDefaults().postProcessEnvironment(demo, null);
		new SimulatorDefaults().postProcessEnvironment(production, null);

		assertThat(demo.getProperty("locus.dashboard.base-url")).isEqualTo("/sim/dashboard");
		assertThat(production.getProperty("locus.dashboard.base-url")).isEmpty();
	}

}
