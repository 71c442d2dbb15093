package app.locus.sharing;

import java.time.Instant;
import java.util.Optional;

import app.locus.base.i18n.Language;
import app.locus.tenancy.BrandColour;

/**
 * What a share link's page shows: the snapshot, in the branding of the agency that shared
 * it (its logo as PNG bytes, put into the page itself), in the language of the
 * workspace's client.
 */
public record SharedReport(ReportSnapshot snapshot, Instant sharedAt, String agencyName, BrandColour colour,
		Optional<byte[]> logo, Language language) implements Shared {
}
