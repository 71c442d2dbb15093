package app.locus.reports.repository;

import java.time.Instant;

import app.locus.reports.ReportCard;

/**
 * A stored report with its payload and data points as JSON text; {@code fetchedAt} is
 * when its full details were stored (null while only the listing's fields are).
 */
public record StoredReport(ReportCard card, String payload, String dataPoints, Instant fetchedAt) {

}
