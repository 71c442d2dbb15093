package app.locus.scans;

import java.util.List;

/**
 * A batch of scans as the form gives it (DD141): keywords (one per line as typed; blank
 * lines and repeats are dropped by {@link BatchScanService}), the saved locations to scan
 * each keyword at (each grid centred on its location), and the settings every scan
 * shares.
 */
public record BatchInput(List<String> keywords, List<String> placeIds, GridSettings settings) {

	public BatchInput {
		keywords = List.copyOf(keywords);
		placeIds = List.copyOf(placeIds);
	}

}
