package app.locus.reports;

import java.util.List;

/**
 * What a workspace's dashboard shows of its newest scans: the newest of each keyword at
 * each place, and the newest ones with a heatmap, both newest first.
 */
public record NewestScans(List<ReportCard> perKeywordAndPlace, List<ReportCard> withHeatmap) {

	public NewestScans {
		perKeywordAndPlace = List.copyOf(perKeywordAndPlace);
		withHeatmap = List.copyOf(withHeatmap);
	}

	/** No scan with a keyword and none with a heatmap: in practice, no scan yet. */
	public boolean nothingToShow() {
		return perKeywordAndPlace.isEmpty() && withHeatmap.isEmpty();
	}

}
