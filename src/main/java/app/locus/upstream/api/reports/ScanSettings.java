package app.locus.upstream.api.reports;

import java.math.BigDecimal;

import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Lenient;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Platform;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * What a scan measured: place, keyword, platform and grid. Two scans with equal settings
 * form a trend. Null when absent (e.g. left out by a fieldmask).
 */
public record ScanSettings(String placeId, String keyword, Platform platform, LatLng center, Integer gridSize,
		BigDecimal radius, Measurement measurement) {

	public static ScanSettings from(JsonNode node) {
		return new ScanSettings(Lenient.text(node, "place_id"), Lenient.text(node, "keyword"),
				Lenient.code(node, "platform", Platform.class), LatLng.from(node), Lenient.integer(node, "grid_size"),
				Lenient.decimal(node, "radius"), Lenient.code(node, "measurement", Measurement.class));
	}

}
