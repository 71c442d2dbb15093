package app.locus.scans;

import java.time.Instant;

/**
 * A spend whose outcome is unknown, as the unknown-spends page shows it: the submission,
 * who sent it, what the sync looks for in the report listing, when it last looked and
 * until when it keeps looking (after that only a person settles it).
 */
public record UnknownSpend(Submission submission, String sentBy, String lookedFor, Instant lastLookedAt,
		Instant lookedForUntil, boolean stillLookedFor) {

}
