package app.locus.api;

import java.time.Instant;
import java.util.Locale;

import app.locus.alerts.Alert;

/**
 * An alert the token's admin received about the workspace, in the words the portal's bell
 * shows; {@code read} is whether that admin marked it read.
 */
record ApiAlert(String id, String kind, String title, String detail, Instant firedAt, boolean read) {

	static ApiAlert of(Alert alert) {
		return new ApiAlert(alert.id().value(), alert.kind().name().toLowerCase(Locale.ROOT).replace('_', '-'),
				alert.title(), alert.detail(), alert.firedAt(), alert.read());
	}

}
