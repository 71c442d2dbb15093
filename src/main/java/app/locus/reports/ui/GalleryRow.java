package app.locus.reports.ui;

import java.math.BigDecimal;
import java.time.LocalDate;

import app.locus.reports.ReportCard;
import app.locus.reports.ReportType;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.reports.Movement;
import app.locus.upstream.api.reports.RankMetrics;

/**
 * What a gallery row shows of a report and what opening it needs. The grid keeps its rows
 * in the session while the page is open, so a row holds these fields only, not the whole
 * card with its thumbnail ranks, centre and place id (DD086).
 */
record GalleryRow(ReportType type, String key, LocalDate date, String keyword, String locationName, Platform platform,
		Integer gridSize, BigDecimal radius, Measurement unit, RankMetrics metrics, Movement movement,
		boolean hasThumbnail) {

	static GalleryRow of(ReportCard card) {
		return new GalleryRow(card.type(), card.key().value(), card.date(), card.keyword(), card.locationName(),
				card.platform(), card.gridSize(), card.radius(), card.unit(), card.metrics(), card.movement(),
				card.thumbnail() != null);
	}

}
