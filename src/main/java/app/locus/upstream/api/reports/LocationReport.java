package app.locus.upstream.api.reports;

import java.time.LocalDate;
import java.util.List;

import app.locus.upstream.api.Lenient;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.locations.LocationSummary;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * One location across two or more keywords: averages and one line per keyword, the number
 * of keywords and the address of its PDF. {@code raw} is the payload as received. Null
 * when absent.
 */
public record LocationReport(String reportKey, String placeId, LocationSummary location, Platform platform,
		LocalDate firstDate, LocalDate lastDate, RankMetrics averages, List<KeywordLine> keywords, JsonNode raw,
		Integer keywordCount, String pdf) {

	/** The latest scan of one keyword. */
	public record KeywordLine(String keyword, String reportKey, RankMetrics metrics) {

		static KeywordLine from(JsonNode node) {
			return new KeywordLine(Lenient.text(node, "keyword"), Lenient.text(node, "report_key"),
					RankMetrics.from(node));
		}

	}

	public static LocationReport from(JsonNode node) {
		return new LocationReport(Lenient.text(node, "report_key"), Lenient.text(node, "place_id"),
				Lenient.nested(node, "location", LocationSummary::from), Lenient.code(node, "platform", Platform.class),
				Lenient.date(node, "date"), Lenient.date(node, "last_date"), RankMetrics.averagesFrom(node),
				Lenient.list(node, "keywords", KeywordLine::from), node, Lenient.integer(node, "keyword_count"),
				Lenient.text(node, "pdf"));
	}

}
