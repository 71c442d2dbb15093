package app.locus.reports;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/**
 * What one sync of a workspace did: whether it ran at all (another node may hold the
 * workspace's lock), how many reports of each type it stored or replaced, and the
 * listings it could not read this time.
 */
public record SyncResult(boolean ran, Map<ReportType, Integer> stored, Map<ReportType, String> failures) {

	public SyncResult {
		stored = Collections.unmodifiableMap(copy(stored));
		failures = Collections.unmodifiableMap(copy(failures));
	}

	/** The workspace was being synced elsewhere; nothing was done. */
	public static SyncResult skipped() {
		return new SyncResult(false, Map.of(), Map.of());
	}

	public int stored(ReportType type) {
		return stored.getOrDefault(type, 0);
	}

	public int total() {
		return stored.values().stream().mapToInt(Integer::intValue).sum();
	}

	private static <V> Map<ReportType, V> copy(Map<ReportType, V> map) {
		return map.isEmpty() ? new EnumMap<>(ReportType.class) : new EnumMap<>(map);
	}

}
