package app.locus.upstream.api.reports;

import java.time.LocalDate;
import java.util.List;

import app.locus.upstream.api.Lenient;
import app.locus.upstream.api.locations.LocationSummary;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * The businesses a scan found, ranked by solv, and the scanned location; same report key
 * as its scan. {@code raw} is the payload as received.
 */
public record CompetitorReport(String reportKey, LocalDate date, ScanSettings settings, List<RankedBusiness> businesses,
		JsonNode raw, LocationSummary location) {

	public static CompetitorReport from(JsonNode node) {
		return new CompetitorReport(Lenient.text(node, "report_key"), Lenient.date(node, "date"),
				ScanSettings.from(node), Lenient.list(node, "businesses", RankedBusiness::from), node,
				Lenient.nested(node, "location", LocationSummary::from));
	}

}
