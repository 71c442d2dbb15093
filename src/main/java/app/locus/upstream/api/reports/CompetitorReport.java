package app.locus.upstream.api.reports;

import java.time.LocalDate;
import java.util.List;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * The businesses a scan found, ranked by solv; same report key as its scan. {@code raw}
 * is the payload as received.
 */
public record CompetitorReport(String reportKey, LocalDate date, ScanSettings settings, List<RankedBusiness> businesses,
		JsonNode raw) {

	public static CompetitorReport from(JsonNode node) {
		return new CompetitorReport(Lenient.text(node, "report_key"), Lenient.date(node, "date"),
				ScanSettings.from(node), Lenient.list(node, "businesses", RankedBusiness::from), node);
	}

}
