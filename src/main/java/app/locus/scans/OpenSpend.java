package app.locus.scans;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * A submission whose outcome is not known, as the ledger holds it: who sent it (null when
 * the person is gone) and when the sync last looked for its report (null: never).
 */
public record OpenSpend(Submission submission, @Nullable String sentBy, @Nullable Instant lastLookedAt,
		@Nullable String campaignKey) {

}
