package app.locus.autoscans;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Objects;

import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.autoscans.AutoscanStatus;
import org.jspecify.annotations.Nullable;

/**
 * A scheduled scan as Locus keeps it from the last sync (DD055): what it scans, how
 * often, its state and its next run at the service.
 *
 * @param platforms the platforms it scans (the listing names one; each costs a scan)
 * @param nextRunAt the service's next run, null when none is due
 */
public record ScheduledScan(String key, @Nullable String nickname, @Nullable String placeId,
		@Nullable String locationName, @Nullable String keyword, List<Platform> platforms, int gridSize,
		Frequency frequency, AutoscanStatus status, @Nullable Instant nextRunAt, @Nullable LocalDate nextRunDate) {

	public ScheduledScan {
		Objects.requireNonNull(key, "key");
		Objects.requireNonNull(frequency, "frequency");
		Objects.requireNonNull(status, "status");
		platforms = List.copyOf(platforms);
	}

}
