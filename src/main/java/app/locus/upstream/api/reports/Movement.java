package app.locus.upstream.api.reports;

import java.math.BigDecimal;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * Change since the previous scan: a negative arp or atrp move and a positive solv move
 * are improvements. Null when absent.
 */
public record Movement(BigDecimal arpMove, BigDecimal atrpMove, BigDecimal solvMove) {

	public static Movement from(JsonNode node) {
		return new Movement(Lenient.decimal(node, "arp_move"), Lenient.decimal(node, "atrp_move"),
				Lenient.decimal(node, "solv_move"));
	}

}
