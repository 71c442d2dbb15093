package app.locus.monitoring;

import java.time.LocalDate;

import app.locus.upstream.api.guard.GuardStatus;
import org.jspecify.annotations.Nullable;

/**
 * A stored profile-protection (guard) record, as its list shows it. Null where the
 * service did not say.
 *
 * @param changes how many changes of the listing guard reported
 */
public record GuardRecord(String reportKey, @Nullable String placeId, @Nullable String locationName,
		@Nullable GuardStatus status, @Nullable LocalDate dateAdded, @Nullable LocalDate dateLast, int changes) {

}
