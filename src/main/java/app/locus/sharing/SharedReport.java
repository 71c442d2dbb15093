package app.locus.sharing;

import java.time.Instant;
import java.util.Optional;

import app.locus.tenancy.BrandColour;

/**
 * What a share link's page shows: the snapshot, in the branding of the agency that shared
 * it (its logo as PNG bytes, put into the page itself).
 */
public record SharedReport(ReportSnapshot snapshot, Instant sharedAt, String agencyName, BrandColour colour,
		Optional<byte[]> logo) implements Shared {
}
