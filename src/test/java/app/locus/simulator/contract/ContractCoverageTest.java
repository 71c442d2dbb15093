package app.locus.simulator.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import app.locus.simulator.Simulator;
import app.locus.simulator.api.Router;

import org.junit.jupiter.api.Test;

/**
 * The contract table keeps up with the router: a route the simulator serves without an
 * entry in {@link ContractCases#ALL} (or, for a route outside the API's conventions, in
 * {@link ContractCases#NOT_API}) fails here by name, and so does an entry whose route is
 * gone.
 */
class ContractCoverageTest {

	private static Set<String> served() {
		List<Router.Declared> routes = Simulator.builder().demoData(false).clock(Clock.systemUTC()).build().routes();
		return routes.stream().map(r -> r.method() + " " + r.template()).collect(Collectors.toCollection(TreeSet::new));
	}

	@Test
	void every_route_the_simulator_serves_has_a_contract_case() {
		Set<String> covered = ContractCases.ALL.stream().map(ContractCase::route).collect(Collectors.toSet());
		Set<String> missing = new TreeSet<>(served());
		missing.removeAll(covered);
		missing.removeAll(ContractCases.NOT_API.keySet());

		assertThat(missing).as("Routes without a contract case: add one entry each to ContractCases.ALL").isEmpty();
	}

	@Test
	void every_contract_case_names_a_route_the_simulator_serves() {
		Set<String> served = served();
		Set<String> stale = new TreeSet<>();
		ContractCases.ALL.stream()
			.map(ContractCase::route)
			.filter(route -> !served.contains(route))
			.forEach(stale::add);
		ContractCases.NOT_API.keySet().stream().filter(route -> !served.contains(route)).forEach(stale::add);

		assertThat(stale).as("Contract entries whose route the simulator does not serve").isEmpty();
	}

	@Test
	void each_route_has_one_case_and_api_routes_are_not_excused() {
		List<String> routes = ContractCases.ALL.stream().map(ContractCase::route).toList();
		assertThat(routes).doesNotHaveDuplicates();
		assertThat(ContractCases.NOT_API.keySet()).doesNotContainAnyElementsOf(routes);
	}

}
