package app.locus.locations;

import app.locus.base.csv.ImportPreview;
import org.jspecify.annotations.Nullable;

/**
 * What a location import did: each row's outcome, how many places were saved, and why it
 * stopped early when the service refused or did not answer (the rest can be imported
 * again; those already saved then show as duplicates).
 */
public record LocationImport(ImportPreview<NewLocationInput> rows, int saved, @Nullable String stoppedBecause) {

}
