package app.locus.reports.repository;

import java.util.Objects;

import app.locus.reports.ReportCard;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * A report to store: its card columns, the payload as received, and the data points when
 * they came with it. {@code versionStamp} names the version of an aggregate report that
 * grows with new scans (trend, location, keyword); null for reports that never change.
 * {@code detailed} says the payload is the full record (not a listing's card fields), so
 * opening it needs no further call.
 */
public record NewReport(ReportCard card, String versionStamp, JsonNode payload, JsonNode dataPoints, boolean detailed) {

	public NewReport {
		Objects.requireNonNull(card, "card");
		Objects.requireNonNull(payload, "payload");
	}

	public String key() {
		return card.key().value();
	}

}
