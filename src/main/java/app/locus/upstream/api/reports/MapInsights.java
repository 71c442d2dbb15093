package app.locus.upstream.api.reports;

import java.math.BigDecimal;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * A map scan's {@code insights} block, as the vendor's own clients read it: the
 * competitors the scan considered and those active on the grid, the business's SoLV
 * beside the strongest competitor's, and how far from the business its top-3 points reach
 * beside the competitors' average (in the scan's unit). AI scans carry none. Each part is
 * null when absent.
 */
public record MapInsights(Integer competitorsConsidered, Integer competitorsActive, BigDecimal solv,
		BigDecimal leaderSolv, BigDecimal reach, BigDecimal competitorsReach) {

	static MapInsights from(JsonNode node) {
		JsonNode competitors = node.path("solv_competitors");
		JsonNode osolv = node.path("osolv");
		JsonNode distance = node.path("solv_distance");
		return new MapInsights(Lenient.integer(competitors, "total"), Lenient.integer(competitors, "active"),
				Lenient.decimal(osolv, "yours"), Lenient.decimal(osolv, "top"), Lenient.decimal(distance, "yours"),
				Lenient.decimal(distance, "average"));
	}

}
