package app.locus.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The user {@code POST /v2/account} names: one per account whatever its key (DD151), and
 * unique across simulators, as the service's user ids are unique across the service;
 * Locus keys the rate limit by it (DD162), and tests in one JVM share one database.
 */
class SimulatorAccountUserTest {

	@Test
	void every_key_of_one_account_names_the_same_user() {
		try (SimulatorFixture sim = new SimulatorFixture()) {
			AccountHandle account = sim.freshAccount(100);
			String second = account.addKey();

			assertThat(userId(sim, second)).isEqualTo(userId(sim, account.key())).isNotBlank();
		}
	}

	@Test
	void the_first_accounts_of_two_simulators_name_different_users() {
		try (SimulatorFixture one = new SimulatorFixture(); SimulatorFixture other = new SimulatorFixture()) {
			AccountHandle first = one.freshAccount(100);
			AccountHandle alsoFirst = other.freshAccount(100);

			assertThat(first.id()).as("both simulators number their accounts alike").isEqualTo(alsoFirst.id());
			assertThat(userId(one, first.key())).isNotEqualTo(userId(other, alsoFirst.key()));
		}
	}

	private static String userId(SimulatorFixture sim, String key) {
		SimHttp.Answer answer = sim.http.post("/v2/account", key);
		assertThat(answer.status()).isEqualTo(200);
		return answer.data().path("user").path("id").asText();
	}

}
