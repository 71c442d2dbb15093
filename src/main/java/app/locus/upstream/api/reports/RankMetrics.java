package app.locus.upstream.api.reports;

import java.math.BigDecimal;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * The three ranking metrics: average rank position (1 to 20, lower is better, 20 means
 * not found), average of the best rank per point, and share of voice in percent (SoLV on
 * map platforms, SAIV on AI platforms; the service sends both in {@code solv}). Null when
 * absent.
 */
public record RankMetrics(BigDecimal arp, BigDecimal atrp, BigDecimal solv) {

	/**
	 * Averages over several scans, under the metric names or as {@code avg_arp,
	 * avg_atrp, avg_solv} (the names real clients read, DD138).
	 */
	public static RankMetrics averagesFrom(JsonNode node) {
		RankMetrics plain = from(node);
		return new RankMetrics(either(plain.arp(), node, "avg_arp"), either(plain.atrp(), node, "avg_atrp"),
				either(plain.solv(), node, "avg_solv"));
	}

	private static BigDecimal either(BigDecimal first, JsonNode node, String second) {
		return first != null ? first : Lenient.decimal(node, second);
	}

	public static RankMetrics from(JsonNode node) {
		BigDecimal solv = Lenient.decimal(node, "solv");
		return new RankMetrics(Lenient.decimal(node, "arp"), Lenient.decimal(node, "atrp"),
				solv != null ? solv : Lenient.decimal(node, "saiv"));
	}

}
