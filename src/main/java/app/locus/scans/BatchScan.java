package app.locus.scans;

import org.jspecify.annotations.Nullable;

/**
 * One scan of a batch, priced: the keyword at one saved location (with its name), what it
 * costs, and an earlier submission of the same settings within
 * {@link ScanService#DUPLICATE_WINDOW} (null when there is none).
 */
public record BatchScan(String keyword, String placeId, String locationName, ScanInput input, int cost,
		@Nullable Submission recentDuplicate) {

}
