package app.locus.scans;

import java.math.BigDecimal;

import org.jspecify.annotations.Nullable;

/**
 * What a person asks a spot check for, as typed: checked field by field by the service.
 */
public record SpotCheckInput(@Nullable String placeId, @Nullable String keyword, @Nullable BigDecimal lat,
		@Nullable BigDecimal lng) {

}
