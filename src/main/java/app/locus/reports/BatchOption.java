package app.locus.reports;

import java.time.Instant;

/**
 * A batch of scans for the gallery's batch filter: when it was started and how many scans
 * of it were sent (a batch cut short by a restart sent fewer than it planned).
 */
public record BatchOption(ScanBatchId id, Instant startedAt, int scans) {

}
