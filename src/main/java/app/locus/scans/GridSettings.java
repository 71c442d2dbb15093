package app.locus.scans;

import java.math.BigDecimal;

import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Platform;
import org.jspecify.annotations.Nullable;

/**
 * The settings the scans of a form share: grid size, radius and unit, platform and AI
 * analysis. Like {@link ScanInput} they come from the form as they are and are checked by
 * {@link ScanService} field by field.
 */
public record GridSettings(Integer gridSize, BigDecimal radius, Measurement unit, Platform platform,
		boolean aiAnalysis) {

	/** These settings for one keyword, with the grid centred at the given point. */
	public ScanInput at(@Nullable String placeId, String keyword, BigDecimal lat, BigDecimal lng) {
		return new ScanInput(placeId, keyword, lat, lng, gridSize, radius, unit, platform, aiAnalysis);
	}

}
