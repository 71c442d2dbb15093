package app.locus.api;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.Objects;

import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.locations.SavedLocation;
import app.locus.scans.ScanConfirmation;
import app.locus.scans.ScanInput;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Platform;
import io.swagger.v3.oas.annotations.media.Schema;
import org.jspecify.annotations.Nullable;

/**
 * A scan as a caller describes it: a saved location, a keyword, and the grid (7 × 7,
 * centred on the location, google, miles unless said otherwise); and, to run it, the cost
 * it was quoted and whether it accepts a recent duplicate or going past the monthly
 * budget.
 */
record ApiScanRequest(
		@Schema(description = "place id of a saved location",
				requiredMode = Schema.RequiredMode.REQUIRED) @Nullable String placeId,
		@Schema(requiredMode = Schema.RequiredMode.REQUIRED) @Nullable String keyword,
		@Schema(description = "odd, 3 to 15; 7 unless given") @Nullable Integer gridSize,
		@Schema(description = "0.1 to 100, in the unit",
				requiredMode = Schema.RequiredMode.REQUIRED) @Nullable BigDecimal radius,
		@Schema(description = "mi or km; mi unless given") @Nullable String unit,
		@Schema(description = "google, apple, gaio, chatgpt, gemini, grok or aimode; google unless given") @Nullable String platform,
		@Schema(description = "AI analysis of the top results, google only") @Nullable Boolean aiAnalysis,
		@Schema(description = "grid centre; the saved location's unless given") @Nullable BigDecimal lat,
		@Nullable BigDecimal lng,
		@Schema(description = "the credits the quote said the scan costs; required to run it") @Nullable Integer confirmCost,
		@Schema(description = "run it although the same settings ran minutes ago") @Nullable Boolean confirmDuplicate,
		@Schema(description = "run it although it takes the month past the workspace's budget") @Nullable Boolean confirmOverBudget) {

	/**
	 * The scan form's input, centred on the saved location unless a centre is given.
	 * @throws ValidationException when there is no radius, or no centre to be had
	 */
	ScanInput input(@Nullable SavedLocation location) {
		LatLng saved = location == null ? null : location.center();
		BigDecimal centreLat = lat != null ? lat : saved == null ? null : saved.lat();
		BigDecimal centreLng = lng != null ? lng : saved == null ? null : saved.lng();
		Validation validation = new Validation();
		validation.check(radius != null, "radius", "Radius is required.");
		validation.check(centreLat != null && centreLng != null, "placeId",
				"Choose a saved location of this workspace (see its locations), or give the grid's centre as lat and lng.");
		validation.throwIfInvalid();
		return new ScanInput(placeId, keyword == null ? "" : keyword, Objects.requireNonNull(centreLat),
				Objects.requireNonNull(centreLng), gridSize == null ? ScanInput.DEFAULT_GRID_SIZE : gridSize,
				Objects.requireNonNull(radius), measurement(), chosenPlatform(), Boolean.TRUE.equals(aiAnalysis));
	}

	ScanConfirmation confirmation() {
		return new ScanConfirmation(confirmCost, Boolean.TRUE.equals(confirmDuplicate),
				Boolean.TRUE.equals(confirmOverBudget));
	}

	private Measurement measurement() {
		if (unit == null || unit.isBlank()) {
			return Measurement.MI;
		}
		return switch (unit.strip().toLowerCase(Locale.ROOT)) {
			case "mi" -> Measurement.MI;
			case "km" -> Measurement.KM;
			default -> throw ValidationException.of("unit", "Unit must be mi or km.");
		};
	}

	private Platform chosenPlatform() {
		if (platform == null || platform.isBlank()) {
			return Platform.GOOGLE;
		}
		return Platform.fromCode(platform.strip().toLowerCase(Locale.ROOT));
	}

}
