package app.locus.upstream.credentials;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;

import app.locus.simulator.DemoData;
import app.locus.upstream.credentials.DemoKeys.DemoKey;
import org.junit.jupiter.api.Test;

/**
 * Locus knows the simulator's published demo keys without importing the simulator; they
 * must stay the keys the simulator seeds, or the demo workspaces could not call it.
 */
class DemoKeysTest {

	@Test
	void the_demo_keys_are_the_ones_the_simulator_publishes() {
		assertThat(Arrays.stream(DemoKey.values()).map(DemoKey::secret)).containsExactly(DemoData.BLUE_BOTTLE_KEY,
				DemoData.HARBOR_KEY, DemoData.PEAK_KEY);
	}

}
