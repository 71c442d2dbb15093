package app.locus.monitoring;

/**
 * What one sync of a workspace's guard and reviews listings stored.
 *
 * @param ran false when another node was syncing the workspace
 * @param failures what could not be read, by listing; empty when all went well
 */
public record MonitoringResult(boolean ran, int guardsStored, int reviewsStored,
		java.util.Map<String, String> failures) {

	public MonitoringResult {
		failures = java.util.Map.copyOf(failures);
	}

	static MonitoringResult skipped() {
		return new MonitoringResult(false, 0, 0, java.util.Map.of());
	}

}
