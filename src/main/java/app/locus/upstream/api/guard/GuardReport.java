package app.locus.upstream.api.guard;

import java.time.LocalDate;

import app.locus.upstream.api.Lenient;
import app.locus.upstream.api.locations.LocationSummary;
import com.fasterxml.jackson.databind.JsonNode;
import org.jspecify.annotations.Nullable;

/**
 * A profile-protection report. The shape of {@code changes} is not fixed anywhere, so it
 * stays raw JSON (null when absent), as does the whole payload in {@code raw}. The key is
 * {@code report_key} in the spec's listing, {@code guard_key} in what real clients send.
 */
public record GuardReport(@Nullable String reportKey, @Nullable String placeId, @Nullable LocationSummary location,
		@Nullable GuardStatus status, @Nullable LocalDate dateAdded, @Nullable LocalDate dateLast,
		@Nullable JsonNode changes, JsonNode raw) {

	public static GuardReport from(JsonNode node) {
		String key = Lenient.text(node, "report_key");
		return new GuardReport(key != null ? key : Lenient.text(node, "guard_key"), Lenient.text(node, "place_id"),
				Lenient.nested(node, "location", LocationSummary::from),
				Lenient.code(node, "status", GuardStatus.class), Lenient.date(node, "date_added"),
				Lenient.date(node, "date_last"), Lenient.objectOrNull(node, "changes"), node);
	}

}
