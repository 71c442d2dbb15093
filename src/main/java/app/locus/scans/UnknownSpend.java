package app.locus.scans;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * A spend whose outcome is unknown, as the unknown-spends page shows it: the submission,
 * who sent it, what the sync looks for in the report listing, when it last looked and
 * until when it keeps looking (after that only a person settles it).
 */
public record UnknownSpend(Submission submission, @Nullable String sentBy, String lookedFor,
		@Nullable Instant lastLookedAt, Instant lookedForUntil, boolean stillLookedFor) {

}
