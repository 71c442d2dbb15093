package app.locus.simulator.web;

import java.nio.file.Path;
import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings of the in-app simulator ({@code locus.simulator.*}).
 *
 * @param pendingDelay how long queued scans and campaign runs take
 * @param scanDelay how long a synchronous google scan holds its answer
 * @param stateFolder where its state is kept across restarts; blank = in memory only
 */
@ConfigurationProperties("locus.simulator")
record SimulatorProperties(@DefaultValue("5s") Duration pendingDelay, @DefaultValue("1s") Duration scanDelay,
		String stateFolder) {

	Path stateFolderPath() {
		return stateFolder == null || stateFolder.isBlank() ? null : Path.of(stateFolder);
	}

}
