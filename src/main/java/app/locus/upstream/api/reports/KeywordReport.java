package app.locus.upstream.api.reports;

import java.time.LocalDate;
import java.util.List;

import app.locus.upstream.api.Lenient;
import app.locus.upstream.api.Platform;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * One keyword across two or more locations: averages and one line per location, the
 * number of locations and the address of its PDF. {@code raw} is the payload as received.
 * Null when absent.
 */
public record KeywordReport(String reportKey, String keyword, Platform platform, LocalDate firstDate,
		LocalDate lastDate, RankMetrics averages, List<LocationLine> locations, JsonNode raw, Integer locationCount,
		String pdf) {

	/** The latest scan of one location. */
	public record LocationLine(String placeId, String name, String reportKey, RankMetrics metrics) {

		static LocationLine from(JsonNode node) {
			return new LocationLine(Lenient.text(node, "place_id"), Lenient.text(node, "name"),
					Lenient.text(node, "report_key"), RankMetrics.from(node));
		}

	}

	public static KeywordReport from(JsonNode node) {
		return new KeywordReport(Lenient.text(node, "report_key"), Lenient.text(node, "keyword"),
				Lenient.code(node, "platform", Platform.class), Lenient.date(node, "date"),
				Lenient.date(node, "last_date"), RankMetrics.averagesFrom(node),
				Lenient.list(node, "locations", LocationLine::from), node, Lenient.integer(node, "location_count"),
				Lenient.text(node, "pdf"));
	}

}
