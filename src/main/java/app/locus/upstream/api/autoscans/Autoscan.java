package app.locus.upstream.api.autoscans;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;

import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Lenient;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.locations.LocationSummary;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * A scheduled scan as the listing returns it. Run times come as Unix-second timestamps
 * and as dates; {@code nextRunAt}/{@code nextRunDate} are null when no run is due. Null
 * when absent.
 */
public record Autoscan(String autoscanKey, String nickname, String placeId, LocationSummary location, String keyword,
		Platform platform, LatLng center, Integer gridSize, BigDecimal radius, Measurement measurement,
		Integer dataPoints, Frequency frequency, Instant lastRunAt, LocalDate lastRunDate, Instant nextRunAt,
		LocalDate nextRunDate, AutoscanStatus status) {

	public static Autoscan from(JsonNode node) {
		String key = Lenient.text(node, "autoscan_key");
		return new Autoscan(key != null ? key : Lenient.text(node, "id"), Lenient.text(node, "nickname"),
				Lenient.text(node, "place_id"), Lenient.nested(node, "location", LocationSummary::from),
				Lenient.text(node, "keyword"), Lenient.code(node, "platform", Platform.class), LatLng.from(node),
				Lenient.integer(node, "grid_size"), Lenient.decimal(node, "radius"),
				Lenient.code(node, "measurement", Measurement.class), Lenient.integer(node, "data_points"),
				Lenient.code(node, "frequency", Frequency.class), Lenient.instant(node, "last_run_timestamp"),
				Lenient.date(node, "last_run_date"), Lenient.instant(node, "next_run_timestamp"),
				Lenient.date(node, "next_run_date"), Lenient.code(node, "status", AutoscanStatus.class));
	}

}
