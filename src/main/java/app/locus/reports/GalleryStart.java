package app.locus.reports;

import java.util.List;

/**
 * What a gallery shows as it opens: how many cards match its filter, and the first of
 * them in its order.
 */
public record GalleryStart(int total, List<ReportCard> firstCards) {

	public GalleryStart {
		firstCards = List.copyOf(firstCards);
	}

}
